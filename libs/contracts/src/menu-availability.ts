import { WEEKDAYS, type DateSpan, type MenuAvailability, type MenuSchedule, type Weekday } from './menus';

/** Weekdays in `Date.getUTCDay()` order. */
const BY_UTC_DAY: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY_MS = 86_400_000;
/** How far ahead a next opening is searched for a menu without an end date (weekday menus repeat weekly). */
const HORIZON_DAYS = 370;

/** A calendar day in the restaurant's zone, as a UTC-midnight epoch (pure date arithmetic, no zone). */
type LocalDay = number;

interface LocalNow {
  day: LocalDay;
  minute: number;
}

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const dayOf = (isoDate: string): LocalDay => Date.parse(`${isoDate}T00:00:00Z`);

/**
 * One wall-clock formatter per time zone, made on first use: making one costs about a tenth of a millisecond, using
 * one a few microseconds, and a guest's menu read asks the wall clock several times per menu (made afresh, it was
 * half of the restaurants service's CPU on that read). Zone names are case-insensitive, hence the lower-case key: at
 * most the few hundred zones Intl knows.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  const key = timeZone.toLowerCase();
  let formatter = wallClocks.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(key, formatter);
  }
  return formatter;
}

function localNow(instant: Date, timeZone: string): LocalNow {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant at which the restaurant's wall clock shows `minute` on `day` (DST aware). */
function toInstant(day: LocalDay, minute: number, timeZone: string): Date {
  const wall = day + minute * 60_000;
  let guess = wall;
  // Two passes settle the zone offset, also on the days the offset changes.
  for (let i = 0; i < 2; i++) {
    const seen = localNow(new Date(guess), timeZone);
    guess += wall - (seen.day + seen.minute * 60_000);
  }
  return new Date(guess);
}

const covers = (spans: readonly DateSpan[], day: LocalDay): boolean =>
  spans.some((span) => day >= dayOf(span.from) && day <= dayOf(span.to));

/** A schedule with the restaurant's closed days beside it: what the rule reads. */
interface Calendar {
  schedule: MenuSchedule;
  /** The restaurant's closed days. */
  closed: readonly DateSpan[];
}

const exceptionsOf = (schedule: MenuSchedule, kind: 'closed' | 'special'): DateSpan[] =>
  (schedule.exceptions ?? []).filter((exception) => exception.kind === kind);

/** Whether the menu's service starting on `day` runs: restaurant closed, then menu closed, then special, then weekly. */
function servesOn({ schedule, closed }: Calendar, day: LocalDay): boolean {
  if (covers(closed, day) || covers(exceptionsOf(schedule, 'closed'), day)) return false;
  if (covers(exceptionsOf(schedule, 'special'), day)) return true;
  if (schedule.dateRange) return day >= dayOf(schedule.dateRange.from) && day <= dayOf(schedule.dateRange.to);
  return schedule.days.includes(BY_UTC_DAY[new Date(day).getUTCDay()]);
}

/** The last day it may be served on; null when its weekdays repeat for ever. */
function lastServiceDay(schedule: MenuSchedule): LocalDay | null {
  if (!schedule.dateRange && schedule.days.length > 0) return null;
  const ends = exceptionsOf(schedule, 'special').map((span) => dayOf(span.to));
  if (schedule.dateRange) ends.push(dayOf(schedule.dateRange.to));
  return ends.length ? Math.max(...ends) : -Infinity;
}

/** The window running at `now`, if any (all day: a window to midnight). */
function runningRange(calendar: Calendar, now: LocalNow) {
  const { schedule } = calendar;
  if (schedule.unlimitedTime) return servesOn(calendar, now.day) ? { start: '00:00', end: '' } : undefined;
  return schedule.timeRanges.find(({ start, end }) => {
    const [from, to] = [toMinutes(start), toMinutes(end)];
    if (from < to) return servesOn(calendar, now.day) && now.minute >= from && now.minute < to;
    // A range that ends at or before it starts crosses midnight: it belongs to the day it started, so that day's
    // exceptions decide both halves.
    return (
      (servesOn(calendar, now.day) && now.minute >= from) || (servesOn(calendar, now.day - DAY_MS) && now.minute < to)
    );
  });
}

