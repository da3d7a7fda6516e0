SELECT m.id, m.restaurant_id AS "restaurantId", m.name, m.enabled, m.fixed_price AS "fixedPrice",
  m.price_cents AS "priceCents", m.show_item_prices AS "showItemPrices", m.unlimited_time AS "unlimitedTime",
  m.time_ranges AS "timeRanges", to_char(m.date_from, 'YYYY-MM-DD') AS "dateFrom",
  to_char(m.date_to, 'YYYY-MM-DD') AS "dateTo", m.days, m.exceptions, m.banner, m.position, m.version, m.updated_at AS "updatedAt"
FROM menus m
WHERE m.restaurant_id = $1
ORDER BY m.position, m.id
