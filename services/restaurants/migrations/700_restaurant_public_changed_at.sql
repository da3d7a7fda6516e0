-- When anything a guest sees of the restaurant last changed (its data, a menu, a section, a product, an image): the
-- sitemap's <lastmod>. Set by the one interceptor that also invalidates the guests' cache, after each write declared
-- with @ChangesRestaurant. Unknown for existing restaurants, so they start at the migration's instant: an upper
-- bound, and crawlers read each page once more rather than miss a change.
ALTER TABLE restaurants ADD COLUMN public_changed_at timestamptz NOT NULL DEFAULT now();
