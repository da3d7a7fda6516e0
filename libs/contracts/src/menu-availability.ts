import type { MenuAvailability, MenuSchedule, Weekday } from './menus';

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
