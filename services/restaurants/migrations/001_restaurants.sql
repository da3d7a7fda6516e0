-- restaurants owns restaurants. owner_id is auth's users.id (no foreign key across services).
CREATE TABLE restaurants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- an owner's list, sorted by name
CREATE INDEX restaurants_owner_name_idx ON restaurants (owner_id, lower(name));
