SELECT p.id, p.restaurant_id AS "restaurantId", p.name, p.description, p.price_cents AS "priceCents",
  p.allergens, p.enabled, p.sizes, p.image_thumb AS "imageThumb", p.image_full AS "imageFull", p.image_width AS "imageWidth",
  p.image_height AS "imageHeight", p.created_at AS "createdAt", p.updated_at AS "updatedAt"
FROM products p
JOIN restaurants r ON r.id = p.restaurant_id
WHERE p.restaurant_id = $1
