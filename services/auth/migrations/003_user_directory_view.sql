-- Read-only, for other services that must find a user by e-mail without reading users (restaurants' demo seed).
CREATE VIEW auth_user_directory AS
  SELECT id AS user_id, email FROM users;
