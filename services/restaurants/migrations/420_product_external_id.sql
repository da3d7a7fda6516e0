-- The id a product has in the owner's other system (a till, a spreadsheet): a CSV import finds the product it updates
-- by it, so importing the same file twice changes nothing more. Unique within a restaurant when set.
ALTER TABLE products ADD COLUMN external_id text CHECK (external_id IS NULL OR length(external_id) BETWEEN 1 AND 100);
CREATE UNIQUE INDEX products_restaurant_external_id_idx ON products (restaurant_id, external_id)
  WHERE external_id IS NOT NULL;
