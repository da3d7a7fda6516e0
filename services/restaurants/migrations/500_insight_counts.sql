-- restaurants owns insight_counts: guests' actions counted per restaurant, UTC hour, kind and dimension value (a menu
-- or product id, an allergen, a language, a placement code; '' for none). Counts only: no address, user agent or
-- identifier is ever stored (issue 16). The primary key serves the owners' reads (one restaurant, a range of hours).
CREATE TABLE insight_counts (
  restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  kind text NOT NULL,
  dimension text NOT NULL DEFAULT '',
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (restaurant_id, hour, kind, dimension)
);
