import {
  formatPrice,
  formatTime,
  formatTimeRange,
  parsePrice,
  weekdayRuns,
  WEEKDAYS,
  type Currency,
  type DateSpan,
  type DecimalPrice,
  type PublicSchedule,
  type ServiceToday,
  type Weekday,
} from '@carta/contracts';

/** "12.50" in EUR for es → "12,50 €"; the API sends exact decimal strings, formatted from integer cents. */
export function formatDecimalPrice(price: DecimalPrice, currency: Currency, locale: string): string {
  const cents = parsePrice(price);
  return cents === null ? price : formatPrice(cents, currency, locale);
}

/** A weekday's short name in `locale` ("Mon", "lun.", "月"). 1 January 2024 was a Monday. */
function weekdayName(day: Weekday, locale: string): string {
  const date = Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** An ISO date ("2026-03-01") as `locale` writes a day and month ("1 Mar"). */
function dayMonth(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.parse(`${isoDate}T00:00:00Z`),
  );
}

/** Days as `locale` writes them: "25 Dec", "24–26 Dec", "1–15 Aug, 25 Dec". */
export function spansText(spans: readonly DateSpan[], locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    spans.map(({ from, to }) => (from === to ? format.format(day(from)) : format.formatRange(day(from), day(to)))),
  );
}

/** The days a menu is served: "Mon–Fri", "Mon, Wed–Thu", `everyDay`, or its dates ("1 Apr – 5 Apr"). */
export function daysText(schedule: PublicSchedule, locale: string, everyDay: string): string {
  if (schedule.dateRange) {
    const { from, to } = schedule.dateRange;
    return from === to ? dayMonth(from, locale) : `${dayMonth(from, locale)} – ${dayMonth(to, locale)}`;
  }
  if (schedule.days.length === WEEKDAYS.length) return everyDay;
  return weekdayRuns(schedule.days)
    .map(([first, last]) =>
      first === last ? weekdayName(first, locale) : `${weekdayName(first, locale)}–${weekdayName(last, locale)}`,
    )
    .join(', ');
}

/** The hours: "13:00–16:00 and 20:00–23:30" in `locale`'s words, or `allDay`. */
export function hoursText(schedule: PublicSchedule, locale: string, allDay: string): string {
  if (schedule.unlimitedTime || schedule.timeRanges.length === 0) return allDay;
  const windows = [...schedule.timeRanges]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(({ start, end }) => formatTimeRange(start, end, locale));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(windows);
}

/** How a menu stands now, as a key of the guest texts and its values. */
export function serviceText(
  today: ServiceToday,
  locale: string,
): { key: `service.${ServiceToday['state']}`; values?: Record<string, string> } {
  switch (today.state) {
    case 'later':
      return { key: 'service.later', values: { time: formatTime(today.at, locale) } };
    case 'upcoming':
      return { key: 'service.upcoming', values: { date: dayMonth(today.from, locale) } };
    default:
      return { key: `service.${today.state}` };
  }
}

/** Menus open now first, the others after them; each group keeps the owner's order. */
export function openFirst<T>(menus: readonly T[], isOpen: (menu: T) => boolean): T[] {
  return [...menus.filter(isOpen), ...menus.filter((menu) => !isOpen(menu))];
}
