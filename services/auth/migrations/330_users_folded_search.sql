-- The admin's user search at scale: each searchable column is also kept folded (auth_search_text, 195), stored by
-- PostgreSQL on every write, and the trigram indexes cover those columns. A search then rechecks its candidate rows
-- with a plain LIKE instead of unaccenting six columns of each again (6-9× slower at 10,000 users than at demo size).
-- Results are the same: the columns hold exactly what the expressions computed.
ALTER TABLE users
  ADD COLUMN name_folded text GENERATED ALWAYS AS (auth_search_text(name)) STORED,
  ADD COLUMN email_folded text GENERATED ALWAYS AS (auth_search_text(email)) STORED,
  ADD COLUMN role_folded text GENERATED ALWAYS AS (auth_search_text(role)) STORED,
  ADD COLUMN city_folded text GENERATED ALWAYS AS (auth_search_text(city)) STORED,
  ADD COLUMN country_folded text GENERATED ALWAYS AS (auth_search_text(country)) STORED,
  ADD COLUMN phone_folded text GENERATED ALWAYS AS (auth_search_text(phone)) STORED;

DROP INDEX users_name_search_idx, users_email_search_idx, users_role_search_idx, users_city_search_idx,
  users_country_search_idx, users_phone_search_idx;
CREATE INDEX users_name_search_idx ON users USING gin (name_folded gin_trgm_ops);
CREATE INDEX users_email_search_idx ON users USING gin (email_folded gin_trgm_ops);
CREATE INDEX users_role_search_idx ON users USING gin (role_folded gin_trgm_ops);
CREATE INDEX users_city_search_idx ON users USING gin (city_folded gin_trgm_ops);
CREATE INDEX users_country_search_idx ON users USING gin (country_folded gin_trgm_ops);
CREATE INDEX users_phone_search_idx ON users USING gin (phone_folded gin_trgm_ops);
