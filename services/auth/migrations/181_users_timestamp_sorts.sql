-- The admin's user list sorts by created_at and updated_at (sort=-createdAt): each sort has its index. The columns
-- exist since 001 (NOT NULL, default now()), so every row already has both; nothing to backfill.
CREATE INDEX users_created_at_idx ON users (created_at, id);
CREATE INDEX users_updated_at_idx ON users (updated_at, id);
