import type { Product, Restaurant, Translated } from '@carta/contracts';

/** A translated text in the restaurant's first language, else the first one written. */
export function textIn(texts: Translated, restaurant: Pick<Restaurant, 'languages'>): string {
  return texts[restaurant.languages[0]] ?? Object.values(texts).find(Boolean) ?? '';
}

export function productName(product: Product, restaurant: Pick<Restaurant, 'languages'>): string {
  return textIn(product.name, restaurant);
}
