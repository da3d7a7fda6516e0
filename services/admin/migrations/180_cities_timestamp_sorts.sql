-- The admin's city list sorts by created_at and updated_at (sort=-createdAt): each sort has its index. The columns
-- exist since 001 (NOT NULL, default now()), so every row already has both; nothing to backfill.
CREATE INDEX cities_created_at_idx ON cities (created_at, id);
CREATE INDEX cities_updated_at_idx ON cities (updated_at, id);
