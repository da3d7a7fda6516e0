export const CURRENCIES = ['EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Prices travel and are stored as integer cents: exact, never floating point. */
export type Cents = number;

const DECIMAL = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** "12", "12.5", "12,50" → 1250; null when the text is not a price (the decimal rule, 2 decimals). */
export function parsePrice(text: string): Cents | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50": the form's editable text for a price. */
export function priceText(cents: Cents): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A price for people, in the restaurant's currency and the reader's locale. */
export function formatPrice(cents: Cents, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
