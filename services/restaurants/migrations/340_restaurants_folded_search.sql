-- The restaurant lists' search at scale (the owner's and the admins'): each searchable column is also kept folded
-- (restaurants_search_text, 215), stored by PostgreSQL on every write, and the trigram indexes cover those columns.
-- A search then rechecks its candidate rows with a plain LIKE instead of unaccenting four columns of each again.
-- Results are the same: the columns hold exactly what the expressions computed.
ALTER TABLE restaurants
  ADD COLUMN name_folded text GENERATED ALWAYS AS (restaurants_search_text(name)) STORED,
  ADD COLUMN city_folded text GENERATED ALWAYS AS (restaurants_search_text(city)) STORED,
  ADD COLUMN address_folded text GENERATED ALWAYS AS (restaurants_search_text(address)) STORED,
  ADD COLUMN sub_domain_folded text GENERATED ALWAYS AS (restaurants_search_text(sub_domain)) STORED;

DROP INDEX restaurants_name_search_idx, restaurants_city_search_idx, restaurants_address_search_idx,
  restaurants_sub_domain_search_idx;
CREATE INDEX restaurants_name_search_idx ON restaurants USING gin (name_folded gin_trgm_ops);
CREATE INDEX restaurants_city_search_idx ON restaurants USING gin (city_folded gin_trgm_ops);
CREATE INDEX restaurants_address_search_idx ON restaurants USING gin (address_folded gin_trgm_ops);
CREATE INDEX restaurants_sub_domain_search_idx ON restaurants USING gin (sub_domain_folded gin_trgm_ops);
