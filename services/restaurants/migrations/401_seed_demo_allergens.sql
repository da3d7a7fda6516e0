-- Demo data for issue 15: the demo restaurant's products (004) are curated, so their allergens are confirmed; a few
-- possible traces, diet tags and spiciness show what the menu can say. Waits for 004 like 006 does.
DO $seed$
DECLARE
  r uuid;
BEGIN
  IF EXISTS (SELECT 1 FROM restaurants_seeds WHERE name = '401_seed_demo_allergens') THEN
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM restaurants_seeds WHERE name = '004_seed_demo_restaurant') THEN
    RETURN; -- the restaurant is not seeded yet: run again later
  END IF;
  SELECT id INTO r FROM restaurants WHERE sub_domain = 'demo' AND sub_domain_state = 'accepted' AND name = 'Casa Demo';
  IF r IS NOT NULL THEN
    UPDATE products p SET allergens_confirmed = true,
      traces = coalesce(d.traces, '{}'), diets = coalesce(d.diets, '{}'), spiciness = coalesce(d.spiciness, 0)
    FROM products q LEFT JOIN (VALUES
      ('Croquetas de jamón', ARRAY['mustard'], NULL, NULL),
      ('Patatas bravas', ARRAY['gluten'], ARRAY['vegetarian'], 2),
      ('Gambas al ajillo', NULL, NULL, 1),
      ('Ensalada mixta', NULL, NULL, NULL),
      ('Tarta de queso', ARRAY['peanuts', 'sesameGrains'], ARRAY['vegetarian'], NULL),
      ('Pan con tomate', ARRAY['sesameGrains'], ARRAY['vegetarian', 'vegan'], NULL),
      ('Agua mineral', NULL, ARRAY['vegetarian', 'vegan', 'halal'], NULL)
    ) AS d (name, traces, diets, spiciness) ON q.name ->> 'es' = d.name
    WHERE p.id = q.id AND q.restaurant_id = r;
  END IF;
  INSERT INTO restaurants_seeds (name) VALUES ('401_seed_demo_allergens');
END
$seed$;
