-- admin owns cities (the names offered for a restaurant's city and subdomain).
CREATE TABLE cities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(trim(name)) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- one city per name whatever its case; also serves the sort by name
CREATE UNIQUE INDEX cities_name_lower_key ON cities (lower(name));
