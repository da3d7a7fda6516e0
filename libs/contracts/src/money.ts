import { decimalText, parseDecimal, PRICE } from './decimal';

export const CURRENCIES = ['EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Prices travel and are stored as integer cents: exact, never floating point. */
export type Cents = number;

/** "12", "12.5", "12,50" → 1250; null when the text is not a price (see parseDecimal for what is read). */
export function parsePrice(text: string): Cents | null {
  const reading = parseDecimal(text, PRICE);
  return reading.ok ? reading.units : null;
}

/** 1250 → "12.50" (or "12,50" with the mark ','): the form's editable text for a price. */
export function priceText(cents: Cents, mark: ',' | '.' = '.'): string {
  return decimalText(cents, PRICE.decimals, mark);
}

/** A price for people, in the restaurant's currency and the reader's locale. */
export function formatPrice(cents: Cents, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** "3,50–12,00 €", "€3.50 – €12.00": a range of prices (a product's sizes), one price when both ends are equal. */
export function formatPriceRange({ min, max }: { min: Cents; max: Cents }, currency: Currency, locale: string): string {
  if (min === max) return formatPrice(min, currency, locale);
  // Ranges take an en dash, which some locales' patterns write as a hyphen ("3,50-12,00 €").
  return new Intl.NumberFormat(locale, { style: 'currency', currency })
    .formatRangeToParts(min / 100, max / 100)
    .map((part) => (part.type === 'literal' && part.source === 'shared' ? part.value.replace('-', '–') : part.value))
    .join('');
}
