-- How many restaurants name each city (case ignored), all of restaurants' data the admin service may read: an
-- admin deleting a city in use is told how many restaurants use it (409 CITY_IN_USE, `count`).
CREATE VIEW restaurants_city_usage AS
  SELECT lower(city) AS city, count(*)::int AS restaurants FROM restaurants WHERE city <> '' GROUP BY lower(city);
GRANT SELECT ON restaurants_city_usage TO carta_admin;
