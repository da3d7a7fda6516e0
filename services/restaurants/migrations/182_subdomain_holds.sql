-- A released subdomain (an accepted one withdrawn by an admin, renamed, or left by a deleted restaurant) stays
-- reserved for its old restaurant until held_until, so QR codes printed with it never open another restaurant's
-- menu. No foreign key: the hold outlives a deleted restaurant. An expired row means nothing (replaced or deleted
-- by the next request for the name).
CREATE TABLE subdomain_holds (
  sub_domain text PRIMARY KEY CHECK (sub_domain ~ '^[a-z0-9]+$'),
  restaurant_id uuid NOT NULL,
  held_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
