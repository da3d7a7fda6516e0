-- Searches ignore case and accents ("jamon" finds "Jamón", "malaga" finds "Málaga"): every list compares
-- restaurants_search_text(column) with restaurants_search_text(filter). unaccent() is only STABLE (it reads its
-- dictionary by name), so it cannot be indexed; this wrapper names the dictionary by schema and is declared
-- IMMUTABLE, and its body is bound when created (RETURN), so neither the caller's search_path nor a maintenance run
-- changes what it computes. The extensions are created by the database admin before the migrations (setup-database;
-- a service's role may not create them).
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE FUNCTION restaurants_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));

-- Products: the folded text of every translation (name_search and description_search, 002) replaces the plain one.
DROP INDEX products_name_search_idx;
DROP INDEX products_description_search_idx;
CREATE INDEX products_name_search_idx ON products USING gin (restaurants_search_text(name_search) gin_trgm_ops);
CREATE INDEX products_description_search_idx ON products
  USING gin (restaurants_search_text(description_search) gin_trgm_ops);

-- Restaurants: the owner's list and the admins' list of every restaurant search the same columns.
CREATE INDEX restaurants_name_search_idx ON restaurants USING gin (restaurants_search_text(name) gin_trgm_ops);
CREATE INDEX restaurants_city_search_idx ON restaurants USING gin (restaurants_search_text(city) gin_trgm_ops);
CREATE INDEX restaurants_address_search_idx ON restaurants USING gin (restaurants_search_text(address) gin_trgm_ops);
CREATE INDEX restaurants_sub_domain_search_idx ON restaurants
  USING gin (restaurants_search_text(sub_domain) gin_trgm_ops);
