-- Menus (cartas) with their schedule, sections and section items (a product with an optional per-menu price).
-- Orders are integer positions; every parent carries a version that changes when its children are added, removed
-- or reordered, so a reorder sent from a stale screen is refused (409) instead of losing an edit.
ALTER TABLE restaurants ADD COLUMN menus_version integer NOT NULL DEFAULT 0;

CREATE TABLE menus (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  name jsonb NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  fixed_price boolean NOT NULL DEFAULT false,
  price_cents integer CHECK (price_cents >= 0),
  hide_item_prices boolean NOT NULL DEFAULT false,
  -- wall-clock hours in the restaurant's time zone: [{"start": "13:00", "end": "16:00"}]
  unlimited_time boolean NOT NULL DEFAULT false,
  time_ranges jsonb NOT NULL DEFAULT '[]',
  -- either a date range (inclusive) or weekdays
  date_from date,
  date_to date,
  days text[] NOT NULL DEFAULT '{}',
  banner text REFERENCES images (id),
  position integer NOT NULL,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((date_from IS NULL) = (date_to IS NULL) AND (date_from IS NULL OR date_from <= date_to)),
  CHECK (NOT fixed_price OR price_cents IS NOT NULL)
);
CREATE INDEX menus_restaurant_position_idx ON menus (restaurant_id, position);
CREATE INDEX menus_banner_idx ON menus (banner) WHERE banner IS NOT NULL;

CREATE TABLE sections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  menu_id uuid NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  name jsonb NOT NULL DEFAULT '{}',
  banner text REFERENCES images (id),
  position integer NOT NULL,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sections_menu_position_idx ON sections (menu_id, position);
CREATE INDEX sections_banner_idx ON sections (banner) WHERE banner IS NOT NULL;

-- A product removed from the catalogue leaves every section with it (cascade).
CREATE TABLE section_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  section_id uuid NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- this menu's price; NULL: the product's own
  price_cents integer CHECK (price_cents >= 0),
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (section_id, product_id)
);
CREATE INDEX section_items_section_position_idx ON section_items (section_id, position);
CREATE INDEX section_items_product_idx ON section_items (product_id);
