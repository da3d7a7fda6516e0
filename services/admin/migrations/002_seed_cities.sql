-- First-start cities.
INSERT INTO cities (name) VALUES
  ('Madrid'), ('Barcelona'), ('Valencia'), ('Sevilla'), ('Zaragoza'), ('Málaga'), ('Bilbao')
ON CONFLICT ((lower(name))) DO NOTHING;
