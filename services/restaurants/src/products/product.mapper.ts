import { API_PREFIX, RESTAURANT_ROUTES, type Product, type ProductImage } from '@carta/contracts';
import type { ProductRow } from './product.row';

/** The site-absolute URL of a stored image (through the gateway, which serves it without a token). */
export function imageUrl(id: string): string {
  return `${API_PREFIX}${RESTAURANT_ROUTES.image(`${id}.webp`)}`;
}

function imageOf(row: ProductRow): ProductImage | null {
  if (!row.imageThumb || !row.imageFull) return null;
  return {
    thumb: imageUrl(row.imageThumb),
    full: imageUrl(row.imageFull),
    width: row.imageWidth ?? 0,
    height: row.imageHeight ?? 0,
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    price: row.priceCents,
    allergens: row.allergens,
    enabled: row.enabled,
    sizes: row.sizes.map((size) => ({ _id: size.id, name: size.name, price: size.priceCents })),
    image: imageOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}
