import { WEEKDAYS, type MenuAvailability, type MenuSchedule, type Weekday } from './menus';

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

function localNow(instant: Date, timeZone: string): LocalNow {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
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

function servesOn(schedule: MenuSchedule, day: LocalDay): boolean {
  if (schedule.dateRange) return day >= dayOf(schedule.dateRange.from) && day <= dayOf(schedule.dateRange.to);
  return schedule.days.includes(BY_UTC_DAY[new Date(day).getUTCDay()]);
}

function lastServiceDay(schedule: MenuSchedule): LocalDay | null {
  return schedule.dateRange ? dayOf(schedule.dateRange.to) : null;
}

function isOpen(schedule: MenuSchedule, now: LocalNow): boolean {
  if (schedule.unlimitedTime) return servesOn(schedule, now.day);
  return schedule.timeRanges.some(({ start, end }) => {
    const [from, to] = [toMinutes(start), toMinutes(end)];
    if (from < to) return servesOn(schedule, now.day) && now.minute >= from && now.minute < to;
    // A range that ends at or before it starts crosses midnight: it belongs to the day it started.
    return (
      (servesOn(schedule, now.day) && now.minute >= from) || (servesOn(schedule, now.day - DAY_MS) && now.minute < to)
    );
  });
}

function nextOpening(schedule: MenuSchedule, now: LocalNow, timeZone: string): Date | null {
  const starts = schedule.unlimitedTime
    ? [0]
    : schedule.timeRanges.map((r) => toMinutes(r.start)).sort((a, b) => a - b);
  const last = lastServiceDay(schedule) ?? now.day + HORIZON_DAYS * DAY_MS;
  for (let day = now.day; day <= last; day += DAY_MS) {
    if (!servesOn(schedule, day)) continue;
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

/** What can be wrong with a menu's schedule. */
export type ScheduleProblem = 'noDays' | 'daysAndDates' | 'datesOrder' | 'noHours';

/**
 * The one schedule rule (owner form, service, guest page): a menu is served either on a date range or on weekdays
 * (one of the two, spec: "Necesita selecionar un rango de fechas" / "al menos un día"), during time ranges or all
 * day; a date range ends on or after it starts. Every problem found, so a form can show them all at once.
 */
export function scheduleProblems(schedule: MenuSchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const hasDays = schedule.days.length > 0;
  if (!schedule.dateRange && !hasDays) problems.push('noDays');
  if (schedule.dateRange && hasDays) problems.push('daysAndDates');
  if (schedule.dateRange && schedule.dateRange.from > schedule.dateRange.to) problems.push('datesOrder');
  if (!schedule.unlimitedTime && schedule.timeRanges.length === 0) problems.push('noHours');
  return problems;
}

/**
 * Whether guests can see a menu now, and when they next can: the one rule for menu availability.
 * Hours are the restaurant's wall-clock times in its IANA time zone.
 */
export function menuAvailability(schedule: MenuSchedule, instant: Date, timeZone: string): MenuAvailability {
  if (!schedule.enabled) return { state: 'notActive' };
  const now = localNow(instant, timeZone);
  if (isOpen(schedule, now)) return { state: 'available' };
  const next = nextOpening(schedule, now, timeZone);
  if (!next) return { state: 'neverAvailable' };
  const startsLater = schedule.dateRange !== null && dayOf(schedule.dateRange.from) > now.day;
  return { state: startsLater ? 'availableFrom' : 'notActive', from: next.toISOString() };
}

/**
 * How a menu stands today for a guest, in the restaurant's wall-clock time (the same rule as `menuAvailability`:
 * `open` exactly when that is `available`). open: served now, `until` the end of the running window (null all day);
 * later: served again today at `at`; over: served today, no more; notToday: this is not one of its days;
 * upcoming: its date range starts on `from` (ISO date); ended: it will not be served again.
 */
export type ServiceToday =
  | { state: 'open'; until: string | null }
  | { state: 'later'; at: string }
  | { state: 'over' }
  | { state: 'notToday' }
  | { state: 'upcoming'; from: string }
  | { state: 'ended' };

const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The window serving `now`, if any: the time it ends ("" all day). */
function runningWindow(schedule: MenuSchedule, now: LocalNow): string | null {
  if (!isOpen(schedule, now)) return null;
  if (schedule.unlimitedTime) return '';
  const running = schedule.timeRanges.find(({ start, end }) => {
    const [from, to] = [toMinutes(start), toMinutes(end)];
    if (from < to) return servesOn(schedule, now.day) && now.minute >= from && now.minute < to;
    return (
      (servesOn(schedule, now.day) && now.minute >= from) || (servesOn(schedule, now.day - DAY_MS) && now.minute < to)
    );
  });
  return running?.end ?? '';
}

export function serviceToday(schedule: MenuSchedule, instant: Date, timeZone: string): ServiceToday {
  if (!schedule.enabled) return { state: 'ended' };
  const now = localNow(instant, timeZone);
  const until = runningWindow(schedule, now);
  if (until !== null) return { state: 'open', until: until || null };
  if (schedule.dateRange) {
    if (now.day < dayOf(schedule.dateRange.from)) return { state: 'upcoming', from: schedule.dateRange.from };
    if (now.day > dayOf(schedule.dateRange.to)) return { state: 'ended' };
  }
  if (!servesOn(schedule, now.day))
    return nextOpening(schedule, now, timeZone) ? { state: 'notToday' } : { state: 'ended' };
  const later = schedule.unlimitedTime
    ? undefined
    : schedule.timeRanges
        .map((r) => toMinutes(r.start))
        .sort((a, b) => a - b)
        .find((minute) => minute > now.minute);
  if (later !== undefined) return { state: 'later', at: hhmm(later) };
  return nextOpening(schedule, now, timeZone) ? { state: 'over' } : { state: 'ended' };
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
