-- Demo menus for the demo restaurant (004): "La carta", served all day every day (available now), with its
-- sections and items (one price override); "Menú de noche", every day 20:00-23:30 (available later in the day);
-- "Menú de temporada", on a date range starting a month after seeding (available from a future date).
DO $seed$
DECLARE
  r uuid;
  m uuid;
  s uuid;
BEGIN
  IF EXISTS (SELECT 1 FROM restaurants_seeds WHERE name = '006_seed_demo_menus') THEN
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM restaurants_seeds WHERE name = '004_seed_demo_restaurant') THEN
    RETURN; -- the restaurant is not seeded yet: run again later
  END IF;
  SELECT id INTO r FROM restaurants WHERE sub_domain = 'demo' AND sub_domain_state = 'accepted' AND name = 'Casa Demo';
  IF r IS NULL OR EXISTS (SELECT 1 FROM menus WHERE restaurant_id = r) THEN
    INSERT INTO restaurants_seeds (name) VALUES ('006_seed_demo_menus');
    RETURN;
  END IF;

  INSERT INTO menus (restaurant_id, name, unlimited_time, days, position)
  VALUES (r, '{"es": "La carta", "gb": "À la carte"}', true,
    ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], 1)
  RETURNING id INTO m;

  INSERT INTO sections (menu_id, name, position) VALUES (m, '{"es": "Para compartir", "gb": "To share"}', 1)
  RETURNING id INTO s;
  INSERT INTO section_items (section_id, product_id, price_cents, position)
  SELECT s, p.id, NULL, o.n
  FROM unnest(ARRAY['Pan con tomate', 'Croquetas de jamón', 'Patatas bravas', 'Gambas al ajillo'])
    WITH ORDINALITY AS o (name, n)
  JOIN products p ON p.restaurant_id = r AND p.name ->> 'es' = o.name;

  INSERT INTO sections (menu_id, name, position) VALUES (m, '{"es": "Principales", "gb": "Mains"}', 2)
  RETURNING id INTO s;
  INSERT INTO section_items (section_id, product_id, price_cents, position)
  SELECT s, p.id, CASE WHEN o.name = 'Pulpo a la gallega' THEN 1650 END, o.n
  FROM unnest(ARRAY['Pulpo a la gallega', 'Ensalada mixta']) WITH ORDINALITY AS o (name, n)
  JOIN products p ON p.restaurant_id = r AND p.name ->> 'es' = o.name;

  INSERT INTO sections (menu_id, name, position) VALUES (m, '{"es": "Postres y bebidas", "gb": "Desserts and drinks"}', 3)
  RETURNING id INTO s;
  INSERT INTO section_items (section_id, product_id, price_cents, position)
  SELECT s, p.id, NULL, o.n
  FROM unnest(ARRAY['Tarta de queso', 'Agua mineral']) WITH ORDINALITY AS o (name, n)
  JOIN products p ON p.restaurant_id = r AND p.name ->> 'es' = o.name;

  INSERT INTO menus (restaurant_id, name, fixed_price, price_cents, time_ranges, days, position)
  VALUES (r, '{"es": "Menú de noche", "gb": "Evening menu"}', true, 2500, '[{"start": "20:00", "end": "23:30"}]',
    ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], 2)
  RETURNING id INTO m;
  INSERT INTO sections (menu_id, name, position) VALUES (m, '{"es": "Elige un plato", "gb": "Choose a dish"}', 1)
  RETURNING id INTO s;
  INSERT INTO section_items (section_id, product_id, price_cents, position)
  SELECT s, p.id, NULL, o.n
  FROM unnest(ARRAY['Pulpo a la gallega', 'Gambas al ajillo', 'Tarta de queso']) WITH ORDINALITY AS o (name, n)
  JOIN products p ON p.restaurant_id = r AND p.name ->> 'es' = o.name;

  INSERT INTO menus (restaurant_id, name, unlimited_time, date_from, date_to, position)
  VALUES (r, '{"es": "Menú de temporada", "gb": "Seasonal menu"}', true, current_date + 30, current_date + 120, 3)
  RETURNING id INTO m;
  INSERT INTO sections (menu_id, name, position) VALUES (m, '{"es": "De temporada", "gb": "In season"}', 1)
  RETURNING id INTO s;
  INSERT INTO section_items (section_id, product_id, price_cents, position)
  SELECT s, p.id, NULL, o.n
  FROM unnest(ARRAY['Ensalada mixta', 'Pan con tomate']) WITH ORDINALITY AS o (name, n)
  JOIN products p ON p.restaurant_id = r AND p.name ->> 'es' = o.name;

  UPDATE restaurants SET menus_version = menus_version + 1 WHERE id = r;
  INSERT INTO restaurants_seeds (name) VALUES ('006_seed_demo_menus');
END
$seed$;
