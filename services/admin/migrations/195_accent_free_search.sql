-- Searches ignore case and accents ("malaga" finds "Málaga"): the list compares admin_search_text(column) with
-- admin_search_text(filter). unaccent() is only STABLE (it reads its dictionary by name), so it cannot be indexed;
-- this wrapper names the dictionary by schema and is declared IMMUTABLE, and its body is bound when created (RETURN),
-- so neither the caller's search_path nor a maintenance run changes what it computes. The extensions are created by
-- the database admin before the migrations (setup-database; a service's role may not create them).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION admin_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));

-- substring search (LIKE '%text%') in the admin's city list
CREATE INDEX cities_name_search_idx ON cities USING gin (admin_search_text(name) gin_trgm_ops);
