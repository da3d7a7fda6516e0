import type { Restaurant } from '@carta/contracts';

/** The QR code's file name without extension: `qr-la-tasca-de-lucia` (accents dropped, letters kept). */
export function qrFileBase(restaurant: Pick<Restaurant, '_id' | 'name'>): string {
  const slug = restaurant.name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `qr-${slug || restaurant._id}`;
}
