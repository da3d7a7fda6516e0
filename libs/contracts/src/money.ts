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
