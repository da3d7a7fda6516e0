-- First-start accounts (spec): admin@admin.com and user@user.com, password 12345 (argon2id, m=19456 KiB, t=2, p=1).
INSERT INTO users (name, email, password_hash, role, verified) VALUES
  ('Admin', 'admin@admin.com', '$argon2id$v=19$m=19456,p=1,t=2$iPsw2I4ATA4IZjpgFKzRrA$dsjKKY9hdyTddrtRvJqNNaxk7t2liccDdCt1au6gqIY', 'admin', true),
  ('User', 'user@user.com', '$argon2id$v=19$m=19456,p=1,t=2$iPsw2I4ATA4IZjpgFKzRrA$dsjKKY9hdyTddrtRvJqNNaxk7t2liccDdCt1au6gqIY', 'user', true)
ON CONFLICT (email) DO NOTHING;
