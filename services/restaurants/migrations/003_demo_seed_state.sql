-- Which seeds (by migration version) have produced their data, so a seed that had to wait (e.g. for auth's demo user) runs once.
-- demo-reset.sql empties it with the rest, and the seeds then run again.
CREATE TABLE restaurants_seeds (
  name text PRIMARY KEY,
  done_at timestamptz NOT NULL DEFAULT now()
);
