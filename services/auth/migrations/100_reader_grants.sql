-- Each service connects as its own role and owns its tables; nobody else may read them (nest-core's
-- database/roles.ts). These views are all of auth's data the others may read: every service's JWT guard reads
-- auth_session_validity; restaurants finds owners and admins by e-mail in auth_user_directory. A migration that
-- recreates one of them grants it again.
GRANT SELECT ON auth_session_validity TO carta_restaurants, carta_admin;
GRANT SELECT ON auth_user_directory TO carta_restaurants;
