-- The restaurant's wizard fields, social links, map and subdomain; products; images; contact messages.
ALTER TABLE restaurants
  ADD COLUMN address text NOT NULL DEFAULT '',
  ADD COLUMN postal_code text NOT NULL DEFAULT '',
  ADD COLUMN city text NOT NULL DEFAULT '',
  -- the tax id (NIF); the spec calls it UUID
  ADD COLUMN uuid text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN web text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '',
  -- the first language is the required one for every translated text
  ADD COLUMN languages text[] NOT NULL DEFAULT '{es}' CHECK (cardinality(languages) >= 1),
  ADD COLUMN currency text NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'USD')),
  ADD COLUMN brand_color text NOT NULL DEFAULT '#272727' CHECK (brand_color ~ '^#[0-9a-f]{6}$'),
  -- IANA zone: menu hours are wall-clock times in it
  ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Madrid',
  ADD COLUMN social_links jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN map_info jsonb NOT NULL DEFAULT '{"lat": 0, "lng": 0, "enabled": false}',
  -- lower-case letters and digits, '' when never requested
  ADD COLUMN sub_domain text NOT NULL DEFAULT '' CHECK (sub_domain ~ '^[a-z0-9]*$'),
  ADD COLUMN sub_domain_state text NOT NULL DEFAULT 'none'
    CHECK (sub_domain_state IN ('none', 'pending', 'accepted', 'rejected'));

-- A subdomain belongs to at most one restaurant while it is requested or granted; also the guests' lookup by host.
CREATE UNIQUE INDEX restaurants_sub_domain_key ON restaurants (sub_domain)
  WHERE sub_domain_state IN ('pending', 'accepted');
-- the admins' queue of requests
CREATE INDEX restaurants_pending_idx ON restaurants (lower(name)) WHERE sub_domain_state = 'pending';
CREATE INDEX restaurants_name_idx ON restaurants (lower(name));

-- Translated texts ({"es": "...", "gb": "..."}) as one lower-case string, for search.
CREATE FUNCTION restaurants_translated_text(translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(coalesce(string_agg(value, ' '), '')) FROM jsonb_each_text(translations) $$;

-- Images are stored in the database so every replica serves them without a shared volume. The id is the
-- sha256 of the bytes (content-addressed): a URL never changes meaning, so it is cached for a year.
CREATE TABLE images (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  content_type text NOT NULL,
  content bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  name jsonb NOT NULL DEFAULT '{}',
  description jsonb NOT NULL DEFAULT '{}',
  -- integer cents in the restaurant's currency: exact
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  allergens text[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  image_thumb text REFERENCES images (id),
  image_full text REFERENCES images (id),
  image_width integer,
  image_height integer,
  name_search text GENERATED ALWAYS AS (restaurants_translated_text(name)) STORED,
  description_search text GENERATED ALWAYS AS (restaurants_translated_text(description)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_restaurant_updated_idx ON products (restaurant_id, updated_at);
CREATE INDEX products_restaurant_price_idx ON products (restaurant_id, price_cents);
-- which products still use an image (clean-up after a replace or delete)
CREATE INDEX products_image_thumb_idx ON products (image_thumb) WHERE image_thumb IS NOT NULL;
CREATE INDEX products_image_full_idx ON products (image_full) WHERE image_full IS NOT NULL;
-- substring search (LIKE '%text%') in names and descriptions
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX products_name_search_idx ON products USING gin (name_search gin_trgm_ops);
CREATE INDEX products_description_search_idx ON products USING gin (description_search gin_trgm_ops);

-- Messages from an owner to the admins about a restaurant.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL,
  name text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
CREATE INDEX contact_messages_restaurant_idx ON contact_messages (restaurant_id);
