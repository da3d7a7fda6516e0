import { availabilityText, formatDecimalPrice, openFirst } from './format';

const madrid = { timeZone: 'Europe/Madrid', locale: 'en-GB', now: new Date('2026-11-23T10:00:00Z') };

describe('guest formatting', () => {
  it('formats exact decimal prices in the currency and the guest locale', () => {
    expect(formatDecimalPrice('12.50', 'EUR', 'es')).toBe('12,50\u00a0€');
    expect(formatDecimalPrice('3.5', 'USD', 'en-GB')).toBe('US$3.50');
    expect(formatDecimalPrice('1234.05', 'EUR', 'en-GB')).toBe('€1,234.05');
  });

  it('writes "from 20:00" for later today and a date for another day, in the restaurant time zone', () => {
    expect(availabilityText({ state: 'notActive', from: '2026-11-23T19:00:00Z' }, madrid)).toEqual({
      key: 'availability.fromTime',
      time: '20:00',
    });
    expect(availabilityText({ state: 'availableFrom', from: '2026-02-28T23:00:00Z' }, madrid)).toEqual({
      key: 'availability.fromDate',
      date: '1 March',
    });
    expect(availabilityText({ state: 'notActive', from: '2026-11-24T12:00:00Z' }, madrid)).toEqual({
      key: 'availability.fromDate',
      date: '24 November at 13:00',
    });
  });

  it("writes the time as the guest's locale does, like the owner's screens (one formatter)", () => {
    const us = { ...madrid, locale: 'en-US' };
    expect(availabilityText({ state: 'notActive', from: '2026-11-23T19:00:00Z' }, us)).toEqual({
      key: 'availability.fromTime',
      time: '8:00 PM',
    });
    expect(availabilityText({ state: 'notActive', from: '2026-11-24T12:00:00Z' }, { ...madrid, locale: 'es' })).toEqual(
      {
        key: 'availability.fromDate',
        date: '24 de noviembre a las 13:00',
      },
    );
  });

  it('names the states that have no next opening', () => {
    expect(availabilityText({ state: 'available' }, madrid).key).toBe('availability.available');
    expect(availabilityText({ state: 'notActive' }, madrid).key).toBe('availability.notActive');
    expect(availabilityText({ state: 'neverAvailable' }, madrid).key).toBe('availability.neverAvailable');
  });

  it('lists the menus open now first, keeping the order within each group', () => {
    const menus = [
      { _id: 'a', availability: { state: 'notActive' as const } },
      { _id: 'b', availability: { state: 'available' as const } },
      { _id: 'c', availability: { state: 'neverAvailable' as const } },
      { _id: 'd', availability: { state: 'available' as const } },
    ];
    expect(openFirst(menus).map((menu) => menu._id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
