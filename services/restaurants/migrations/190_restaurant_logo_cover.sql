-- The look step of the wizard: a logo (beside the name on the guest page) and a cover photo (at its top), stored
-- like every other image (content-addressed rows of `images`, cleaned when nothing uses them).
ALTER TABLE restaurants
  ADD COLUMN logo text REFERENCES images (id),
  ADD COLUMN cover text REFERENCES images (id);

CREATE INDEX restaurants_logo_idx ON restaurants (logo) WHERE logo IS NOT NULL;
CREATE INDEX restaurants_cover_idx ON restaurants (cover) WHERE cover IS NOT NULL;
