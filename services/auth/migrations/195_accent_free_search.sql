-- Searches ignore case and accents ("jose" finds "José"): the admin's user list compares auth_search_text(column)
-- with auth_search_text(filter). unaccent() is only STABLE (it reads its dictionary by name), so it cannot be
-- indexed; this wrapper names the dictionary by schema and is declared IMMUTABLE, and its body is bound when created
-- (RETURN), so neither the caller's search_path nor a maintenance run changes what it computes. The extensions are
-- created by the database admin before the migrations (setup-database; a service's role may not create them).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION auth_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));

-- substring search (LIKE '%text%') in each searchable column of the admin's user list
CREATE INDEX users_name_search_idx ON users USING gin (auth_search_text(name) gin_trgm_ops);
CREATE INDEX users_email_search_idx ON users USING gin (auth_search_text(email) gin_trgm_ops);
CREATE INDEX users_role_search_idx ON users USING gin (auth_search_text(role) gin_trgm_ops);
CREATE INDEX users_city_search_idx ON users USING gin (auth_search_text(city) gin_trgm_ops);
CREATE INDEX users_country_search_idx ON users USING gin (auth_search_text(country) gin_trgm_ops);
CREATE INDEX users_phone_search_idx ON users USING gin (auth_search_text(phone) gin_trgm_ops);
