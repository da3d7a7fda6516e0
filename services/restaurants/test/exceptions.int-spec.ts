import {
  MENU_ROUTES as M,
  PUBLIC_ROUTES as P,
  RESTAURANT_ROUTES as R,
  type Menu,
  type MenuDetail,
  type Product,
  type PublicRestaurant,
  type PublicRestaurantList,
  type Restaurant,
  type Section,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createProduct, createRestaurant, error, OTHER_ID } from './fixtures';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ALL_DAY = { name: { es: 'Carta' }, unlimitedTime: true, days: EVERY_DAY };
/** An ISO date `days` from today (UTC): ±2 days cover today in any restaurant's time zone. */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const param = (status: number, msg: string, name: string) => ({
  status,
  body: { errors: { msg, param: name } },
});

describe('closed and special days; copying a menu to another restaurant', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;
  let second: Restaurant;
  let othersRestaurant: Restaurant;

  const post = async <T>(path: string, body: unknown, token = owner.token): Promise<T> => {
    const res = await svc.request(path, { token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };
  const patch = (path: string, body: unknown, token = owner.token) =>
    svc.request(path, { method: 'PATCH', token, body });

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    [owner, other, admin] = await Promise.all([svc.createUser(), svc.createUser(), svc.createUser({ role: 'admin' })]);
    restaurant = await createRestaurant(svc, owner.token, { languages: ['es', 'gb'], timeZone: 'Europe/Madrid' });
    second = await createRestaurant(svc, owner.token, { name: 'Segundo', languages: ['es'] });
    othersRestaurant = await createRestaurant(svc, other.token, { languages: ['es'] });
  });
  afterAll(() => svc.close());

  describe("a restaurant's closed days", () => {
    it('stores them in date order; a new restaurant has none', async () => {
      expect(restaurant.closedDates).toEqual([]);
      const holidays = [
        { from: '2026-12-25', to: '2026-12-25' },
        { from: '2026-08-01', to: '2026-08-15' },
      ];
      const res = await patch(R.one(second._id), { closedDates: holidays });
      expect(res).toMatchObject({ status: 200, body: { closedDates: [holidays[1], holidays[0]] } });
      expect((await svc.request(R.one(second._id), { token: owner.token })).body).toMatchObject({
        closedDates: [holidays[1], holidays[0]],
      });
      expect(await patch(R.one(second._id), { closedDates: [] })).toMatchObject({ body: { closedDates: [] } });
    });

    it.each([
      [{ closedDates: [{ from: '2026-12-26', to: '2026-12-25' }] }, 'ERROR', 'closedDates.0.to'],
      [{ closedDates: [{ from: '2026-02-30', to: '2026-03-01' }] }, 'ERROR', 'closedDates.0.from'],
      [{ closedDates: [{ from: '25/12/2026', to: '2026-12-25' }] }, 'ERROR', 'closedDates.0.from'],
      [{ closedDates: [{ from: '2026-12-25' }] }, 'IS_EMPTY', 'closedDates.0.to'],
      [{ closedDates: [{ from: '2026-01-01', to: '2027-06-01' }] }, 'TOO_LONG', 'closedDates.0.to'],
      [{ closedDates: '2026-12-25' }, 'ERROR', 'closedDates'],
      [{ closedDates: Array(51).fill({ from: '2026-12-25', to: '2026-12-25' }) }, 'TOO_LONG', 'closedDates'],
    ])('validates %j: 422 %s naming %s', async (body, code, field) => {
      expect(await patch(R.one(second._id), body)).toMatchObject(param(422, code, field));
    });

    it("another owner's restaurant is 404", async () => {
      expect(await patch(R.one(othersRestaurant._id), { closedDates: [] })).toMatchObject(error(404, 'NOT_FOUND'));
    });

    it('a closed day stops every menu: owner badges and the public API say so', async () => {
      const menu = await post<Menu>(M.menus(second._id), ALL_DAY);
      expect(menu.availability).toEqual({ state: 'available' });
      await patch(R.one(second._id), { closedDates: [{ from: isoDay(-2), to: isoDay(2) }] });
      const closed = (await svc.request(M.menu(second._id, menu._id), { token: owner.token })).body as MenuDetail;
      expect(closed.availability).toMatchObject({ state: 'notActive' });
      const guests = (await svc.request(`${P.restaurants}?_id=${second._id}`)).body as PublicRestaurantList;
      expect(guests.docs[0].closedDates).toEqual([{ from: isoDay(-2), to: isoDay(2) }]);
      expect(guests.docs[0].menus[0].availability).toMatchObject({ state: 'notActive' });
      // Spans already over are not sent to guests.
      await patch(R.one(second._id), { closedDates: [{ from: '2020-01-01', to: '2020-01-02' }] });
      const reopened = (await svc.request(`${P.restaurants}?_id=${second._id}`)).body as PublicRestaurantList;
      expect(reopened.docs[0]).toMatchObject({ closedDates: [], menus: [{ availability: { state: 'available' } }] });
      await svc.request(M.menu(second._id, menu._id), { method: 'DELETE', token: owner.token });
    });
  });

  describe("a menu's closed and special days", () => {
    it('a menu of special days only ("only 24–26 Dec") is valid, stored and sent to guests', async () => {
      const christmas = await post<Menu>(M.menus(restaurant._id), {
        name: { es: 'Navidad' },
        timeRanges: [{ start: '20:00', end: '01:00' }],
        days: [],
        exceptions: [
          { kind: 'special', from: '2099-12-24', to: '2099-12-26' },
          { kind: 'closed', from: '2099-12-25', to: '2099-12-25' },
        ],
      });
      expect(christmas.exceptions).toEqual([
        { kind: 'special', from: '2099-12-24', to: '2099-12-26' },
        { kind: 'closed', from: '2099-12-25', to: '2099-12-25' },
      ]);
      expect(christmas.availability).toMatchObject({ state: 'notActive', from: '2099-12-24T19:00:00.000Z' });
      const guests = (await svc.request(`${P.restaurants}?_id=${restaurant._id}`)).body as PublicRestaurantList;
      expect(guests.docs[0].menus.find((menu) => menu._id === christmas._id)?.schedule.exceptions).toHaveLength(2);
    });

    it('a closed day today stops the menu today', async () => {
      const menu = await post<Menu>(M.menus(restaurant._id), ALL_DAY);
      const res = await patch(M.menu(restaurant._id, menu._id), {
        exceptions: [{ kind: 'closed', from: isoDay(-2), to: isoDay(2) }],
      });
      expect(res).toMatchObject({ status: 200, body: { availability: { state: 'notActive' } } });
    });

    it.each([
      [{ exceptions: [{ kind: 'holiday', from: '2026-12-25', to: '2026-12-25' }] }, 'ERROR', 'exceptions.0.kind'],
      [{ exceptions: [{ from: '2026-12-25', to: '2026-12-25' }] }, 'IS_EMPTY', 'exceptions.0.kind'],
      [{ exceptions: [{ kind: 'closed', from: '2026-12-26', to: '2026-12-25' }] }, 'ERROR', 'exceptions.0.to'],
      [{ exceptions: [{ kind: 'closed', from: '2026-13-01', to: '2026-12-25' }] }, 'ERROR', 'exceptions.0.from'],
      [{ exceptions: {} }, 'ERROR', 'exceptions'],
      [{ days: [], exceptions: [{ kind: 'closed', from: '2026-12-25', to: '2026-12-25' }] }, 'MENU_SCHEDULE', 'days'],
    ])('validates %j: 422 %s naming %s', async (body, code, field) => {
      expect(
        await svc.request(M.menus(restaurant._id), { token: owner.token, body: { ...ALL_DAY, ...body } }),
      ).toMatchObject(param(422, code, field));
    });
  });

  describe("the owner's preview: the restaurant as guests would read it at an instant", () => {
    it('shows the Christmas menu on 24 Dec evening, nothing on a closed day; no cache for guests', async () => {
      const rid = (await createRestaurant(svc, owner.token, { name: 'Preview', timeZone: 'Europe/Madrid' }))._id;
      const daily = await post<Menu>(M.menus(rid), { ...ALL_DAY, name: { es: 'Carta' } });
      const christmas = await post<Menu>(M.menus(rid), {
        name: { es: 'Navidad' },
        timeRanges: [{ start: '20:00', end: '01:00' }],
        days: [],
        exceptions: [{ kind: 'special', from: '2030-12-24', to: '2030-12-26' }],
      });
      await patch(R.one(rid), { closedDates: [{ from: '2030-12-31', to: '2030-12-31' }] });
      const at = (instant: string, token = owner.token) =>
        svc.request(`${R.preview(rid)}?at=${encodeURIComponent(instant)}`, { token });
      const eve = await at('2030-12-24T20:30:00+01:00');
      expect(eve.status).toBe(200);
      expect(eve.headers.get('cache-control')).toBe('private, no-store');
      const states = (body: unknown) =>
        Object.fromEntries((body as PublicRestaurant).menus.map((menu) => [menu._id, menu.availability.state]));
      expect(states(eve.body)).toEqual({ [daily._id]: 'available', [christmas._id]: 'available' });
      expect(states((await at('2030-12-20T20:30:00+01:00')).body)).toEqual({
        [daily._id]: 'available',
        [christmas._id]: 'notActive',
      });
      const closed = await at('2030-12-31T13:00:00+01:00');
      expect(states(closed.body)).toEqual({ [daily._id]: 'notActive', [christmas._id]: 'neverAvailable' });
      expect((closed.body as PublicRestaurant).closedDates).toEqual([{ from: '2030-12-31', to: '2030-12-31' }]);
      // The guests' own read is of now, whatever was previewed.
      const guests = (await svc.request(`${P.restaurants}?_id=${rid}`)).body as PublicRestaurantList;
      expect(guests.docs[0].menus.find((menu) => menu._id === christmas._id)?.availability.state).not.toBe('available');
      expect((await at('2030-12-24T20:30:00Z', admin.token)).status).toBe(200);
      expect(await at('2030-12-24T20:30:00Z', other.token)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(`${R.preview(rid)}?at=2030-12-24T20:30:00Z`)).toMatchObject(error(401, 'UNAUTHORIZED'));
      expect(await at('yesterday')).toMatchObject(param(422, 'ERROR', 'at'));
      expect(await svc.request(R.preview(rid), { token: owner.token })).toMatchObject(param(422, 'IS_EMPTY', 'at'));
      expect(await svc.request(`${R.preview(OTHER_ID)}?at=2030-12-24T20:30:00Z`, { token: owner.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
    });
  });

  describe('copying a menu into another restaurant', () => {
    let menu: Menu;
    let croquetas: Product;
    let bravas: Product;

    beforeAll(async () => {
      croquetas = await createProduct(svc, owner.token, restaurant._id, {
        name: { es: 'Croquetas' },
        price: 900,
        allergens: ['gluten'],
      });
      bravas = await createProduct(svc, owner.token, restaurant._id, { name: { es: 'Bravas' }, price: 650 });
      menu = await post<Menu>(M.menus(restaurant._id), {
        ...ALL_DAY,
        name: { es: 'Tapas' },
        fixedPrice: true,
        price: 1490,
        exceptions: [{ kind: 'closed', from: '2099-12-25', to: '2099-12-25' }],
      });
      const first = await post<Section>(M.sections(restaurant._id, menu._id), { name: { es: 'Frías' } });
      const hot = await post<Section>(M.sections(restaurant._id, menu._id), { name: { es: 'Calientes' } });
      await post(M.items(restaurant._id, menu._id, first._id), { productId: croquetas._id, price: 800 });
      await post(M.items(restaurant._id, menu._id, hot._id), { productId: croquetas._id, price: null });
      await post(M.items(restaurant._id, menu._id, hot._id), { productId: bravas._id, price: null });
    });

    it('copies sections, items, prices and schedule, disabled, with copies of its products (once each)', async () => {
      const res = await svc.request(M.copy(restaurant._id, menu._id), {
        token: owner.token,
        body: { restaurantId: second._id },
      });
      expect(res.status).toBe(201);
      const copy = res.body as Menu;
      expect(copy).toMatchObject({
        restaurantId: second._id,
        name: { es: 'Tapas (copia)' },
        enabled: false,
        fixedPrice: true,
        price: 1490,
        exceptions: menu.exceptions,
      });
      const detail = (await svc.request(M.menu(second._id, copy._id), { token: owner.token })).body as MenuDetail;
      expect(detail.sections.map((section) => section.name.es)).toEqual(['Frías', 'Calientes']);
      const items = detail.sections.flatMap((section) => section.items);
      expect(items.map((item) => [item.product.name.es, item.price, item.product.price])).toEqual([
        ['Croquetas', 800, 900],
        ['Croquetas', null, 900],
        ['Bravas', null, 650],
      ]);
      // The products are the target's own: new ids, one copy per product, the source's untouched.
      expect(items.every((item) => item.product.restaurantId === second._id)).toBe(true);
      expect(new Set(items.map((item) => item.productId)).size).toBe(2);
      expect(items.some((item) => item.productId === croquetas._id)).toBe(false);
      expect(items[0].product.allergens).toEqual(['gluten']);
      const products = (await svc.request(R.products(second._id), { token: owner.token })).body as {
        totalDocs: number;
      };
      expect(products.totalDocs).toBe(2);
      const source = (await svc.request(M.menu(restaurant._id, menu._id), { token: owner.token })).body as MenuDetail;
      expect(source.sections.flatMap((section) => section.items).map((item) => item.productId)).toEqual([
        croquetas._id,
        croquetas._id,
        bravas._id,
      ]);
    });

    it('copies into its own restaurant as a duplicate named "… (copia)": its items keep their products', async () => {
      const products = async () =>
        ((await svc.request(R.products(restaurant._id), { token: owner.token })).body as { totalDocs: number })
          .totalDocs;
      const before = await products();
      const res = await svc.request(M.copy(restaurant._id, menu._id), {
        token: owner.token,
        body: { restaurantId: restaurant._id.toUpperCase() },
      });
      expect(res).toMatchObject({
        status: 201,
        body: { restaurantId: restaurant._id, name: { es: 'Tapas (copia)' }, enabled: false },
      });
      const detail = (await svc.request(M.menu(restaurant._id, (res.body as Menu)._id), { token: owner.token }))
        .body as MenuDetail;
      expect(detail.sections.flatMap((section) => section.items).map((item) => item.productId)).toEqual([
        croquetas._id,
        croquetas._id,
        bravas._id,
      ]);
      expect(await products()).toBe(before);
    });

    it("404 for another owner's source or target, an unknown one, or an admin; 422 for a malformed body", async () => {
      const copy = (path: string, restaurantId: unknown, token = owner.token) =>
        svc.request(path, { token, body: { restaurantId } });
      const othersMenu = await post<Menu>(M.menus(othersRestaurant._id), ALL_DAY, other.token);
      expect(await copy(M.copy(restaurant._id, menu._id), othersRestaurant._id)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await copy(M.copy(othersRestaurant._id, othersMenu._id), second._id)).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await copy(M.copy(restaurant._id, menu._id), second._id, other.token)).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await copy(M.copy(restaurant._id, menu._id), second._id, admin.token)).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await copy(M.copy(restaurant._id, menu._id), OTHER_ID)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await copy(M.copy(second._id, menu._id), restaurant._id)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await copy(M.copy(restaurant._id, menu._id), 'x')).toMatchObject(
        param(422, 'ID_MALFORMED', 'restaurantId'),
      );
      expect(await copy(M.copy(restaurant._id, menu._id), undefined)).toMatchObject(
        param(422, 'IS_EMPTY', 'restaurantId'),
      );
      expect(await svc.request(M.copy(restaurant._id, menu._id), { body: { restaurantId: second._id } })).toMatchObject(
        error(401, 'UNAUTHORIZED'),
      );
    });
  });
});
