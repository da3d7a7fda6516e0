-- Courses, supplements and sizes (issue 17). A product's sizes are a short ordered list read and written with the
-- product: [{"id": uuid, "name": {"es": "Tapa"}, "priceCents": 350}]. A section of a fixed-price menu can be a
-- course: {"kind": "choose", "count": 1}. A section item can carry a supplement (added to the fixed price when
-- chosen) and its own prices for some of its product's sizes: [{"sizeId": uuid, "priceCents": 700}]; a size that
-- the product no longer has is ignored where it is read.
ALTER TABLE products ADD COLUMN sizes jsonb NOT NULL DEFAULT '[]';
ALTER TABLE sections ADD COLUMN course jsonb;
ALTER TABLE section_items
  ADD COLUMN supplement_cents integer CHECK (supplement_cents > 0),
  ADD COLUMN size_prices jsonb NOT NULL DEFAULT '[]';
