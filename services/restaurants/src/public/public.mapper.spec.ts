import { availabilitiesAt, toPublicMenu, toPublicRestaurant } from './public.mapper';
import type { PublicSnapshot } from './public.row';

const MENU = {
  name: { es: 'Carta' },
  fixedPrice: false,
  priceCents: null,
  showItemPrices: false,
  unlimitedTime: false,
  timeRanges: [{ start: '13:00', end: '16:00' }],
  dateFrom: null,
  dateTo: null,
  days: ['monday' as const],
  exceptions: [],
  banner: null,
};

const snapshot: PublicSnapshot = {
  restaurant: {
    id: 'r1',
    name: 'Casa',
    address: '',
    postalCode: '',
    city: '',
    phone: '',
    web: '',
    languages: ['es'],
    currency: 'EUR',
    brandColor: '#272727',
    timeZone: 'Europe/Madrid',
    socialLinks: {},
    mapInfo: { lat: 0, lng: 0, enabled: false },
    closedDates: [],
    logo: null,
    cover: null,
    acceptedSubDomain: null,
    // As PostgreSQL writes a timestamptz in JSON: microseconds and an offset.
    publicChangedAt: '2026-03-01T11:00:00.123456+01:00',
  },
  menus: [
    { ...MENU, id: 'm1' },
    { ...MENU, id: 'm2', fixedPrice: true, priceCents: 1490, showItemPrices: false, banner: 'b'.repeat(32) },
  ],
  sections: [
    { id: 's1', menuId: 'm1', name: { es: 'Tapas' }, course: null, banner: null },
    { id: 's2', menuId: 'm2', name: { es: 'Primeros' }, course: { kind: 'choose', count: 1 }, banner: null },
  ],
  items: [
    {
      id: 'i1',
      sectionId: 's1',
      priceCents: 1005,
      name: { es: 'Croquetas' },
      description: {},
      allergens: ['gluten'],
      traces: ['egg'],
      allergensConfirmed: true,
      diets: ['vegetarian'],
      spiciness: 1,
      // sold out for Monday 2 March only: the day ends at midnight in Madrid (23:00 UTC)
      soldOutSince: '2026-03-02T11:00:00+00:00',
      soldOutUntil: '2026-03-02T23:00:00+00:00',
      imageThumb: 't'.repeat(32),
      imageFull: 'f'.repeat(32),
      imageWidth: 1000,
      imageHeight: 500,
      sizes: [
        { id: 'tapa', name: { es: 'Tapa' }, priceCents: 350 },
        { id: 'racion', name: { es: 'Ración' }, priceCents: 1200 },
      ],
      sizePrices: [
        { sizeId: 'racion', priceCents: 1100 },
        { sizeId: 'gone', priceCents: 1 },
      ],
      supplementCents: 200,
    },
    {
      id: 'i2',
      sectionId: 's2',
      priceCents: 700,
      name: { es: 'Sopa' },
      description: {},
      allergens: [],
      traces: [],
      allergensConfirmed: false,
      diets: [],
      spiciness: 0,
      soldOutSince: null,
      soldOutUntil: null,
      imageThumb: null,
      imageFull: null,
      imageWidth: null,
      imageHeight: null,
      sizes: [],
      sizePrices: [],
      supplementCents: 250,
    },
  ],
};

// Monday 2 March 2026, 12:00 UTC = 13:00 in Madrid: lunch is on.
const MONDAY_LUNCH = new Date('2026-03-02T12:00:00Z');

