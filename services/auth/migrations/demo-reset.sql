-- DEMO_MODE: every auth table emptied; the seed migrations then recreate the demo accounts.
TRUNCATE users, verification_tokens, password_resets, sessions, auth_mail_outbox CASCADE;
