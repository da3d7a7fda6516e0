import { formatTime, timeOfDay, WEEKDAYS, type Weekday } from '@carta/contracts';

/** 2024-01-01 was a Monday: the week from it names each weekday in any locale. */
export function weekdayName(day: Weekday, locale: string, width: 'long' | 'short' = 'long'): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** An ISO date (YYYY-MM-DD) for people. */
export function dateName(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** An instant as the restaurant's wall clock shows it. */
export function instantName(iso: string, locale: string, timeZone: string, withTime: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'long',
    ...(withTime ? { weekday: 'long', ...timeOfDay(locale) } : {}),
  }).format(new Date(iso));
}

/** The reader's language with their browser's region when it matches (en → en-GB: "7 March", 24-hour times). */
export function regionalLocale(language: string): string {
  const tags = typeof navigator === 'undefined' ? [] : navigator.languages;
  return tags.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}

const DAY_MS = 86_400_000;

/** The restaurant's calendar day that holds `instant`, counted in days (to tell how many days apart two are). */
function localDay(instant: Date, timeZone: string): number {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return Date.parse(`${ymd.format(instant)}T00:00:00Z`) / DAY_MS;
}

/**
 * When a menu is next served, short, on the restaurant's wall clock: "Mon 13:00" within the week that starts on
 * `reference`'s day (the instant its availability is of), with the date further on ("Mon 16 Mar 13:00").
 */
export function nextServiceName(iso: string, locale: string, timeZone: string, reference: Date): string {
  const next = new Date(iso);
  const days = localDay(next, timeZone) - localDay(reference, timeZone);
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    ...(days >= 0 && days < 7 ? {} : { day: 'numeric', month: 'short' }),
  }).format(next);
  return `${day} ${formatTime(next, locale, timeZone)}`;
}
