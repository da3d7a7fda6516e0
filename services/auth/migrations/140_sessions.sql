-- Server-side sessions. A login opens one; every token carries its id (`sid`), and every service asks the view below
-- whether that session stands. Ending a session (logout, a password change or reset, a role change) ends each of its
-- tokens at once, whenever it was issued: a refresh that raced the change only re-signs a session already ended.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- absolute lifetime (30 days from the login): refreshes never move it
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- The view's rows become sessions, so it is made anew; whatever another migration granted on it is granted again.
DO $$
DECLARE
  grants text[];
  granted text;
BEGIN
  SELECT coalesce(array_agg(format('GRANT %s ON auth_session_validity TO %s', a.privilege_type,
           CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(a.grantee)) END)), '{}')
    INTO grants
    FROM pg_class c, aclexplode(c.relacl) a
    WHERE c.oid = 'auth_session_validity'::regclass AND a.grantee <> c.relowner;
  DROP VIEW auth_session_validity;
  -- Read-only, for every service's token guard (libs/nest-core): the sessions that stand. A session past expires_at
  -- stands no more either; the reader compares it with its own clock.
  CREATE VIEW auth_session_validity AS
    SELECT id AS session_id, user_id, expires_at FROM sessions WHERE ended_at IS NULL;
  FOREACH granted IN ARRAY grants LOOP
    EXECUTE granted;
  END LOOP;
END $$;

-- Replaced by the sessions: every token issued before this migration has no session and is refused (one new login).
ALTER TABLE users DROP COLUMN sessions_valid_after;
