import { API_PREFIX, RESTAURANT_ROUTES, type Product, type ProductImage, type SoldOut } from '@carta/contracts';
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

/** Sold out at `now`: marked, and its day (if it was only for the day) not over yet. */
export function isSoldOut(since: Date | null, until: Date | null, now: Date): boolean {
  return since !== null && (until === null || until > now);
}

function soldOutOf(row: ProductRow, now: Date): SoldOut | null {
  if (!isSoldOut(row.soldOutSince, row.soldOutUntil, now)) return null;
  return { until: row.soldOutUntil?.toISOString() ?? null };
}

/** The product as the owner sees it at `now` (a sold-out day that has ended shows it on sale again). */
export function toProduct(row: ProductRow, now: Date): Product {
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    price: row.priceCents,
    allergens: row.allergens,
    traces: row.traces,
    allergensConfirmed: row.allergensConfirmed,
    diets: row.diets,
    spiciness: row.spiciness,
    enabled: row.enabled,
    sizes: row.sizes.map((size) => ({ _id: size.id, name: size.name, price: size.priceCents })),
    image: imageOf(row),
    soldOut: soldOutOf(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}
