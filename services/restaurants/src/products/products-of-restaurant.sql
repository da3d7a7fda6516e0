SELECT p.id, p.restaurant_id AS "restaurantId", p.name, p.description, p.price_cents AS "priceCents",
  p.allergens, p.traces, p.allergens_confirmed AS "allergensConfirmed", p.diets, p.spiciness, p.enabled, p.sizes,
  p.image_thumb AS "imageThumb", p.image_full AS "imageFull", p.image_width AS "imageWidth",
  p.image_height AS "imageHeight", p.sold_out_since AS "soldOutSince", p.sold_out_until AS "soldOutUntil",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt"
FROM products p
JOIN restaurants r ON r.id = p.restaurant_id
-- $2: only the products whose allergens are (not) confirmed, or null for all
WHERE p.restaurant_id = $1 AND ($2::boolean IS NULL OR p.allergens_confirmed = $2)
