/**
 * How Carta writes a time of day, everywhere (owner's schedules and badges, guest pages): hours and minutes in the
 * reader's locale, so one screen never mixes "1:00 PM" with "13:00" (es, en-GB: 09:30, 13:00; en-US: 9:30 AM, 1:00 PM:
 * two-digit hours on a 24-hour clock, as menus' hours are typed). Mix them into a date's options when a time goes
 * with a date.
 */
export function timeOfDay(locale: string): Intl.DateTimeFormatOptions {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return { hour: hourCycle === 'h11' || hourCycle === 'h12' ? 'numeric' : '2-digit', minute: '2-digit' };
}

/** A wall-clock time ("13:00", as menus store them) or an instant (in `timeZone`), as `locale` writes it. */
export function formatTime(time: string | Date, locale: string, timeZone = 'UTC'): string {
  if (time instanceof Date) return new Intl.DateTimeFormat(locale, { ...timeOfDay(locale), timeZone }).format(time);
  const [hours, minutes] = time.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return time;
  const wall = new Date(Date.UTC(2024, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(locale, { ...timeOfDay(locale), timeZone: 'UTC' }).format(wall);
}

/** A menu's hours, "13:00–16:00" ("1:00 PM–4:00 PM" in en-US). */
export function formatTimeRange(start: string, end: string, locale: string): string {
  return `${formatTime(start, locale)}–${formatTime(end, locale)}`;
}
