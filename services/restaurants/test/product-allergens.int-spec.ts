import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GUEST_CACHE_INVALIDATES_HEADER,
  MENU_ROUTES as M,
  PUBLIC_ROUTES as P,
  RESTAURANT_ROUTES as R,
  type Menu,
  type Product,
  type ProductList,
  type PublicMenuPage,
  type Restaurant,
  type Section,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createProduct, createRestaurant, error, OTHER_ID } from './fixtures';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
// 18:30 on Monday 2 March in New York, where the restaurant is; already Tuesday in Madrid and in UTC.
const MONDAY_EVENING_NY = '2026-03-02T23:30:00.000Z';
// Midnight starting Tuesday in New York (UTC-5).
const END_OF_MONDAY_NY = '2026-03-03T05:00:00.000Z';

describe('product allergens, traces, diets and sold out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'carta-clock-'));
  const clockFile = join(dir, 'now');
  const setClock = (iso: string) => writeFileSync(clockFile, iso);
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;
  let menu: Menu;
  let section: Section;

  const products = () => R.products(restaurant._id);
  const soldOut = (productId: string) => R.productSoldOut(restaurant._id, productId);
  const send = (path: string, method: string, body?: unknown, token = owner.token) =>
    svc.request(path, { method, token, body });
  /** A product on the menu, so the guest page shows it. */
  async function onMenu(body: Record<string, unknown>): Promise<Product> {
    const product = await createProduct(svc, owner.token, restaurant._id, body);
    await svc.request(M.items(restaurant._id, menu._id, section._id), {
      token: owner.token,
      body: { productId: product._id },
    });
    return product;
  }
  async function guestSees(productName: string) {
    const res = await svc.request(P.menu(restaurant._id, menu._id));
    const items = (res.body as PublicMenuPage).menu.sections.flatMap((s) => s.items);
    return items.find((item) => item.name.es === productName);
  }

  beforeAll(async () => {
    setClock(MONDAY_EVENING_NY);
    svc = await startServiceForTest(AppModule, { name: 'allergens', env: { CARTA_CLOCK_FILE: clockFile } });
    [owner, other, admin] = await Promise.all([svc.createUser(), svc.createUser(), svc.createUser({ role: 'admin' })]);
    restaurant = await createRestaurant(svc, owner.token, { languages: ['es'], timeZone: 'America/New_York' });
    const created = await svc.request(M.menus(restaurant._id), {
      token: owner.token,
      body: { name: { es: 'Carta' }, unlimitedTime: true, days: EVERY_DAY },
    });
    menu = created.body as Menu;
    section = (
      await svc.request(M.sections(restaurant._id, menu._id), { token: owner.token, body: { name: { es: 'Tapas' } } })
    ).body as Section;
  });
  beforeEach(() => setClock(MONDAY_EVENING_NY));
  afterAll(async () => {
    await svc.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores contains and traces apart, the confirmation, diets and spiciness, and shows them to guests', async () => {
    const body = {
      name: { es: 'Tarta' },
      price: 600,
      allergens: ['gluten', 'egg'],
      traces: ['peanuts'],
      allergensConfirmed: true,
      diets: ['vegetarian'],
      spiciness: 2,
    };
    const product = await onMenu(body);
    expect(product).toMatchObject({ ...body, soldOut: null });
    expect(await guestSees('Tarta')).toMatchObject({
      allergens: ['gluten', 'egg'],
      traces: ['peanuts'],
      allergensConfirmed: true,
      diets: ['vegetarian'],
      spiciness: 2,
      soldOut: false,
    });
  });

  it('starts unconfirmed, with no traces, diets or spiciness', async () => {
    const product = await createProduct(svc, owner.token, restaurant._id, { name: { es: 'Pan' }, price: 100 });
    expect(product).toMatchObject({ traces: [], allergensConfirmed: false, diets: [], spiciness: 0, soldOut: null });
  });

  it.each([
    [{ allergens: ['egg'], traces: ['egg', 'soy'] }, 'ALLERGEN_TRACES_OVERLAP', 'traces'],
    [{ traces: ['nuts'] }, 'ERROR', 'traces'],
    [{ traces: ['soy', 'soy'] }, 'ERROR', 'traces'],
    [{ traces: 'soy' }, 'ERROR', 'traces'],
    [{ diets: ['kosher'] }, 'ERROR', 'diets'],
    [{ diets: ['vegan', 'vegan'] }, 'ERROR', 'diets'],
    [{ spiciness: 4 }, 'ERROR', 'spiciness'],
    [{ spiciness: -1 }, 'ERROR', 'spiciness'],
    [{ spiciness: 1.5 }, 'ERROR', 'spiciness'],
    [{ spiciness: '2' }, 'ERROR', 'spiciness'],
    [{ allergensConfirmed: 'yes' }, 'ERROR', 'allergensConfirmed'],
  ])('validates %j: 422 %s naming %s', async (extra, msg, param) => {
    const res = await send(products(), 'POST', { name: { es: 'Mal' }, price: 100, ...extra });
    expect(res).toMatchObject({ status: 422, body: { errors: { msg, param } } });
  });

  it('checks an edit against what is stored: a trace the product already contains is refused', async () => {
    const product = await createProduct(svc, owner.token, restaurant._id, {
      ...{ name: { es: 'Huevos' }, price: 700, allergens: ['egg'] },
    });
    const res = await send(R.product(restaurant._id, product._id), 'PATCH', { traces: ['egg'] });
    expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'ALLERGEN_TRACES_OVERLAP', param: 'traces' } } });
    // Moving it from contains to traces in one edit is fine.
    const moved = await send(R.product(restaurant._id, product._id), 'PATCH', { allergens: [], traces: ['egg'] });
    expect(moved).toMatchObject({ status: 200, body: { allergens: [], traces: ['egg'] } });
  });

  it('a confirmation covers the lists it was given with: changing them unconfirms, other edits keep it', async () => {
    const product = await createProduct(svc, owner.token, restaurant._id, {
      ...{ name: { es: 'Sopa' }, price: 500, allergens: ['celery'], allergensConfirmed: true },
    });
    const one = R.product(restaurant._id, product._id);
    expect(await send(one, 'PATCH', { price: 550 })).toMatchObject({ body: { allergensConfirmed: true } });
    expect(await send(one, 'PATCH', { allergens: ['celery'] })).toMatchObject({ body: { allergensConfirmed: true } });
    expect(await send(one, 'PATCH', { traces: ['mustard'] })).toMatchObject({ body: { allergensConfirmed: false } });
    const confirmed = await send(one, 'PATCH', { traces: ['mustard', 'soy'], allergensConfirmed: true });
    expect(confirmed).toMatchObject({ body: { allergensConfirmed: true } });
  });

  it('lists only the unconfirmed with ?allergensConfirmed=false, and counts them whatever the filter', async () => {
    const all = (await send(`${products()}?limit=100`, 'GET')).body as ProductList;
    const unconfirmed = all.docs.filter((p) => !p.allergensConfirmed).map((p) => p._id);
    expect(unconfirmed.length).toBeGreaterThan(0);
    expect(all.unconfirmedAllergens).toBe(unconfirmed.length);
    const only = (await send(`${products()}?limit=100&allergensConfirmed=false`, 'GET')).body as ProductList;
    expect(only.docs.map((p) => p._id).sort()).toEqual(unconfirmed.sort());
    expect(only).toMatchObject({ totalDocs: unconfirmed.length, unconfirmedAllergens: unconfirmed.length });
    const confirmed = (await send(`${products()}?allergensConfirmed=true`, 'GET')).body as ProductList;
    expect(confirmed.docs.every((p) => p.allergensConfirmed)).toBe(true);
    expect(await send(`${products()}?allergensConfirmed=maybe`, 'GET')).toMatchObject(error(422, 'ERROR_WITH_FILTER'));
  });

  it("sold out until the end of the restaurant's day: guests see it at once, and it is back by itself at midnight", async () => {
    const product = await onMenu({ name: { es: 'Pulpo' }, price: 1800 });
    const res = await send(soldOut(product._id), 'PUT', { until: 'endOfDay' });
    expect(res).toMatchObject({ status: 200, body: { soldOut: { until: END_OF_MONDAY_NY } } });
    // The write names the restaurant, so the gateway drops its guests' cached copies.
    expect(res.headers.get(GUEST_CACHE_INVALIDATES_HEADER)).toBe(restaurant._id);
    expect(await guestSees('Pulpo')).toMatchObject({ soldOut: true });

    setClock('2026-03-03T04:59:59.000Z');
    expect(await guestSees('Pulpo')).toMatchObject({ soldOut: true });
    setClock(END_OF_MONDAY_NY);
    expect(await guestSees('Pulpo')).toMatchObject({ soldOut: false });
    expect(await send(R.product(restaurant._id, product._id), 'GET')).toMatchObject({ body: { soldOut: null } });
  });

  it('sold out until further notice stays so on the next days, until the owner puts it back on sale', async () => {
    const product = await onMenu({ name: { es: 'Gambas' }, price: 1400 });
    expect(await send(soldOut(product._id), 'PUT', { until: 'furtherNotice' })).toMatchObject({
      status: 200,
      body: { soldOut: { until: null } },
    });
    setClock('2026-03-10T12:00:00.000Z');
    expect(await guestSees('Gambas')).toMatchObject({ soldOut: true });
    const back = await send(soldOut(product._id), 'DELETE');
    expect(back).toMatchObject({ status: 200, body: { soldOut: null } });
    expect(back.headers.get(GUEST_CACHE_INVALIDATES_HEADER)).toBe(restaurant._id);
    expect(await guestSees('Gambas')).toMatchObject({ soldOut: false });
  });

  it("refuses a bad choice, and another owner's, an admin's or an unknown product: 422 and 404", async () => {
    const product = await createProduct(svc, owner.token, restaurant._id, { name: { es: 'Flan' }, price: 400 });
    expect(await send(soldOut(product._id), 'PUT', { until: 'tomorrow' })).toMatchObject({
      status: 422,
      body: { errors: { msg: 'ERROR', param: 'until' } },
    });
    for (const token of [other.token, admin.token]) {
      expect(await send(soldOut(product._id), 'PUT', { until: 'endOfDay' }, token)).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await send(soldOut(product._id), 'DELETE', undefined, token)).toMatchObject(error(404, 'NOT_FOUND'));
    }
    expect(await send(soldOut(OTHER_ID), 'PUT', { until: 'endOfDay' })).toMatchObject(error(404, 'NOT_FOUND'));
    expect(await send(R.product(restaurant._id, product._id), 'GET')).toMatchObject({ body: { soldOut: null } });
  });
});
