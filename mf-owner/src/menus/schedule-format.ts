import { timeOfDay, WEEKDAYS, type Weekday } from '@carta/contracts';

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
