import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  INSIGHTS_ROUTES as I,
  MENU_ROUTES as M,
  PLACEMENT_ROUTES as P,
  type Menu,
  type Placement,
  type Product,
  type Restaurant,
  type Section,
  type SectionItem,
  type RestaurantInsights,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { VISITORS_PER_ADDRESS } from '../src/insights/tally';
import { createProduct, createRestaurant, error, OTHER_ID } from './fixtures';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const ALL_DAY = {
  unlimitedTime: true,
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
};
// 23:30 in Madrid on the 20th is the 21st there: days are the restaurant's.
const NOW = '2026-11-20T23:30:00Z';

describe('insights: guests events and the owners read', () => {
  const clockFile = join(mkdtempSync(join(tmpdir(), 'carta-insights-')), 'now');
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;
  let menu: Menu;
  let othersMenu: Menu;
  let dish: Product;
  let item: SectionItem;
  let placement: Placement;
  let address = 0;

  /** One event from a browser; each call comes from its own address unless `from` is given. */
  const send = (
    body: unknown,
    { from = `10.1.0.${++address}`, agent = BROWSER, type = 'text/plain;charset=UTF-8', rid = restaurant._id } = {},
  ) =>
    svc.request(I.events(rid), {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': type, 'user-agent': agent, 'x-forwarded-for': from },
    });
  /** A guest scanning the placement's QR code from their own address: its short link, redirect not followed. */
  const scan = (code = placement.code) =>
    fetch(`${svc.url}/q/${code}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': `10.6.0.${++address}` },
    });
  const read = (query = 'from=2026-11-19&to=2026-11-21', token = owner.token) =>
    svc.request(`${I.insights(restaurant._id)}?${query}`, { token });
  /** The insights once the recorder has flushed (every 100 ms here) what was sent. */
  const readWhen = async (ready: (insights: RestaurantInsights) => boolean): Promise<RestaurantInsights> => {
    for (let tries = 0; tries < 50; tries++) {
      const res = await read();
      if (res.status === 200 && ready(res.body as RestaurantInsights)) return res.body as RestaurantInsights;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`insights never ready: ${JSON.stringify((await read()).body)}`);
  };

  beforeAll(async () => {
    writeFileSync(clockFile, NOW);
    svc = await startServiceForTest(AppModule, {
      name: 'insights',
      env: { CARTA_CLOCK_FILE: clockFile, INSIGHTS_FLUSH_MS: '100', INSIGHTS_EVENTS_PER_MINUTE: '30' },
    });
    owner = await svc.createUser();
    other = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
    restaurant = await createRestaurant(svc, owner.token);
    const othersRestaurant = await createRestaurant(svc, other.token);
    const menuRes = await svc.request(M.menus(restaurant._id), {
      token: owner.token,
      body: { name: { es: 'La carta' }, ...ALL_DAY },
    });
    menu = menuRes.body as Menu;
    const othersRes = await svc.request(M.menus(othersRestaurant._id), {
      token: other.token,
      body: { name: { es: 'Ajena' }, ...ALL_DAY },
    });
    othersMenu = othersRes.body as Menu;
    dish = await createProduct(svc, owner.token, restaurant._id, { name: { es: 'Croquetas' }, price: 800 });
    const section = await svc.request(M.sections(restaurant._id, menu._id), {
      token: owner.token,
      body: { name: { es: 'Entrantes' } },
    });
    const itemRes = await svc.request(M.items(restaurant._id, menu._id, (section.body as Section)._id), {
      token: owner.token,
      body: { productId: dish._id },
    });
    item = itemRes.body as SectionItem;
    const placementRes = await svc.request(P.placements(restaurant._id), {
      token: owner.token,
      body: { name: 'Mesa 2' },
    });
    placement = placementRes.body as Placement;
  });

  afterAll(() => svc?.close());

  it('counts events per day in the restaurant’s time zone; counts under 5 are hidden', async () => {
    for (let i = 0; i < 6; i++) expect((await send({ kind: 'menuView', menu: menu._id })).status).toBe(204);
    for (let i = 0; i < 3; i++) expect((await send({ kind: 'dishOpen', item: item._id })).status).toBe(204);
    for (let i = 0; i < 5; i++)
      expect((await send({ kind: 'filter', allergens: ['gluten', 'dairyProducts'] })).status).toBe(204);
    await send({ kind: 'language', language: 'gb' });
    for (let i = 0; i < 7; i++) expect((await scan()).status).toBe(302);

    const insights = await readWhen((i) => i.totals.scans.count === 7);
    expect(insights.timeZone).toBe('Europe/Madrid');
    expect(insights.days.map((day) => day.date)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    expect(insights.days[2].menuViews).toEqual({ count: 6, few: false });
    expect(insights.days[1].menuViews).toEqual({ count: 0, few: false });
    // One per address that sent an event; a scan counts none (the page it opens does).
    expect(insights.days[2].visitors).toEqual({ count: 15, few: false });
    expect(insights.menus).toEqual([{ _id: menu._id, name: { es: 'La carta' }, count: { count: 6, few: false } }]);
    expect(insights.dishes).toEqual([{ _id: dish._id, name: { es: 'Croquetas' }, count: { count: null, few: true } }]);
    expect(insights.totals.filters).toEqual({ count: 5, few: false });
    expect(insights.allergens).toEqual([
      { allergen: 'dairyProducts', count: { count: 5, few: false } },
      { allergen: 'gluten', count: { count: 5, few: false } },
    ]);
    expect(insights.languages).toEqual([{ language: 'gb', count: { count: null, few: true } }]);
    // Each scan counted once: by its short link, the guest page sending none.
    expect(insights.placements).toEqual([
      { placement: placement.code, name: 'Mesa 2', count: { count: 7, few: false } },
    ]);
    const placements = await svc.request(P.placements(restaurant._id), { token: owner.token });
    expect((placements.body as { docs: Placement[] }).docs[0].scans).toEqual({ count: 7, few: false });
    // Nothing about who sent them is stored: only these columns exist.
    const { rows } = await svc.db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'insight_counts' ORDER BY column_name`,
    );
    expect(rows.map((row: { column_name: string }) => row.column_name)).toEqual([
      'count',
      'dimension',
      'hour',
      'kind',
      'restaurant_id',
    ]);
  });

  it('counts one visitor once a day however many events they send', async () => {
    const before = (await readWhen(() => true)).days[2].visitors.count ?? 0;
    for (let i = 0; i < 4; i++) await send({ kind: 'menuView', menu: menu._id }, { from: '10.9.9.9' });
    const insights = await readWhen((i) => i.days[2].menuViews.count === 10);
    expect(insights.days[2].visitors.count).toBe(before + 1);
  });

  it('counts one address at most VISITORS_PER_ADDRESS visitors a day, however it rotates its user agent', async () => {
    const before = await readWhen(() => true);
    for (let n = 0; n < 30; n++) {
      const agent = BROWSER.replace('Android 14', `Android 14; Phone ${n}`);
      expect((await send({ kind: 'filter', allergens: ['celery'] }, { from: '10.8.8.8', agent })).status).toBe(204);
    }
    const insights = await readWhen((i) => i.totals.filters.count === (before.totals.filters.count ?? 0) + 30);
    const visitors = (insights.days[2].visitors.count ?? 0) - (before.days[2].visitors.count ?? 0);
    expect(visitors).toBeGreaterThan(0);
    expect(visitors).toBeLessThanOrEqual(VISITORS_PER_ADDRESS);
  });

  it('drops bots and requests without the beacon’s content type, answering 204', async () => {
    const before = (await readWhen(() => true)).totals.menuViews.count;
    const dropped = [
      await send(
        { kind: 'menuView', menu: menu._id },
        { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      ),
      await send({ kind: 'menuView', menu: menu._id }, { agent: 'curl/8.5.0' }),
      await send({ kind: 'menuView', menu: menu._id }, { agent: '' }),
      await send({ kind: 'menuView', menu: menu._id }, { type: 'application/json' }),
      await send({ kind: 'nonsense' }, { agent: 'HeadlessChrome/130.0 Mozilla/5.0' }),
    ];
    expect(dropped.map((res) => res.status)).toEqual([204, 204, 204, 204, 204]);
    await send({ kind: 'language', language: 'jp' });
    const insights = await readWhen((i) => i.languages.some((l) => l.language === 'jp'));
    expect(insights.totals.menuViews.count).toBe(before);
  });

  it('refuses unknown kinds, fields and values with 422 naming the field', async () => {
    const cases: Array<[unknown, string, string]> = [
      ['not json', 'ERROR', 'body'],
      [[1], 'ERROR', 'body'],
      [{ kind: 'visit' }, 'ERROR', 'kind'],
      [{ menu: menu._id }, 'ERROR', 'kind'],
      [{ kind: 'menuView', menu: menu._id, ip: '1.2.3.4' }, 'UNKNOWN_FIELD', 'ip'],
      [{ kind: 'menuView', menu: 'abc' }, 'ERROR', 'menu'],
      [{ kind: 'menuView', menu: othersMenu._id }, 'ERROR', 'menu'],
      [{ kind: 'dishOpen', item: OTHER_ID }, 'ERROR', 'item'],
      [{ kind: 'dishOpen', item: dish._id }, 'ERROR', 'item'],
      [{ kind: 'filter', allergens: [] }, 'ERROR', 'allergens'],
      [{ kind: 'filter', allergens: ['gluten', 'gluten'] }, 'ERROR', 'allergens'],
      [{ kind: 'filter', allergens: ['chocolate'] }, 'ERROR', 'allergens'],
      [{ kind: 'language', language: 'en' }, 'ERROR', 'language'],
      // A scan is counted by the placement's short link only: a page cannot add one.
      [{ kind: 'scan', placement: placement.code }, 'ERROR', 'kind'],
    ];
    for (const [body, code, param] of cases) {
      const res = await send(body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        422,
        { errors: { msg: code, param } },
      ]);
    }
    const long = await send({ kind: 'language', language: 'x'.repeat(2000) });
    expect(long).toMatchObject(error(422, 'TOO_LONG'));
    expect((await send({ kind: 'language', language: 'gb' }, { rid: OTHER_ID })).status).toBe(404);
    expect((await send({ kind: 'language', language: 'gb' }, { rid: 'nope' })).status).toBe(422);
  });

  it('limits events per client address per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await send({ kind: 'language', language: 'gb' }, { from: '10.7.7.7' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('lets the owner only read, with dates checked', async () => {
    expect((await read(undefined, other.token)).status).toBe(404);
    expect((await read(undefined, admin.token)).status).toBe(404);
    expect((await svc.request(I.insights(restaurant._id))).status).toBe(401);
    expect((await svc.request(I.insights(OTHER_ID), { token: owner.token })).status).toBe(404);
    for (const query of [
      'from=2026-11-22&to=2026-11-21',
      'from=2026-02-30',
      'to=21-11-2026',
      'from=2024-01-01&to=2026-11-21',
      'format=xml',
      'foo=1',
    ]) {
      expect([query, (await read(query)).status]).toEqual([query, 422]);
    }
    const recent = (await read('')).body as RestaurantInsights;
    expect([recent.from, recent.to, recent.days.length]).toEqual(['2026-10-23', '2026-11-21', 30]);
  });

  it('exports CSV with the same figures', async () => {
    const res = await svc.request(`${I.insights(restaurant._id)}?from=2026-11-21&to=2026-11-21&format=csv`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="insights-2026-11-21-2026-11-21.csv"');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe('section,key,name,count');
    expect(lines).toContain(`menu,${menu._id},La carta,10`);
    expect(lines).toContain(`dish,${dish._id},Croquetas,< 5`);
    expect(lines).toContain(`placement,${placement.code},Mesa 2,7`);
  });
});
