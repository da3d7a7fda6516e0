-- auth owns users, verification_tokens and password_resets. Other services never read these tables;
-- they read the view auth_session_validity below.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- stored lower-cased: e-mails compare case-insensitively
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  verified boolean NOT NULL DEFAULT false,
  phone text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  url_avatar text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT 'es' CHECK (locale IN ('es', 'en')),
  failed_logins integer NOT NULL DEFAULT 0,
  blocked_until timestamptz,
  -- tokens issued before this second are refused (password change or reset); NULL: never ended
  sessions_valid_after timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

-- One-time links; only the sha256 of the random id is stored.
CREATE TABLE verification_tokens (
  id_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_tokens_user_idx ON verification_tokens (user_id);

CREATE TABLE password_resets (
  id_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Read-only, for every service's JWT guard (libs/nest-core): a token is valid while its user exists and it
-- was issued no earlier than sessions_valid_after.
CREATE VIEW auth_session_validity AS
  SELECT id AS user_id, sessions_valid_after FROM users;
