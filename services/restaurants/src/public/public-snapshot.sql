-- What guests see of one restaurant ($1): the restaurant, its menus, and the sections and items of one of them ($2,
-- the menu a guest opened; the others' are not read). One statement, so it all comes from one snapshot of the
-- database even while the owner edits. Only enabled menus and enabled products are read; every list is in the
-- owner's order.
SELECT
  json_build_object(
    'id', r.id, 'name', r.name, 'address', r.address, 'postalCode', r.postal_code, 'city', r.city,
    'phone', r.phone, 'web', r.web, 'languages', r.languages, 'currency', r.currency,
    'brandColor', r.brand_color, 'timeZone', r.time_zone, 'socialLinks', r.social_links, 'mapInfo', r.map_info,
    'closedDates', r.closed_dates,
    'logo', r.logo, 'cover', r.cover,
    'acceptedSubDomain', CASE WHEN r.sub_domain_state = 'accepted' AND r.sub_domain <> '' THEN r.sub_domain END,
    'publicChangedAt', r.public_changed_at
  ) AS restaurant,
  (SELECT coalesce(json_agg(json_build_object(
      'id', m.id, 'name', m.name, 'fixedPrice', m.fixed_price, 'priceCents', m.price_cents,
      'showItemPrices', m.show_item_prices, 'unlimitedTime', m.unlimited_time, 'timeRanges', m.time_ranges,
      'dateFrom', to_char(m.date_from, 'YYYY-MM-DD'), 'dateTo', to_char(m.date_to, 'YYYY-MM-DD'),
      'days', m.days, 'exceptions', m.exceptions, 'banner', m.banner
    ) ORDER BY m.position, m.id), '[]')
   FROM menus m WHERE m.restaurant_id = r.id AND m.enabled) AS menus,
  (SELECT coalesce(json_agg(json_build_object(
      'id', s.id, 'menuId', s.menu_id, 'name', s.name, 'course', s.course, 'banner', s.banner
    ) ORDER BY m.position, m.id, s.position, s.id), '[]')
   FROM sections s JOIN menus m ON m.id = s.menu_id
   WHERE m.restaurant_id = r.id AND m.enabled AND m.id = $2) AS sections,
  (SELECT coalesce(json_agg(json_build_object(
      'id', i.id, 'sectionId', i.section_id, 'priceCents', coalesce(i.price_cents, p.price_cents),
      'name', p.name, 'description', p.description, 'allergens', p.allergens, 'traces', p.traces,
      'allergensConfirmed', p.allergens_confirmed, 'diets', p.diets, 'spiciness', p.spiciness,
      'soldOutSince', p.sold_out_since, 'soldOutUntil', p.sold_out_until,
      'imageThumb', p.image_thumb, 'imageFull', p.image_full, 'imageWidth', p.image_width,
      'imageHeight', p.image_height, 'sizes', p.sizes, 'sizePrices', i.size_prices,
      'supplementCents', i.supplement_cents
    ) ORDER BY i.section_id, i.position, i.id), '[]')
   FROM section_items i
   JOIN sections s ON s.id = i.section_id
   JOIN menus m ON m.id = s.menu_id
   JOIN products p ON p.id = i.product_id
   WHERE m.restaurant_id = r.id AND m.enabled AND m.id = $2 AND p.enabled AND p.restaurant_id = r.id) AS items
FROM restaurants r
WHERE r.id = $1
