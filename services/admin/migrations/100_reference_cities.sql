-- Reference data, in every environment (production too): the cities offered for a restaurant's city, so the first
-- owner can pick one before an admin has edited the list. 002_seed_cities is the demo's copy, replayed by DEMO_MODE.
INSERT INTO cities (name) VALUES
  ('Madrid'), ('Barcelona'), ('Valencia'), ('Sevilla'), ('Zaragoza'), ('Málaga'), ('Bilbao')
ON CONFLICT ((lower(name))) DO NOTHING;
