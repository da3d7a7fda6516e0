-- The scale data set (bench/scale.mjs): :owners owners, :restaurants restaurants, :products products per restaurant;
-- per restaurant 3 menus of 4 sections: the first places every product (25 per section), the other two 20 each (5 per
-- section). Set-based (generate_series), run as the database admin on a migrated database with the demo data. Names
-- vary (dishes, places, people) so searches and sorts see realistic spreads; the demo owner's password hash is
-- reused so every owner logs in with the demo password.
CREATE TEMP TABLE gen_owners AS
  SELECT n, gen_random_uuid() AS id FROM generate_series(1, :owners) n;

INSERT INTO users (id, name, email, password_hash, role, verified, city, country, phone, created_at, updated_at)
SELECT o.id,
  (ARRAY['Lucía', 'Martín', 'Sofía', 'Hugo', 'Julia', 'Pablo', 'Álvaro', 'Noa'])[1 + n % 8] || ' ' ||
    (ARRAY['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Muñoz', 'Jiménez', 'Ruiz'])
      [1 + (n / 8) % 10] || ' ' || n,
  'owner' || n || '@scale.example',
  (SELECT password_hash FROM users WHERE email = 'user@user.com'),
  'user', true,
  (ARRAY['Madrid', 'Málaga', 'Sevilla', 'Ávila', 'Cádiz', 'Bilbao', 'Valencia', 'León', 'Córdoba', 'Girona'])[1 + n % 10],
  'España', '+34 600 ' || lpad(n::text, 6, '0'),
  now() - n * interval '1 minute', now() - n * interval '30 seconds'
FROM gen_owners o;

CREATE TEMP TABLE gen_restaurants AS
  SELECT n, gen_random_uuid() AS id, 1 + (n - 1) % :owners AS owner_n FROM generate_series(1, :restaurants) n;

INSERT INTO restaurants (id, owner_id, name, address, postal_code, city, uuid, phone, web, email, languages, currency,
  time_zone, map_info, sub_domain, sub_domain_state, created_at, updated_at)
SELECT r.id, r.owner_id,
  (ARRAY['Casa', 'Taberna', 'Bodega', 'Mesón', 'Bar', 'Restaurante', 'Cervecería', 'Asador'])[1 + n % 8] || ' ' ||
    (ARRAY['del Puerto', 'La Plaza', 'El Olivo', 'Los Arcos', 'Santa Ana', 'El Faro', 'La Alameda', 'San Telmo',
      'El Rincón', 'La Huerta', 'Triana', 'El Cortijo'])[1 + (n / 8) % 12] || ' ' || n,
  'Calle Mayor ' || n,
  lpad((28000 + n % 1000)::text, 5, '0'),
  (ARRAY['Madrid', 'Málaga', 'Sevilla', 'Ávila', 'Cádiz', 'Bilbao', 'Valencia', 'León', 'Córdoba', 'Girona'])[1 + n % 10],
  'B' || lpad(n::text, 8, '0'),
  '+34 910 ' || lpad(n::text, 6, '0'),
  'https://r' || n || '.example.com',
  'hola@r' || n || '.example.com',
  '{es,gb}', 'EUR', 'Europe/Madrid', '{"lat": 40.4168, "lng": -3.7038, "enabled": true}',
  CASE WHEN n % 3 = 0 THEN 'r' || n ELSE '' END,
  CASE WHEN n % 3 <> 0 THEN 'none' WHEN n % 300 = 0 THEN 'pending' ELSE 'accepted' END,
  now() - n * interval '1 minute', now() - n * interval '20 seconds'
FROM (SELECT r.n, r.id, o.id AS owner_id FROM gen_restaurants r JOIN gen_owners o ON o.n = r.owner_n) r;

CREATE TEMP TABLE gen_products AS
  SELECT r.n AS rn, r.id AS rid, k, gen_random_uuid() AS id
  FROM gen_restaurants r, generate_series(1, :products) k;

INSERT INTO products (id, restaurant_id, name, description, price_cents, allergens, enabled, created_at, updated_at)
SELECT p.id, p.rid,
  jsonb_build_object(
    'es', (ARRAY['Croquetas', 'Tortilla', 'Gazpacho', 'Paella', 'Pulpo', 'Salmorejo', 'Calamares', 'Jamón',
      'Ensalada', 'Merluza', 'Solomillo', 'Flan', 'Churros', 'Berenjenas', 'Albóndigas', 'Pimientos', 'Bacalao',
      'Cordero', 'Tarta', 'Queso'])[1 + k % 20] ||
      (ARRAY[' de la casa', ' a la brasa', ' de temporada', ' tradicional', ' de la abuela'])[1 + (k / 20) % 5] ||
      ' ' || k,
    'gb', (ARRAY['Croquettes', 'Omelette', 'Gazpacho', 'Paella', 'Octopus', 'Salmorejo', 'Squid', 'Ham', 'Salad',
      'Hake', 'Sirloin', 'Flan', 'Churros', 'Aubergines', 'Meatballs', 'Peppers', 'Cod', 'Lamb', 'Cake',
      'Cheese'])[1 + k % 20] ||
      (ARRAY[' of the house', ' grilled', ' of the season', ' traditional', ' grandma''s'])[1 + (k / 20) % 5] ||
      ' ' || k),
  jsonb_build_object(
    'es', 'Elaborado cada día con producto de temporada, receta de la casa número ' || k || '.',
    'gb', 'Made every day with seasonal produce, house recipe number ' || k || '.'),
  300 + (k * 37 + rn * 11) % 3000,
  (ARRAY['gluten', 'egg', 'dairyProducts', 'fish', 'celery', 'mollusks'])[1:k % 4],
  k % 20 <> 0,
  now() - (rn * :products + k) * interval '1 second',
  now() - (rn * :products + k) * interval '1 second'
FROM gen_products p;

CREATE INDEX ON gen_products (rn, k);

CREATE TEMP TABLE gen_menus AS
  SELECT r.n AS rn, r.id AS rid, m, gen_random_uuid() AS id FROM gen_restaurants r, generate_series(1, 3) m;

INSERT INTO menus (id, restaurant_id, name, enabled, unlimited_time, days, position)
SELECT id, rid,
  jsonb_build_object('es', (ARRAY['La carta', 'Menú del día', 'Menú de noche'])[m],
    'gb', (ARRAY['À la carte', 'Set menu', 'Evening menu'])[m]),
  m <> 3 OR rn % 2 = 0, true,
  ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], m
FROM gen_menus;

CREATE TEMP TABLE gen_sections AS
  SELECT g.rn, g.m, s, g.id AS menu_id, gen_random_uuid() AS id FROM gen_menus g, generate_series(1, 4) s;

INSERT INTO sections (id, menu_id, name, position)
SELECT id, menu_id,
  jsonb_build_object('es', (ARRAY['Para compartir', 'Entrantes', 'Principales', 'Postres'])[s],
    'gb', (ARRAY['To share', 'Starters', 'Mains', 'Desserts'])[s]),
  s
FROM gen_sections;

INSERT INTO section_items (section_id, product_id, price_cents, position)
SELECT s.id, p.id, CASE WHEN j % 4 = 0 THEN 999 END, j
FROM gen_sections s
CROSS JOIN LATERAL generate_series(1, CASE WHEN s.m = 1 THEN :products / 4 ELSE 5 END) j
JOIN gen_products p ON p.rn = s.rn
  AND p.k = CASE WHEN s.m = 1 THEN (s.s - 1) * (:products / 4) + j ELSE (s.m - 2) * 20 + (s.s - 1) * 5 + j END;
