import type { PublicSchedule } from '@carta/contracts';
import { daysText, formatDecimalPrice, hoursText, openFirst, serviceText, spansText } from './format';

const lunchAndDinner: PublicSchedule = {
  unlimitedTime: false,
  timeRanges: [
    { start: '20:00', end: '23:30' },
    { start: '13:00', end: '16:00' },
  ],
  dateRange: null,
  days: ['friday', 'monday', 'tuesday', 'wednesday', 'thursday'],
};

describe('guest formatting', () => {
  it('formats exact decimal prices in the currency and the guest locale', () => {
    expect(formatDecimalPrice('12.50', 'EUR', 'es')).toBe('12,50\u00a0€');
    expect(formatDecimalPrice('3.5', 'USD', 'en-GB')).toBe('US$3.50');
    expect(formatDecimalPrice('1234.05', 'EUR', 'en-GB')).toBe('€1,234.05');
  });

  it('writes the days as runs of weekdays in the guest language, every day in words, or the dates', () => {
    expect(daysText(lunchAndDinner, 'en-GB', 'Every day')).toBe('Mon–Fri');
    expect(daysText({ ...lunchAndDinner, days: ['monday', 'wednesday', 'thursday'] }, 'fr', '')).toBe(
      'lun., mer.–jeu.',
    );
    const everyDay = [...lunchAndDinner.days, 'saturday', 'sunday'] as PublicSchedule['days'];
    expect(daysText({ ...lunchAndDinner, days: everyDay }, 'en-GB', 'Every day')).toBe('Every day');
    const easter = { ...lunchAndDinner, days: [], dateRange: { from: '2026-04-02', to: '2026-04-05' } };
    expect(daysText(easter, 'en-GB', '')).toBe('2 Apr – 5 Apr');
  });

  it('writes several windows in order, joined in the guest language, or all day', () => {
    expect(hoursText(lunchAndDinner, 'en-GB', 'all day')).toBe('13:00–16:00 and 20:00–23:30');
    expect(hoursText(lunchAndDinner, 'fr', '')).toBe('13:00–16:00 et 20:00–23:30');
    expect(hoursText(lunchAndDinner, 'en-US', '')).toBe('1:00 PM–4:00 PM and 8:00 PM–11:30 PM');
    expect(hoursText({ ...lunchAndDinner, unlimitedTime: true }, 'en-GB', 'all day')).toBe('all day');
  });

  it('says how a menu stands now, with the time or date in the guest locale', () => {
    expect(serviceText({ state: 'open', until: '16:00' }, 'en-GB')).toEqual({ key: 'service.open' });
    expect(serviceText({ state: 'later', at: '20:00' }, 'en-US')).toEqual({
      key: 'service.later',
      values: { time: '8:00 PM' },
    });
    expect(serviceText({ state: 'upcoming', from: '2026-04-02' }, 'es')).toEqual({
      key: 'service.upcoming',
      values: { date: '2 abr' },
    });
    expect(serviceText({ state: 'notToday' }, 'es')).toEqual({ key: 'service.notToday' });
  });

  it('writes closed and special days in the guest locale, a range of days as one', () => {
    // ICU writes the range with thin spaces.
    expect(spansText([{ from: '2026-12-24', to: '2026-12-26' }], 'en-GB').replace(/\s/g, ' ')).toBe('24 – 26 Dec');
    expect(
      spansText(
        [
          { from: '2026-08-01', to: '2026-08-15' },
          { from: '2026-12-25', to: '2026-12-25' },
        ],
        'es',
      ),
    ).toBe('1–15 ago y 25 dic');
    expect(serviceText({ state: 'closed' }, 'es')).toEqual({ key: 'service.closed' });
  });

  it('lists the menus open now first, keeping the order within each group', () => {
    const menus = [
      { _id: 'a', open: false },
      { _id: 'b', open: true },
      { _id: 'c', open: false },
      { _id: 'd', open: true },
    ];
    expect(openFirst(menus, (menu) => menu.open).map((menu) => menu._id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
