-- Where a restaurant's QR codes stand (a table, the window, a flyer), each opened by its short link /q/{code}.
-- Deleting one only marks it: its printed code keeps opening the restaurant's menu.
CREATE TABLE placements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the order they were made in, also within one range ("Mesa 1" … "Mesa 20")
  seq bigint GENERATED ALWAYS AS IDENTITY,
  restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- the owner's list, in the order the placements were made
CREATE INDEX placements_restaurant_idx ON placements (restaurant_id, seq) WHERE deleted_at IS NULL;

-- Scans per placement and UTC day: a count only, nothing about who scanned.
CREATE TABLE placement_scans (
  placement_id uuid NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
  day date NOT NULL,
  scans integer NOT NULL DEFAULT 0,
  PRIMARY KEY (placement_id, day)
);