function nextOpening(calendar: Calendar, now: LocalNow, timeZone: string): Date | null {
  const { schedule } = calendar;
  const starts = schedule.unlimitedTime
    ? [0]
    : schedule.timeRanges.map((r) => toMinutes(r.start)).sort((a, b) => a - b);
  const last = lastServiceDay(schedule) ?? now.day + HORIZON_DAYS * DAY_MS;
  for (let day = now.day; day <= last; day += DAY_MS) {
    if (!servesOn(calendar, day)) continue;
    const start = starts.find((minute) => day > now.day || minute > now.minute);
    if (start !== undefined) return toInstant(day, start, timeZone);
  }
  return null;
}

/**
 * When the restaurant's local day that holds `instant` ends: the next midnight on its wall clock, as an instant
 * (a day is 23 or 25 hours long when the clocks change).
 */
export function endOfLocalDay(instant: Date, timeZone: string): Date {
  return toInstant(localNow(instant, timeZone).day + DAY_MS, 0, timeZone);
}

/**
 * The first instant after `instant` at which what is said of a menu's service (`serviceToday`, `upcomingSpans`,
 * `menuAvailability`) may change: one of its hours starting or ending, else the next midnight, in the restaurant's
 * zone. Between, every day-level fact (weekday, dates, closed days) holds too; a page that says them reads right until
 * then.
 */
export function serviceChangesAt(
  schedule: Pick<MenuSchedule, 'unlimitedTime' | 'timeRanges'>,
  instant: Date,
  timeZone: string,
): Date {
  const now = localNow(instant, timeZone);
  const later = schedule.unlimitedTime
    ? []
    : schedule.timeRanges
        .flatMap((range) => [toMinutes(range.start), toMinutes(range.end)])
        .filter((minute) => minute > now.minute);
  return later.length ? toInstant(now.day, Math.min(...later), timeZone) : endOfLocalDay(instant, timeZone);
}

/** What can be wrong with a menu's schedule. */
export type ScheduleProblem = 'noDays' | 'daysAndDates' | 'datesOrder' | 'noHours' | 'exceptionsOrder';

/**
 * The one schedule rule (owner form, service, guest page): a menu is served either on a date range or on weekdays
 * (one of the two, spec: "Necesita selecionar un rango de fechas" / "al menos un día"), during time ranges or all
 * day; a date range ends on or after it starts. Special dates alone are days enough ("only 24–26 Dec"). Every
 * problem found, so a form can show them all at once.
 */
export function scheduleProblems(schedule: MenuSchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const hasDays = schedule.days.length > 0;
  const hasSpecial = exceptionsOf(schedule, 'special').length > 0;
  if (!schedule.dateRange && !hasDays && !hasSpecial) problems.push('noDays');
  if (schedule.dateRange && hasDays) problems.push('daysAndDates');
  if (schedule.dateRange && schedule.dateRange.from > schedule.dateRange.to) problems.push('datesOrder');
  if (!schedule.unlimitedTime && schedule.timeRanges.length === 0) problems.push('noHours');
  if ((schedule.exceptions ?? []).some((span) => span.from > span.to)) problems.push('exceptionsOrder');
  return problems;
}

/**
 * Whether guests can see a menu now, and when they next can: the one rule for menu availability.
 * Hours are the restaurant's wall-clock times in its IANA time zone; `closed` are the restaurant's closed days.
 */
export function menuAvailability(
  schedule: MenuSchedule,
  instant: Date,
  timeZone: string,
  closed: readonly DateSpan[] = [],
): MenuAvailability {
  return menuAvailabilities([schedule], instant, timeZone, closed)[0];
}

/**
 * `menuAvailability` of each of a restaurant's menus, reading its wall clock once for all of them (a guest's read
 * shows every menu's availability, and reading the clock is most of its cost).
 */
export function menuAvailabilities(
  schedules: readonly MenuSchedule[],
  instant: Date,
  timeZone: string,
  closed: readonly DateSpan[] = [],
): MenuAvailability[] {
  const now = localNow(instant, timeZone);
  return schedules.map((schedule) => availabilityAt(schedule, now, timeZone, closed));
}

function availabilityAt(
  schedule: MenuSchedule,
  now: LocalNow,
  timeZone: string,
  closed: readonly DateSpan[],
): MenuAvailability {
  if (!schedule.enabled) return { state: 'notActive' };
  const calendar = { schedule, closed };
  if (runningRange(calendar, now)) return { state: 'available' };
  const next = nextOpening(calendar, now, timeZone);
  if (!next) return { state: 'neverAvailable' };
  const startsLater = schedule.dateRange !== null && dayOf(schedule.dateRange.from) > now.day;
  return { state: startsLater ? 'availableFrom' : 'notActive', from: next.toISOString() };
}

