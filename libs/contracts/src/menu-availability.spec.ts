import type { MenuSchedule } from './menus';
import {
  closedOn,
  endOfLocalDay,
  menuAvailabilities,
  menuAvailability,
  scheduleProblems,
  serviceChangesAt,
  serviceToday,
  upcomingSpans,
  wallClockAt,
  wallClockInstant,
  weekdayRuns,
} from './menu-availability';

const MADRID = 'Europe/Madrid';
const weekdays: MenuSchedule['days'] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const lunch: MenuSchedule = {
  enabled: true,
  unlimitedTime: false,
  timeRanges: [{ start: '13:00', end: '16:00' }],
  dateRange: null,
  days: weekdays,
};
const at = (iso: string) => new Date(iso);

describe('menuAvailability', () => {
  it('is available inside its hours on a serving weekday (winter, UTC+1)', () => {
    // Monday 2 March 2026, 13:00 in Madrid.
    expect(menuAvailability(lunch, at('2026-03-02T12:00:00Z'), MADRID)).toEqual({ state: 'available' });
    expect(menuAvailability(lunch, at('2026-03-02T14:59:00Z'), MADRID)).toEqual({ state: 'available' });
  });

  it('is not active just before and at the end of its hours, with the next opening', () => {
    expect(menuAvailability(lunch, at('2026-03-02T11:59:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-03-02T12:00:00.000Z',
    });
    // Friday 6 March, 16:00 local: next is Monday 9 March 13:00 local.
    expect(menuAvailability(lunch, at('2026-03-06T15:00:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-03-09T12:00:00.000Z',
    });
  });

  it('reads the hours in the restaurant time zone, not the server one', () => {
    expect(menuAvailability(lunch, at('2026-03-02T12:30:00Z'), 'America/New_York')).toEqual({
      state: 'notActive',
      from: '2026-03-02T18:00:00.000Z',
    });
  });

  it('keeps a range that crosses midnight open after midnight, on the day it started', () => {
    const lateFriday: MenuSchedule = { ...lunch, timeRanges: [{ start: '20:00', end: '02:00' }], days: ['friday'] };
    // Saturday 7 March 01:30 local (00:30Z): the Friday night range is still running.
    expect(menuAvailability(lateFriday, at('2026-03-07T00:30:00Z'), MADRID)).toEqual({ state: 'available' });
    // Saturday 02:00 local: closed until next Friday 20:00.
    expect(menuAvailability(lateFriday, at('2026-03-07T01:00:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-03-13T19:00:00.000Z',
    });
    // Saturday 21:00 local: Saturday is not a serving day.
    expect(menuAvailability(lateFriday, at('2026-03-07T20:00:00Z'), MADRID).state).toBe('notActive');
  });

  it('follows daylight saving time changes', () => {
    const daily: MenuSchedule = { ...lunch, days: [...weekdays, 'saturday', 'sunday'] };
    // Sunday 29 March 2026 clocks go forward: 13:00 local is 11:00Z, no longer 12:00Z.
    expect(menuAvailability(daily, at('2026-03-28T20:00:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-03-29T11:00:00.000Z',
    });
    expect(menuAvailability(daily, at('2026-03-29T11:30:00Z'), MADRID)).toEqual({ state: 'available' });
    // Sunday 25 October 2026 clocks go back: 13:00 local is 12:00Z again.
    expect(menuAvailability(daily, at('2026-10-25T11:30:00Z'), MADRID).state).toBe('notActive');
    expect(menuAvailability(daily, at('2026-10-25T12:00:00Z'), MADRID)).toEqual({ state: 'available' });
  });

  it('is available from a future date while its date range has not started', () => {
    const summer: MenuSchedule = {
      ...lunch,
      unlimitedTime: true,
      dateRange: { from: '2026-06-01', to: '2026-08-31' },
      days: [],
    };
    expect(menuAvailability(summer, at('2026-03-01T10:00:00Z'), MADRID)).toEqual({
      state: 'availableFrom',
      from: '2026-05-31T22:00:00.000Z',
    });
    // Range edges: the last minute of 31 August is in, the first minute of 1 September is out for good.
    expect(menuAvailability(summer, at('2026-08-31T21:59:00Z'), MADRID)).toEqual({ state: 'available' });
    expect(menuAvailability(summer, at('2026-08-31T22:00:00Z'), MADRID)).toEqual({ state: 'neverAvailable' });
  });

  it('is never available again once the last service of its date range has passed', () => {
    const oneDay: MenuSchedule = { ...lunch, dateRange: { from: '2026-03-02', to: '2026-03-02' }, days: [] };
    expect(menuAvailability(oneDay, at('2026-03-02T10:00:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-03-02T12:00:00.000Z',
    });
    expect(menuAvailability(oneDay, at('2026-03-02T15:00:00Z'), MADRID)).toEqual({ state: 'neverAvailable' });
  });

  it('is not active while disabled, whatever its hours', () => {
    expect(menuAvailability({ ...lunch, enabled: false }, at('2026-03-02T12:30:00Z'), MADRID)).toEqual({
      state: 'notActive',
    });
  });

  it('is never available when it serves on no day', () => {
    expect(menuAvailability({ ...lunch, days: [] }, at('2026-03-02T12:30:00Z'), MADRID)).toEqual({
      state: 'neverAvailable',
    });
  });
});

describe('scheduleProblems', () => {
  it('accepts weekdays with hours, and a date range all day', () => {
    expect(scheduleProblems(lunch)).toEqual([]);
    const allDay = { ...lunch, days: [], unlimitedTime: true, dateRange: { from: '2026-01-01', to: '2026-01-01' } };
    expect(scheduleProblems(allDay)).toEqual([]);
  });

  it('finds every problem: no days, both days and dates, dates in the wrong order, no hours', () => {
    expect(scheduleProblems({ ...lunch, days: [], timeRanges: [] })).toEqual(['noDays', 'noHours']);
    const both = { ...lunch, dateRange: { from: '2026-02-01', to: '2026-01-01' } };
    expect(scheduleProblems(both)).toEqual(['daysAndDates', 'datesOrder']);
  });
});

describe('serviceToday', () => {
  const lunchAndDinner: MenuSchedule = {
    ...lunch,
    timeRanges: [
      { start: '20:00', end: '23:30' },
      { start: '13:00', end: '16:00' },
    ],
  };

  it('is open inside a window, until its end, exactly when the menu is available', () => {
    // Monday 2 March 2026, 14:00 in Madrid (UTC+1).
    const instant = at('2026-03-02T13:00:00Z');
    expect(serviceToday(lunchAndDinner, instant, MADRID)).toEqual({ state: 'open', until: '16:00' });
    expect(menuAvailability(lunchAndDinner, instant, MADRID)).toEqual({ state: 'available' });
    expect(serviceToday({ ...lunch, unlimitedTime: true }, instant, MADRID)).toEqual({ state: 'open', until: null });
  });

  it('opens later today at the next window, then is over for the day', () => {
    expect(serviceToday(lunchAndDinner, at('2026-03-02T08:00:00Z'), MADRID)).toEqual({ state: 'later', at: '13:00' });
    expect(serviceToday(lunchAndDinner, at('2026-03-02T16:00:00Z'), MADRID)).toEqual({ state: 'later', at: '20:00' });
    // 23:15 after lunch only: the "Desde las 13:00" menu at night.
    expect(serviceToday(lunch, at('2026-03-02T22:15:00Z'), MADRID)).toEqual({ state: 'over' });
  });

  it('is not served today on a day it does not serve, in the restaurant time zone', () => {
    // Saturday 7 March 2026, 13:30 in Madrid.
    expect(serviceToday(lunch, at('2026-03-07T12:30:00Z'), MADRID)).toEqual({ state: 'notToday' });
    // Monday 00:30 in Madrid is still Sunday in UTC: Madrid's Monday counts.
    expect(serviceToday(lunch, at('2026-03-01T23:30:00Z'), MADRID)).toEqual({ state: 'later', at: '13:00' });
  });

  it('keeps a window that crosses midnight open on the next day', () => {
    const late: MenuSchedule = { ...lunch, days: ['friday'], timeRanges: [{ start: '22:00', end: '02:00' }] };
    // Saturday 7 March, 01:00 in Madrid: Friday's window still runs.
    expect(serviceToday(late, at('2026-03-07T00:00:00Z'), MADRID)).toEqual({ state: 'open', until: '02:00' });
    expect(serviceToday(late, at('2026-03-07T02:00:00Z'), MADRID)).toEqual({ state: 'notToday' });
  });

  it('says when a date range starts, and when it has ended', () => {
    const easter: MenuSchedule = { ...lunch, days: [], dateRange: { from: '2026-04-02', to: '2026-04-05' } };
    expect(serviceToday(easter, at('2026-03-02T12:00:00Z'), MADRID)).toEqual({ state: 'upcoming', from: '2026-04-02' });
    expect(serviceToday(easter, at('2026-04-06T12:00:00Z'), MADRID)).toEqual({ state: 'ended' });
    expect(serviceToday(easter, at('2026-04-05T16:00:00Z'), MADRID)).toEqual({ state: 'ended' });
    expect(serviceToday({ ...lunch, enabled: false }, at('2026-03-02T13:00:00Z'), MADRID)).toEqual({ state: 'ended' });
  });
});

describe('weekdayRuns', () => {
  it('groups consecutive weekdays, Monday first', () => {
    expect(weekdayRuns(['friday', 'monday', 'tuesday', 'wednesday', 'thursday'])).toEqual([['monday', 'friday']]);
    expect(weekdayRuns(['monday', 'wednesday', 'thursday', 'sunday'])).toEqual([
      ['monday', 'monday'],
      ['wednesday', 'thursday'],
      ['sunday', 'sunday'],
    ]);
    expect(weekdayRuns([])).toEqual([]);
  });
});

describe('endOfLocalDay', () => {
  const end = (iso: string, zone: string) => endOfLocalDay(at(iso), zone).toISOString();

  it('is the next midnight on the restaurant wall clock (winter UTC+1, summer UTC+2)', () => {
    expect(end('2026-03-02T12:00:00Z', MADRID)).toBe('2026-03-02T23:00:00.000Z');
    expect(end('2026-07-02T12:00:00Z', MADRID)).toBe('2026-07-02T22:00:00.000Z');
  });

  it('counts the day of the restaurant, not of UTC', () => {
    // 23:30 UTC on the 2nd is already the 3rd in Madrid, and still the 2nd in New York.
    expect(end('2026-03-02T23:30:00Z', MADRID)).toBe('2026-03-03T23:00:00.000Z');
    expect(end('2026-03-02T23:30:00Z', 'America/New_York')).toBe('2026-03-03T05:00:00.000Z');
    expect(end('2026-03-02T10:00:00Z', 'Asia/Tokyo')).toBe('2026-03-02T15:00:00.000Z');
  });

  it('ends a 23-hour and a 25-hour day at their midnight', () => {
    // Madrid springs forward on 29 March 2026 and falls back on 25 October 2026.
    expect(end('2026-03-29T08:00:00Z', MADRID)).toBe('2026-03-29T22:00:00.000Z');
    expect(end('2026-10-25T08:00:00Z', MADRID)).toBe('2026-10-25T23:00:00.000Z');
  });

  it('a sold-out marked just before midnight still ends at that midnight', () => {
    expect(end('2026-03-02T22:59:59Z', MADRID)).toBe('2026-03-02T23:00:00.000Z');
  });
});

describe('exceptions (closed and special days)', () => {
  const daily: MenuSchedule = { ...lunch, days: [...weekdays, 'saturday', 'sunday'] };
  const christmas: MenuSchedule = {
    ...lunch,
    timeRanges: [{ start: '20:00', end: '01:00' }],
    days: [],
    exceptions: [{ kind: 'special', from: '2026-12-24', to: '2026-12-26' }],
  };

  it('serves a menu of special dates only on them ("only 24–26 Dec"), and says when it opens', () => {
    expect(scheduleProblems(christmas)).toEqual([]);
    // 24 December 2026, 20:30 in Madrid (UTC+1).
    expect(menuAvailability(christmas, at('2026-12-24T19:30:00Z'), MADRID)).toEqual({ state: 'available' });
    expect(menuAvailability(christmas, at('2026-12-23T19:30:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-12-24T19:00:00.000Z',
    });
    // After the 26th's window (it runs to 01:00 on the 27th) it is never served again.
    expect(menuAvailability(christmas, at('2026-12-26T23:30:00Z'), MADRID)).toEqual({ state: 'available' });
    expect(menuAvailability(christmas, at('2026-12-27T00:00:00Z'), MADRID)).toEqual({
      state: 'neverAvailable',
    });
    expect(serviceToday(christmas, at('2026-12-20T12:00:00Z'), MADRID)).toEqual({ state: 'notToday' });
  });

  it('a closed day stops the weekly service that day only', () => {
    const closedChristmas = {
      ...daily,
      exceptions: [{ kind: 'closed' as const, from: '2026-12-25', to: '2026-12-25' }],
    };
    expect(menuAvailability(closedChristmas, at('2026-12-25T12:30:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-12-26T12:00:00.000Z',
    });
    expect(serviceToday(closedChristmas, at('2026-12-25T09:00:00Z'), MADRID)).toEqual({ state: 'notToday' });
    expect(menuAvailability(closedChristmas, at('2026-12-24T12:30:00Z'), MADRID)).toEqual({ state: 'available' });
  });

  it('the restaurant closed for holidays (1–15 Aug) stops every menu, and says closed today', () => {
    const holidays = [{ from: '2026-08-01', to: '2026-08-15' }];
    // 10 August 2026, 13:30 in Madrid (UTC+2).
    expect(menuAvailability(daily, at('2026-08-10T11:30:00Z'), MADRID, holidays)).toEqual({
      state: 'notActive',
      from: '2026-08-16T11:00:00.000Z',
    });
    expect(serviceToday(daily, at('2026-08-10T11:30:00Z'), MADRID, holidays)).toEqual({ state: 'closed' });
    expect(closedOn(holidays, at('2026-08-15T21:59:00Z'), MADRID)).toBe(true);
    // 16 August 00:00 in Madrid is 15 August 22:00Z: open again.
    expect(closedOn(holidays, at('2026-08-15T22:00:00Z'), MADRID)).toBe(false);
  });

  it('a window across midnight belongs to the day it started: that day decides both halves', () => {
    const late: MenuSchedule = { ...daily, timeRanges: [{ start: '20:00', end: '02:00' }] };
    // The 24th is open, the 25th closed: the 24th's night still runs at 01:00 on the 25th, nothing starts at 20:00.
    const closed25 = [{ from: '2026-12-25', to: '2026-12-25' }];
    expect(menuAvailability(late, at('2026-12-25T00:30:00Z'), MADRID, closed25)).toEqual({ state: 'available' });
    expect(serviceToday(late, at('2026-12-25T00:30:00Z'), MADRID, closed25)).toEqual({ state: 'open', until: '02:00' });
    expect(menuAvailability(late, at('2026-12-25T19:30:00Z'), MADRID, closed25)).toEqual({
      state: 'notActive',
      from: '2026-12-26T19:00:00.000Z',
    });
    // The 26th is served: but its first hours are the 25th's window, which did not run.
    expect(menuAvailability(late, at('2026-12-26T00:30:00Z'), MADRID, closed25).state).toBe('notActive');
    // A special night on a day the menu does not serve runs past midnight into a day it does not serve either.
    const fridayOnly: MenuSchedule = {
      ...late,
      days: ['friday'],
      exceptions: [{ kind: 'special', from: '2026-12-31', to: '2026-12-31' }],
    };
    expect(menuAvailability(fridayOnly, at('2027-01-01T00:30:00Z'), MADRID)).toEqual({ state: 'available' });
  });

  it('overlapping exceptions: closed wins over special, and the restaurant closed wins over both', () => {
    const overlap: MenuSchedule = {
      ...christmas,
      exceptions: [
        { kind: 'special', from: '2026-12-24', to: '2026-12-26' },
        { kind: 'closed', from: '2026-12-25', to: '2026-12-25' },
        { kind: 'special', from: '2026-12-25', to: '2026-12-31' },
      ],
    };
    expect(menuAvailability(overlap, at('2026-12-25T19:30:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-12-26T19:00:00.000Z',
    });
    expect(menuAvailability(overlap, at('2026-12-30T19:30:00Z'), MADRID)).toEqual({ state: 'available' });
    const restaurantClosed = [{ from: '2026-12-26', to: '2026-12-31' }];
    expect(menuAvailability(overlap, at('2026-12-26T19:30:00Z'), MADRID, restaurantClosed)).toEqual({
      state: 'neverAvailable',
    });
    expect(serviceToday(overlap, at('2026-12-26T19:30:00Z'), MADRID, restaurantClosed)).toEqual({ state: 'closed' });
  });

  it('follows daylight saving time on special and closed days (Europe/Madrid, spring and autumn)', () => {
    // Spring: Sunday 29 March 2026 is special for a weekday menu; 13:00 local is 11:00Z that day.
    const spring: MenuSchedule = { ...lunch, exceptions: [{ kind: 'special', from: '2026-03-29', to: '2026-03-29' }] };
    expect(menuAvailability(spring, at('2026-03-28T20:00:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-03-29T11:00:00.000Z',
    });
    expect(menuAvailability(spring, at('2026-03-29T11:00:00Z'), MADRID)).toEqual({ state: 'available' });
    // Autumn: Sunday 25 October 2026 is closed for a daily menu; the night before runs 22:00–02:00 across the change.
    const autumn: MenuSchedule = {
      ...daily,
      timeRanges: [{ start: '22:00', end: '02:00' }],
      exceptions: [{ kind: 'closed', from: '2026-10-25', to: '2026-10-25' }],
    };
    // 01:30 local on the 25th (CEST, 23:30Z on the 24th): the 24th's night runs.
    expect(menuAvailability(autumn, at('2026-10-24T23:30:00Z'), MADRID)).toEqual({ state: 'available' });
    // 02:00 local after the change (CET, 01:00Z): over; the next night is the 26th's, 22:00 CET = 21:00Z.
    expect(menuAvailability(autumn, at('2026-10-25T01:00:00Z'), MADRID)).toEqual({
      state: 'notActive',
      from: '2026-10-26T21:00:00.000Z',
    });
  });

  it('rejects a closed or special span that ends before it starts', () => {
    expect(
      scheduleProblems({ ...lunch, exceptions: [{ kind: 'closed', from: '2026-12-26', to: '2026-12-25' }] }),
    ).toEqual(['exceptionsOrder']);
  });

  it('lists the spans not over yet, soonest first', () => {
    const spans = [
      { from: '2026-12-24', to: '2026-12-26' },
      { from: '2026-08-01', to: '2026-08-15' },
      { from: '2026-01-06', to: '2026-01-06' },
    ];
    expect(upcomingSpans(spans, at('2026-08-15T12:00:00Z'), MADRID)).toEqual([spans[1], spans[0]]);
  });
});

describe('wallClockInstant', () => {
  it("reads a day and time on the restaurant's clock, in winter and summer", () => {
    expect(wallClockInstant('2026-12-24', '20:30', MADRID).toISOString()).toBe('2026-12-24T19:30:00.000Z');
    expect(wallClockInstant('2026-08-10', '13:30', MADRID).toISOString()).toBe('2026-08-10T11:30:00.000Z');
    expect(wallClockAt(at('2026-12-24T23:30:00Z'), MADRID)).toEqual({ date: '2026-12-25', time: '00:30' });
  });
});

describe('serviceChangesAt', () => {
  it('is the next start or end of its hours, else the next midnight, in the restaurant’s zone', () => {
    // Tuesday 3 March 2026 in Madrid (UTC+1): 12:30, 13:30 and 16:05 local.
    expect(serviceChangesAt(lunch, at('2026-03-03T11:30:00Z'), MADRID)).toEqual(at('2026-03-03T12:00:00Z'));
    expect(serviceChangesAt(lunch, at('2026-03-03T12:30:00Z'), MADRID)).toEqual(at('2026-03-03T15:00:00Z'));
    expect(serviceChangesAt(lunch, at('2026-03-03T15:05:00Z'), MADRID)).toEqual(at('2026-03-03T23:00:00Z'));
    const allDay = { ...lunch, unlimitedTime: true, timeRanges: [] };
    expect(serviceChangesAt(allDay, at('2026-03-03T11:30:00Z'), MADRID)).toEqual(at('2026-03-03T23:00:00Z'));
  });

  it('follows hours past midnight, and the clocks changing', () => {
    const late = { ...lunch, timeRanges: [{ start: '20:00', end: '02:00' }] };
    // Friday 23:30, then Saturday 00:30 local.
    expect(serviceChangesAt(late, at('2026-03-06T22:30:00Z'), MADRID)).toEqual(at('2026-03-06T23:00:00Z'));
    expect(serviceChangesAt(late, at('2026-03-06T23:30:00Z'), MADRID)).toEqual(at('2026-03-07T01:00:00Z'));
    // Sunday 29 March 2026, 01:30 CET: at 02:00 the clocks go to 03:00 (CEST, UTC+2); 10:00 CEST is 08:00 UTC.
    const morning = { ...lunch, timeRanges: [{ start: '10:00', end: '12:00' }] };
    expect(serviceChangesAt(morning, at('2026-03-29T00:30:00Z'), MADRID)).toEqual(at('2026-03-29T08:00:00Z'));
  });

  it('is never later than a change in what serviceToday says', () => {
    const schedules: MenuSchedule[] = [
      lunch,
      {
        ...lunch,
        timeRanges: [
          { start: '13:00', end: '16:00' },
          { start: '20:00', end: '23:30' },
        ],
      },
      { ...lunch, timeRanges: [{ start: '20:00', end: '02:00' }], days: ['friday', 'saturday'] },
      { ...lunch, unlimitedTime: true, timeRanges: [], days: ['saturday'] },
    ];
    const MINUTE = 60_000;
    // Friday 6 to Sunday 8 March 2026, every 53 minutes; what each says is checked every 29 minutes (the shortest hours
    // last three) and the minute before it may change.
    for (let t = Date.parse('2026-03-06T00:00:00Z'); t < Date.parse('2026-03-08T00:00:00Z'); t += 53 * MINUTE) {
      for (const schedule of schedules) {
        const said = serviceToday(schedule, new Date(t), MADRID);
        const changes = serviceChangesAt(schedule, new Date(t), MADRID).getTime();
        expect(changes).toBeGreaterThan(t);
        for (let u = t; u < changes; u += 29 * MINUTE)
          expect(serviceToday(schedule, new Date(u), MADRID)).toEqual(said);
        expect(serviceToday(schedule, new Date(changes - MINUTE), MADRID)).toEqual(said);
      }
    }
  });
});

describe('the wall clock of a time zone', () => {
  afterEach(() => jest.restoreAllMocks());

  // A guest's menu read asks it several times per menu; making a formatter each time was half the read's CPU.
  it('is made once per zone however often it is read, and reads alike whatever the case of the name', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const zone = 'America/Argentina/Ushuaia';
    const reads = () => [
      menuAvailability(lunch, at('2026-03-02T16:00:00Z'), zone),
      upcomingSpans([{ from: '2026-03-01', to: '2026-03-03' }], at('2026-03-02T16:00:00Z'), zone),
      serviceChangesAt(lunch, at('2026-03-07T16:00:00Z'), zone),
      wallClockAt(at('2026-03-02T16:00:00Z'), zone),
    ];
    const first = reads();
    expect(reads()).toEqual(first);
    expect(made).toHaveBeenCalledTimes(1);
    expect(wallClockAt(at('2026-03-02T16:00:00Z'), zone.toUpperCase())).toEqual(first[3]);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("is read once for all of a restaurant's menus, which read as each alone", () => {
    const dinner: MenuSchedule = { ...lunch, timeRanges: [{ start: '20:00', end: '23:30' }] };
    const schedules = [lunch, dinner, { ...lunch, enabled: false }];
    const instant = at('2026-03-02T12:30:00Z');
    const alone = schedules.map((schedule) => menuAvailability(schedule, instant, MADRID));
    const read = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(menuAvailabilities(schedules, instant, MADRID)).toEqual(alone);
    // Once for the instant, twice for dinner's next start (lunch is served now; the third is not active).
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('is not read for spans that are not there', () => {
    const read = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(upcomingSpans([], at('2026-03-02T16:00:00Z'), MADRID)).toEqual([]);
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a zone Intl does not know, each time', () => {
    expect(() => wallClockAt(at('2026-03-02T16:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => wallClockAt(at('2026-03-02T16:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});
