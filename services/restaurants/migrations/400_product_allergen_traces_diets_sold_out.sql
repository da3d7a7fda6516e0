-- Issue 15: per product, the allergens it may contain traces of (beside those it contains), whether the owner has
-- confirmed both lists, diet tags, spiciness and "sold out". Products written before this were never confirmed by
-- their owner, so they start unconfirmed (guests never see them as free of an allergen); the demo seed's products
-- are curated, and 401 confirms them.
ALTER TABLE products
  ADD COLUMN traces text[] NOT NULL DEFAULT '{}',
  ADD COLUMN allergens_confirmed boolean NOT NULL DEFAULT false,
  ADD COLUMN diets text[] NOT NULL DEFAULT '{}',
  ADD COLUMN spiciness smallint NOT NULL DEFAULT 0 CHECK (spiciness BETWEEN 0 AND 3),
  -- sold out since the owner said so, until the end of the restaurant's day (an instant) or, null, further notice
  ADD COLUMN sold_out_since timestamptz,
  ADD COLUMN sold_out_until timestamptz,
  ADD CONSTRAINT products_sold_out_until_check CHECK (sold_out_until IS NULL OR sold_out_since IS NOT NULL),
  ADD CONSTRAINT products_traces_not_contained_check CHECK (NOT (traces && allergens));
-- the owner's count and list of products whose allergens are still to confirm
CREATE INDEX products_unconfirmed_idx ON products (restaurant_id) WHERE NOT allergens_confirmed;
