import type { MenuSchedule } from '@carta/contracts';
import { isIsoDate } from '../common/date-spans';
import { priceProblem, scheduleOf, scheduleProblem } from './menu-rules';

const WEEKDAYS: MenuSchedule = {
  enabled: true,
  unlimitedTime: false,
  timeRanges: [{ start: '13:00', end: '16:00' }],
  dateRange: null,
  days: ['monday'],
};

describe('scheduleProblem', () => {
  it('accepts weekdays with hours, and a date range all day', () => {
    expect(scheduleProblem(WEEKDAYS)).toBeNull();
    expect(
      scheduleProblem({
        ...WEEKDAYS,
        days: [],
        unlimitedTime: true,
        dateRange: { from: '2026-01-01', to: '2026-01-01' },
      }),
    ).toBeNull();
  });

  it('needs exactly one of a date range or weekdays', () => {
    expect(scheduleProblem({ ...WEEKDAYS, days: [] })).toEqual({ code: 'MENU_SCHEDULE', param: 'days' });
    expect(scheduleProblem({ ...WEEKDAYS, dateRange: { from: '2026-01-01', to: '2026-02-01' } })).toEqual({
      code: 'MENU_SCHEDULE',
      param: 'dateRange',
    });
  });

  it('takes special days alone as days enough, and names the exceptions when they are out of order', () => {
    const special = { kind: 'special' as const, from: '2026-12-24', to: '2026-12-26' };
    expect(scheduleProblem({ ...WEEKDAYS, days: [], exceptions: [special] })).toBeNull();
    expect(scheduleProblem({ ...WEEKDAYS, days: [], exceptions: [{ ...special, kind: 'closed' }] })).toEqual({
      code: 'MENU_SCHEDULE',
      param: 'days',
    });
    expect(scheduleProblem({ ...WEEKDAYS, exceptions: [{ ...special, to: '2026-12-01' }] })?.param).toBe('exceptions');
  });

  it('refuses a range that ends before it starts, and no hours without unlimited time', () => {
    expect(scheduleProblem({ ...WEEKDAYS, days: [], dateRange: { from: '2026-02-02', to: '2026-02-01' } })?.param).toBe(
      'dateRange',
    );
    expect(scheduleProblem({ ...WEEKDAYS, timeRanges: [] })?.param).toBe('timeRanges');
    expect(scheduleProblem({ ...WEEKDAYS, timeRanges: [], unlimitedTime: true })).toBeNull();
  });
});

describe('priceProblem', () => {
  it('a fixed-price menu needs a price (DECIMAL); others need none', () => {
    expect(priceProblem(true, null)).toBe('DECIMAL');
    expect(priceProblem(true, 0)).toBeNull();
    expect(priceProblem(false, null)).toBeNull();
  });
});

describe('scheduleOf', () => {
  it('reads a date range only when both ends are set, with the defaults of a new menu', () => {
    expect(scheduleOf({ dateFrom: '2026-01-01', dateTo: null })).toEqual({
      enabled: true,
      unlimitedTime: false,
      timeRanges: [],
      dateRange: null,
      days: [],
      exceptions: [],
    });
    expect(scheduleOf({ dateFrom: '2026-01-01', dateTo: '2026-01-31' }).dateRange).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});

describe('isIsoDate', () => {
  it.each(['2026-01-31', '2024-02-29'])('accepts %s', (date) => expect(isIsoDate(date)).toBe(true));
  it.each(['2026-02-30', '2025-02-29', '2026-1-1', '2026-01-01T00:00', 20260101])('refuses %j', (date) =>
    expect(isIsoDate(date)).toBe(false),
  );
});
