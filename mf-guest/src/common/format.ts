import {
  formatPrice,
  formatTime,
  parsePrice,
  timeOfDay,
  type Currency,
  type DecimalPrice,
  type MenuAvailability,
} from '@carta/contracts';

/** "12.50" in EUR for es → "12,50 €"; the API sends exact decimal strings, formatted from integer cents. */
export function formatDecimalPrice(price: DecimalPrice, currency: Currency, locale: string): string {
  const cents = parsePrice(price);
  return cents === null ? price : formatPrice(cents, currency, locale);
}

/** How a menu's availability reads to a guest (keys of the guest namespace, with their values). */
export type AvailabilityText =
  | { key: 'availability.available' }
  | { key: 'availability.fromTime'; time: string }
  | { key: 'availability.fromDate'; date: string }
  | { key: 'availability.notActive' }
  | { key: 'availability.neverAvailable' };

function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * "from 13:00" when the menu opens later today, "from 1 March" (with its time when it opens after midnight) on
 * another day; dates and hours are the restaurant's (its time zone), written the guest's way.
 */
export function availabilityText(
  availability: MenuAvailability,
  { now, timeZone, locale }: { now: Date; timeZone: string; locale: string },
): AvailabilityText {
  if (availability.state === 'available') return { key: 'availability.available' };
  if (availability.state === 'neverAvailable') return { key: 'availability.neverAvailable' };
  if (!availability.from) return { key: 'availability.notActive' };
  const from = new Date(availability.from);
  if (Number.isNaN(from.getTime())) return { key: 'availability.notActive' };
  if (dayOf(from, timeZone) === dayOf(now, timeZone)) {
    return { key: 'availability.fromTime', time: formatTime(from, locale, timeZone) };
  }
  const midnight = formatTime(from, 'en-GB', timeZone);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'long',
    ...(midnight === '00:00' ? {} : timeOfDay(locale)),
  }).format(from);
  return { key: 'availability.fromDate', date };
}

/** Menus open now first, the others after them; each group keeps the owner's order. */
export function openFirst<T extends { availability: MenuAvailability }>(menus: readonly T[]): T[] {
  return [
    ...menus.filter((menu) => menu.availability.state === 'available'),
    ...menus.filter((menu) => menu.availability.state !== 'available'),
  ];
}
