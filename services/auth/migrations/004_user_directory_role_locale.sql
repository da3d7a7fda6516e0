-- Read-only, for restaurants' mails: every admin's address, and each owner's address and language.
-- CREATE OR REPLACE VIEW may only append columns: user_id and email stay first, as 003 made them.
CREATE OR REPLACE VIEW auth_user_directory AS
  SELECT id AS user_id, email, role, locale FROM users;
