-- How complete each of a restaurant's languages is: every text of its products (name, description), menus and
-- sections (names) written in some language counts once per language; the missing ones are listed in the owner's
-- order (products by name, then menus and their sections in position), at most $2 per language.
WITH restaurant AS (
  SELECT id, languages FROM restaurants WHERE id = $1
),
texts AS (
  SELECT 'product' AS kind, p.id, NULL::uuid AS menu_id, field.name AS field, field.texts, p.name AS label,
    0 AS part, lower(coalesce(p.name ->> r.languages[1], p.name_search)) AS sort_name,
    0 AS menu_position, 0 AS section_position, field.rank
  FROM restaurant r
  JOIN products p ON p.restaurant_id = r.id
  CROSS JOIN LATERAL (VALUES ('name', p.name, 0), ('description', p.description, 1)) AS field(name, texts, rank)
  UNION ALL
  SELECT 'menu', m.id, m.id, 'name', m.name, m.name, 1, '', m.position, -1, 0
  FROM restaurant r
  JOIN menus m ON m.restaurant_id = r.id
  UNION ALL
  SELECT 'section', s.id, s.menu_id, 'name', s.name, s.name, 1, '', m.position, s.position, 0
  FROM restaurant r
  JOIN menus m ON m.restaurant_id = r.id
  JOIN sections s ON s.menu_id = m.id
),
written_texts AS (
  SELECT * FROM texts t
  WHERE EXISTS (SELECT 1 FROM jsonb_each_text(t.texts) AS text WHERE btrim(text.value) <> '')
)
SELECT l.language, count(t.id)::int AS texts,
  count(t.id) FILTER (WHERE btrim(coalesce(t.texts ->> l.language, '')) <> '')::int AS written,
  to_jsonb(coalesce(
    (array_agg(
      jsonb_build_object('kind', t.kind, '_id', t.id, 'menuId', t.menu_id, 'field', t.field, 'name', t.label)
      ORDER BY t.part, t.menu_position, t.section_position, t.sort_name, t.id, t.rank
    ) FILTER (WHERE t.id IS NOT NULL AND btrim(coalesce(t.texts ->> l.language, '')) = ''))[1:$2],
    '{}'
  )) AS missing
FROM restaurant r
CROSS JOIN LATERAL unnest(r.languages) WITH ORDINALITY AS l(language, position)
LEFT JOIN written_texts t ON true
GROUP BY l.language, l.position
ORDER BY l.position
