import { acceptedLanguages, pageRoute } from './guest-pages';

const ID = '11111111-1111-4111-8111-111111111111';
const MENU = '33333333-3333-4333-8333-333333333333';

describe('pageRoute', () => {
  it('reads the three guest screens, ids in any case', () => {
    expect(pageRoute(`/guest/restaurant/${ID}`)).toEqual({ screen: 'restaurant', restaurantId: ID });
    expect(pageRoute(`/guest/restaurant/${ID.toUpperCase()}/menus/`)).toEqual({ screen: 'menus', restaurantId: ID });
    expect(pageRoute(`/guest/restaurant/${ID}/menu/${MENU}`)).toEqual({
      screen: 'menu',
      restaurantId: ID,
      menuId: MENU,
    });
  });

  it('leaves anything else to the single-page app', () => {
    for (const path of [
      '/',
      '/login',
      `/guest/restaurant/nope`,
      `/guest/restaurant/${ID}/menu/%zz`,
      `/restaurant/${ID}`,
    ]) {
      expect(pageRoute(path)).toBeNull();
    }
  });
});

describe('acceptedLanguages', () => {
  it('orders by q, keeps the header’s order on ties, drops refusals and junk', () => {
    expect(acceptedLanguages('fr;q=0.5, en-GB, de;q=0, es;q=0.9, <script>')).toEqual(['en-GB', 'es', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