/**
 * How a menu stands today for a guest, in the restaurant's wall-clock time (the same rule as `menuAvailability`:
 * `open` exactly when that is `available`). open: served now, `until` the end of the running window (null all day);
 * later: served again today at `at`; over: served today, no more; notToday: this is not one of its days;
 * upcoming: its date range starts on `from` (ISO date); ended: it will not be served again; closed: the restaurant
 * is closed today (a service that began yesterday and runs past midnight is still `open`).
 */
export type ServiceToday =
  | { state: 'open'; until: string | null }
  | { state: 'closed' }
  | { state: 'later'; at: string }
  | { state: 'over' }
  | { state: 'notToday' }
  | { state: 'upcoming'; from: string }
  | { state: 'ended' };

const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function serviceToday(
  schedule: MenuSchedule,
  instant: Date,
  timeZone: string,
  closed: readonly DateSpan[] = [],
): ServiceToday {
  if (!schedule.enabled) return { state: 'ended' };
  const calendar = { schedule, closed };
  const now = localNow(instant, timeZone);
  const running = runningRange(calendar, now);
  if (running) return { state: 'open', until: running.end || null };
  if (covers(closed, now.day)) return { state: 'closed' };
  if (schedule.dateRange && !servesOn(calendar, now.day)) {
    if (now.day < dayOf(schedule.dateRange.from)) return { state: 'upcoming', from: schedule.dateRange.from };
    if (!nextOpening(calendar, now, timeZone)) return { state: 'ended' };
  }
  if (!servesOn(calendar, now.day))
    return nextOpening(calendar, now, timeZone) ? { state: 'notToday' } : { state: 'ended' };
  const later = schedule.unlimitedTime
    ? undefined
    : schedule.timeRanges
        .map((r) => toMinutes(r.start))
        .sort((a, b) => a - b)
        .find((minute) => minute > now.minute);
  if (later !== undefined) return { state: 'later', at: hhmm(later) };
  return nextOpening(calendar, now, timeZone) ? { state: 'over' } : { state: 'ended' };
}

/** Whether the restaurant is closed on the day `instant` falls on in its time zone. */
export function closedOn(closed: readonly DateSpan[], instant: Date, timeZone: string): boolean {
  return covers(closed, localNow(instant, timeZone).day);
}

/** The spans of `spans` not over by the day `instant` falls on in `timeZone`, soonest first. */
export function upcomingSpans<T extends DateSpan>(spans: readonly T[], instant: Date, timeZone: string): T[] {
  // Most menus and restaurants have none; a guest's read asks once per menu, and reading the wall clock is the cost.
  if (spans.length === 0) return [];
  const today = localNow(instant, timeZone).day;
  return spans.filter((span) => dayOf(span.to) >= today).sort((a, b) => a.from.localeCompare(b.from));
}

/** A menu's weekdays as runs of consecutive days, Monday first: Mon, Tue, Wed, Fri → [[monday, wednesday], [friday]]. */
export function weekdayRuns(days: readonly Weekday[]): [Weekday, Weekday][] {
  const runs: [Weekday, Weekday][] = [];
  let start: Weekday | null = null;
  WEEKDAYS.forEach((day, index) => {
    const serves = days.includes(day);
    if (serves && start === null) start = day;
    const next = WEEKDAYS[index + 1];
    if (serves && start !== null && (!next || !days.includes(next))) {
      runs.push([start, day]);
      start = null;
    }
  });
  return runs;
}

/** The instant the restaurant's wall clock shows `time` ("HH:MM") on `date` (ISO day), in its zone (DST aware). */
export function wallClockInstant(date: string, time: string, timeZone: string): Date {
  return toInstant(dayOf(date), toMinutes(time), timeZone);
}

/** The restaurant's wall clock at `instant`: its day (ISO) and time ("HH:MM"), the inverse of `wallClockInstant`. */
export function wallClockAt(instant: Date, timeZone: string): { date: string; time: string } {
  const now = localNow(instant, timeZone);
  return { date: new Date(now.day).toISOString().slice(0, 10), time: hhmm(now.minute) };
}
