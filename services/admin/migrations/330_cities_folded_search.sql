-- The admin's city search: the name is also kept folded (admin_search_text, 195), stored by PostgreSQL on every
-- write, and the trigram index covers that column, as users (auth) and restaurants do: a search rechecks its
-- candidates with a plain LIKE instead of unaccenting each name again. Results are the same.
ALTER TABLE cities ADD COLUMN name_folded text GENERATED ALWAYS AS (admin_search_text(name)) STORED;

DROP INDEX cities_name_search_idx;
CREATE INDEX cities_name_search_idx ON cities USING gin (name_folded gin_trgm_ops);
