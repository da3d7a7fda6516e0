import type { Menu } from '@carta/contracts';
import { EMPTY_MENU, inputOf, validateMenu, valuesOf, type MenuFormValues } from './menu-form-model';
import { moved } from './use-reorder';

const LANGUAGES = ['gb', 'es'] as const;
const lunch: MenuFormValues = {
  ...EMPTY_MENU,
  name: { gb: ' Lunch ', es: '' },
  timeRanges: [{ start: '13:00', end: '16:00' }],
  days: ['friday', 'monday'],
};

describe('menu form', () => {
  it('accepts a complete menu', () => {
    expect(validateMenu(lunch, LANGUAGES)).toEqual({});
  });

  it("requires the name in the restaurant's first language only", () => {
    expect(validateMenu({ ...lunch, name: { es: 'Comida' } }, LANGUAGES)).toEqual({
      'name-gb': { key: 'validation.required' },
    });
    expect(validateMenu({ ...lunch, name: { gb: 'Lunch' } }, LANGUAGES)).toEqual({});
  });

  it('asks for a day or a date range with the spec messages', () => {
    expect(validateMenu({ ...lunch, days: [] }, LANGUAGES)).toEqual({ days: { key: 'validation.singleDay' } });
    const dates = { ...lunch, scheduleKind: 'dates' as const };
    expect(validateMenu({ ...dates, dateFrom: '2026-03-07' }, LANGUAGES)).toEqual({
      dates: { key: 'validation.dateRange' },
    });
    expect(validateMenu({ ...dates, dateFrom: '2026-03-08', dateTo: '2026-03-07' }, LANGUAGES)).toEqual({
      dates: { key: 'owner:menus.form.datesOrder' },
    });
    expect(validateMenu({ ...dates, dateFrom: '2026-03-07', dateTo: '2026-03-07' }, LANGUAGES)).toEqual({});
  });

  it('needs hours unless the time is unlimited; an end before the start is fine (it crosses midnight)', () => {
    expect(validateMenu({ ...lunch, timeRanges: [] }, LANGUAGES)).toEqual({
      timeRanges: { key: 'owner:menus.form.needHours' },
    });
    expect(validateMenu({ ...lunch, timeRanges: [{ start: '20:00', end: '' }] }, LANGUAGES)).toEqual({
      'end-0': { key: 'validation.required' },
    });
    expect(validateMenu({ ...lunch, timeRanges: [{ start: '20:00', end: '20:00' }] }, LANGUAGES)).toEqual({
      'end-0': { key: 'owner:menus.form.sameHours' },
    });
    expect(validateMenu({ ...lunch, timeRanges: [{ start: '20:00', end: '02:00' }] }, LANGUAGES)).toEqual({});
    expect(validateMenu({ ...lunch, timeRanges: [], unlimitedTime: true }, LANGUAGES)).toEqual({});
  });

  it('checks a fixed price with the decimal rule', () => {
    const fixed = { ...lunch, fixedPrice: true };
    expect(validateMenu(fixed, LANGUAGES)).toEqual({ price: { key: 'validation.required' } });
    expect(validateMenu({ ...fixed, price: '12.345' }, LANGUAGES)).toEqual({
      price: { key: 'validation.decimalPlaces', params: { decimals: 2 } },
    });
    expect(validateMenu({ ...fixed, price: '12,5' }, LANGUAGES)).toEqual({});
    expect(validateMenu({ ...lunch, price: 'not checked without a fixed price' }, LANGUAGES)).toEqual({});
  });

  it('sends days in week order, or a date range, never both; cents; no hours when unlimited', () => {
    expect(inputOf({ ...lunch, fixedPrice: true, price: '12,5', showItemPrices: true }, LANGUAGES)).toEqual({
      name: { gb: 'Lunch' },
      enabled: true,
      fixedPrice: true,
      price: 1250,
      showItemPrices: true,
      unlimitedTime: false,
      timeRanges: [{ start: '13:00', end: '16:00' }],
      dateRange: null,
      days: ['monday', 'friday'],
      exceptions: [],
    });
    const weekend = inputOf(
      { ...lunch, scheduleKind: 'dates', dateFrom: '2026-03-07', dateTo: '2026-03-08', unlimitedTime: true },
      LANGUAGES,
    );
    expect(weekend).toMatchObject({
      dateRange: { from: '2026-03-07', to: '2026-03-08' },
      days: [],
      timeRanges: [],
      price: null,
      showItemPrices: false,
    });
  });

  it('takes special days alone as days, and checks that closed and special days are filled in and in order', () => {
    const christmas = { kind: 'special' as const, from: '2026-12-24', to: '2026-12-26' };
    expect(validateMenu({ ...lunch, days: [], exceptions: [christmas] }, LANGUAGES)).toEqual({});
    expect(validateMenu({ ...lunch, exceptions: [{ ...christmas, to: '' }] }, LANGUAGES).exceptions).toEqual({
      key: 'validation.required',
    });
    expect(validateMenu({ ...lunch, exceptions: [{ ...christmas, to: '2026-12-01' }] }, LANGUAGES).exceptions).toEqual({
      key: 'owner:menus.form.datesOrder',
    });
    expect(inputOf({ ...lunch, exceptions: [christmas] }, LANGUAGES).exceptions).toEqual([christmas]);
  });

  it('fills the form from a stored menu and gives back the same input', () => {
    const stored = {
      ...inputOf({ ...lunch, fixedPrice: true, price: '9.90' }, LANGUAGES),
      _id: 'm1',
      restaurantId: 'r1',
      banner: null,
      availability: { state: 'available' },
      version: 0,
      updatedAt: '2026-03-01T00:00:00.000Z',
    } satisfies Menu;
    const values = valuesOf(stored);
    expect(values).toMatchObject({ price: '9.90', scheduleKind: 'days', dateFrom: '', dateTo: '' });
    expect(inputOf(values, LANGUAGES)).toEqual(inputOf({ ...lunch, fixedPrice: true, price: '9.90' }, LANGUAGES));
  });
});

describe('moved', () => {
  it('moves one entry to another place (a button: the next one; a drop: any) and leaves the list it was given alone', () => {
    const list = ['a', 'b', 'c'];
    expect(moved(list, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(list, 0, 1)).toEqual(['b', 'a', 'c']);
    // a drop: the first entry dropped on the last one's place
    expect(moved(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