describe('public mapper', () => {
  it('computes availability in the restaurant time zone, with the next opening when closed', () => {
    expect(availabilitiesAt(snapshot, MONDAY_LUNCH)[0]).toEqual({ state: 'available' });
    expect(availabilitiesAt(snapshot, new Date('2026-03-02T15:00:00Z'))[0]).toEqual({
      state: 'notActive',
      from: '2026-03-09T12:00:00.000Z',
    });
  });

  it("writes when guests' data last changed as an ISO instant in UTC (the sitemap's lastmod)", () => {
    const restaurant = toPublicRestaurant(snapshot, availabilitiesAt(snapshot, MONDAY_LUNCH), MONDAY_LUNCH);
    expect(restaurant.publicChangedAt).toBe('2026-03-01T10:00:00.123Z');
  });

  it('writes prices as exact decimals: the fixed menu price, item prices unless the menu hides them', () => {
    const availabilities = availabilitiesAt(snapshot, MONDAY_LUNCH);
    const restaurant = toPublicRestaurant(snapshot, availabilities, MONDAY_LUNCH);
    expect(restaurant.menus.map((menu) => [menu._id, menu.price, menu.banner])).toEqual([
      ['m1', null, null],
      ['m2', '14.90', `/api/restaurants/images/${'b'.repeat(32)}.webp`],
    ]);
    expect(toPublicMenu(snapshot, availabilities, 'm1', MONDAY_LUNCH)?.sections[0].items[0]).toEqual({
      _id: 'i1',
      name: { es: 'Croquetas' },
      description: {},
      allergens: ['gluten'],
      traces: ['egg'],
      allergensConfirmed: true,
      diets: ['vegetarian'],
      spiciness: 1,
      soldOut: true,
      price: '10.05',
      sizes: [
        { name: { es: 'Tapa' }, price: '3.50' },
        { name: { es: 'Ración' }, price: '11.00' },
      ],
      supplement: null,
      image: {
        thumb: `/api/restaurants/images/${'t'.repeat(32)}.webp`,
        full: `/api/restaurants/images/${'f'.repeat(32)}.webp`,
        width: 1000,
        height: 500,
      },
    });
    expect(toPublicMenu(snapshot, availabilities, 'm2', MONDAY_LUNCH)?.sections[0].items[0].price).toBeNull();
  });

  it("is sold out until the end of the restaurant's day, then on sale again by itself", () => {
    const soldOutAt = (iso: string) =>
      toPublicMenu(snapshot, availabilitiesAt(snapshot, MONDAY_LUNCH), 'm1', new Date(iso))?.sections[0].items[0]
        .soldOut;
    expect(soldOutAt('2026-03-02T22:59:59Z')).toBe(true);
    expect(soldOutAt('2026-03-02T23:00:00Z')).toBe(false);
    const forGood = { ...snapshot.items[1], soldOutSince: '2026-03-02T11:00:00Z' };
    const later = toPublicMenu({ ...snapshot, items: [forGood] }, [], 'm2', new Date('2027-01-01T00:00:00Z'));
    expect(later?.sections[0].items[0].soldOut).toBe(true);
  });

  it("shows a course's rule and its supplements on a fixed-price menu only", () => {
    const availabilities = availabilitiesAt(snapshot, MONDAY_LUNCH);
    const course = toPublicMenu(snapshot, availabilities, 'm2', MONDAY_LUNCH)?.sections[0];
    expect(course).toMatchObject({ course: { kind: 'choose', count: 1 }, items: [{ supplement: '2.50' }] });
    const noLongerFixed = { ...snapshot, menus: snapshot.menus.map((menu) => ({ ...menu, fixedPrice: false })) };
    expect(toPublicMenu(noLongerFixed, availabilities, 'm2', MONDAY_LUNCH)?.sections[0]).toMatchObject({
      course: null,
      items: [{ supplement: null, price: '7.00' }],
    });
  });

  it("shows the owner's map point only while 'how to arrive' is on", () => {
    const at = (mapInfo: PublicSnapshot['restaurant']['mapInfo']) =>
      toPublicRestaurant({ ...snapshot, restaurant: { ...snapshot.restaurant, mapInfo } }, [], MONDAY_LUNCH).mapInfo;
    expect(at({ lat: 40.4, lng: -3.7, enabled: false })).toEqual({ lat: 0, lng: 0, enabled: false });
    expect(at({ lat: 40.4, lng: -3.7, enabled: true })).toEqual({ lat: 40.4, lng: -3.7, enabled: true });
  });

  it('names the subdomain only once an admin accepted it, in lower case (where its pages are canonical)', () => {
    const at = (acceptedSubDomain: string | null) =>
      toPublicRestaurant({ ...snapshot, restaurant: { ...snapshot.restaurant, acceptedSubDomain } }, [], MONDAY_LUNCH)
        .subDomain;
    expect(at(null)).toBeNull();
    expect(at('CasaPepe')).toBe('casapepe');
  });

  it('knows only its own menus', () => {
    expect(toPublicMenu(snapshot, availabilitiesAt(snapshot, MONDAY_LUNCH), 'elsewhere', MONDAY_LUNCH)).toBeNull();
  });
});
