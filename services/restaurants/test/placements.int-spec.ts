import {
  INSIGHTS_ROUTES,
  PLACEMENT_LIMITS,
  PLACEMENT_ROUTES as P,
  type Placement,
  type PlacementList,
  type Restaurant,
  type RestaurantInsights,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createRestaurant, error, OTHER_ID } from './fixtures';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

describe('placements and their short links', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;

  const id = () => restaurant._id;
  const list = async () => (await svc.request(P.placements(id()), { token: owner.token })).body as PlacementList;
  let guests = 0;
  /** The short link as the service answers a guest's phone (each call another guest's), redirect not followed. */
  const open = (code: string, { from = `10.4.0.${++guests}`, agent = PHONE } = {}) =>
    fetch(`${svc.url}/q/${code}`, { redirect: 'manual', headers: { 'x-forwarded-for': from, 'user-agent': agent } });

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants', env: { INSIGHTS_FLUSH_MS: '100' } });
    [owner, other, admin] = await Promise.all([svc.createUser(), svc.createUser(), svc.createUser({ role: 'admin' })]);
    restaurant = await createRestaurant(svc, owner.token);
  });
  afterAll(() => svc.close());

  it('creates one placement with a short random code: 201', async () => {
    const res = await svc.request(P.placements(id()), { token: owner.token, body: { name: '  Ventana ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      restaurantId: id(),
      name: 'Ventana',
      code: expect.stringMatching(/^[a-z2-9]{8}$/),
      scans: { count: 0, few: false },
      scansLast7Days: { count: 0, few: false },
      createdAt: expect.any(String),
    });
  });

  it('creates "Mesa 1" … "Mesa 20" in one call, in order, each code its own', async () => {
    const res = await svc.request(P.range(id()), { token: owner.token, body: { prefix: 'Mesa', from: 1, to: 20 } });
    expect(res.status).toBe(201);
    const made = res.body as PlacementList;
    expect(made.totalDocs).toBe(20);
    expect(made.docs.map((p) => p.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Mesa ${i + 1}`));
    const all = await list();
    expect(all.docs.map((p) => p.name)).toEqual(['Ventana', ...made.docs.map((p) => p.name)]);
    expect(new Set(all.docs.map((p) => p.code)).size).toBe(21);
  });

  it.each([
    ['no name', {}, 'IS_EMPTY', 'name'],
    ['a blank name', { name: '   ' }, 'IS_EMPTY', 'name'],
    ['a name too long', { name: 'x'.repeat(PLACEMENT_LIMITS.name + 1) }, 'TOO_LONG', 'name'],
    ['an unknown field', { name: 'Barra', code: 'aaaaaaaa' }, 'UNKNOWN_FIELD', 'code'],
  ])('refuses %s: 422 naming the field', async (_case, body, msg, param) => {
    const res = await svc.request(P.placements(id()), { token: owner.token, body });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { msg, param } });
  });

  it.each([
    ['a range backwards', { prefix: 'Mesa', from: 5, to: 2 }, 'ERROR', 'to'],
    ['a range too long', { prefix: 'Mesa', from: 1, to: PLACEMENT_LIMITS.range + 1 }, 'TOO_LONG', 'to'],
    ['a number below 1', { prefix: 'Mesa', from: 0, to: 3 }, 'ERROR', 'from'],
    ['a number that is no integer', { prefix: 'Mesa', from: 1.5, to: 3 }, 'ERROR', 'from'],
    ['no prefix', { from: 1, to: 3 }, 'IS_EMPTY', 'prefix'],
  ])('refuses %s: 422 naming the field', async (_case, body, msg, param) => {
    const res = await svc.request(P.range(id()), { token: owner.token, body });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { msg, param } });
  });

  it('keeps a restaurant within its placements limit', async () => {
    const small = await createRestaurant(svc, owner.token);
    const range = (from: number) => ({ prefix: 'M', from, to: from + 99 });
    for (let from = 1; from < PLACEMENT_LIMITS.perRestaurant; from += 100) {
      expect((await svc.request(P.range(small._id), { token: owner.token, body: range(from) })).status).toBe(201);
    }
    const res = await svc.request(P.placements(small._id), { token: owner.token, body: { name: 'Una más' } });
    expect(res).toMatchObject(error(422, 'TOO_LONG'));
    expect(res.body).toMatchObject({ errors: { param: 'placements', max: PLACEMENT_LIMITS.perRestaurant } });
  });

  it('renames and deletes a placement; the deleted one leaves the list', async () => {
    const [first] = (await list()).docs;
    const renamed = await svc.request(P.placement(id(), first._id), {
      token: owner.token,
      method: 'PATCH',
      body: { name: 'Escaparate' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { _id: first._id, name: 'Escaparate', code: first.code } });
    const removed = await svc.request(P.placement(id(), first._id), { token: owner.token, method: 'DELETE' });
    expect(removed).toMatchObject({ status: 200, body: { _id: first._id } });
    expect((await list()).docs.map((p) => p._id)).not.toContain(first._id);
    const again = await svc.request(P.placement(id(), first._id), { token: owner.token, method: 'DELETE' });
    expect(again).toMatchObject(error(404, 'NOT_FOUND'));
  });

  it("answers another owner's placements as not found, and lets an admin read only", async () => {
    const [placement] = (await list()).docs;
    for (const [method, path, body] of [
      ['GET', P.placements(id()), undefined],
      ['POST', P.placements(id()), { name: 'Intrusa' }],
      ['POST', P.range(id()), { prefix: 'Mesa', from: 1, to: 2 }],
      ['PATCH', P.placement(id(), placement._id), { name: 'Intrusa' }],
      ['DELETE', P.placement(id(), placement._id), undefined],
    ] as const) {
      expect(await svc.request(path, { token: other.token, method, body })).toMatchObject(error(404, 'NOT_FOUND'));
    }
    expect((await svc.request(P.placements(id()), { token: admin.token })).status).toBe(200);
    const adminWrite = await svc.request(P.placements(id()), { token: admin.token, body: { name: 'Admin' } });
    expect(adminWrite).toMatchObject(error(404, 'NOT_FOUND'));
    expect(await svc.request(P.placement(id(), OTHER_ID), { token: owner.token, method: 'DELETE' })).toMatchObject(
      error(404, 'NOT_FOUND'),
    );
    expect((await svc.request(P.placements(id()))).status).toBe(401);
  });

  describe('the short link /q/{code}', () => {
    /** The placement once the insights' recorder has flushed (every 100 ms here) and its scans read `count`. */
    const countedWhen = async (placementId: string, count: Placement['scans']) => {
      let placement: Placement | undefined;
      for (let tries = 0; tries < 50; tries++) {
        placement = (await list()).docs.find((p) => p._id === placementId);
        if (JSON.stringify(placement?.scans) === JSON.stringify(count)) return placement as Placement;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`scans never ${JSON.stringify(count)}: ${JSON.stringify(placement)}`);
    };

    it("counts the scan and redirects to the restaurant's guest page, never cached", async () => {
      const [placement] = (await list()).docs;
      const res = await open(placement.code);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`http://localhost:8080/app/guest/restaurant/${id()}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // Under 5 the owner reads "< 5", as in the insights.
      expect(await countedWhen(placement._id, { count: null, few: true })).toMatchObject({
        scansLast7Days: { count: null, few: true },
      });
      for (let i = 0; i < 4; i++) await open(placement.code);
      expect(await countedWhen(placement._id, { count: 5, few: false })).toMatchObject({
        scansLast7Days: { count: 5, few: false },
      });
    });

    it('counts a scan once, in the insights: no row per scan, the owner reads the same figure there', async () => {
      const made = (await svc.request(P.placements(id()), { token: owner.token, body: { name: 'Terraza' } }))
        .body as Placement;
      for (let i = 0; i < 6; i++) await open(made.code);
      await countedWhen(made._id, { count: 6, few: false });
      const { rows } = await svc.db.query(
        `SELECT sum(count)::int AS scans FROM insight_counts WHERE restaurant_id = $1 AND kind = 'scan' AND dimension = $2`,
        [id(), made.code],
      );
      expect(rows).toEqual([{ scans: 6 }]);
      const insights = await svc.request(INSIGHTS_ROUTES.insights(id()), { token: owner.token });
      expect((insights.body as RestaurantInsights).placements).toContainEqual({
        placement: made.code,
        name: 'Terraza',
        count: { count: 6, few: false },
      });
      const { rows: tables } = await svc.db.query(`SELECT to_regclass('placement_scans') AS scans`);
      expect(tables).toEqual([{ scans: null }]);
    });

    it("counts one guest's scans once a day, and a bot's none, sending both on", async () => {
      const made = (await svc.request(P.placements(id()), { token: owner.token, body: { name: 'Barra' } }))
        .body as Placement;
      for (let i = 0; i < 6; i++) expect((await open(made.code, { from: '10.5.0.1' })).status).toBe(302);
      for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', '']) {
        expect((await open(made.code, { agent })).status).toBe(302);
      }
      for (let i = 0; i < 4; i++) await open(made.code);
      await countedWhen(made._id, { count: 5, few: false });
      // Whatever comes late would show now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await list()).docs.find((p) => p._id === made._id)?.scans).toEqual({ count: 5, few: false });
    });

    it("redirects to the restaurant's accepted subdomain", async () => {
      const served = await createRestaurant(svc, owner.token);
      const sub = `q${Date.now()}`;
      await svc.request(`/restaurants/subdomainrequest/${served._id}`, {
        token: owner.token,
        method: 'PATCH',
        body: { subDomain: sub },
      });
      await svc.request(`/restaurants/subdomainaccept/${served._id}`, { token: admin.token, method: 'PATCH' });
      const made = await svc.request(P.placements(served._id), { token: owner.token, body: { name: 'Barra' } });
      const res = await open((made.body as Placement).code);
      expect(res.headers.get('location')).toBe(`http://${sub}.localhost:8080/app/`);
    });

    it("keeps a deleted placement's link opening the restaurant", async () => {
      const made = (await svc.request(P.placements(id()), { token: owner.token, body: { name: 'Flyer' } }))
        .body as Placement;
      await svc.request(P.placement(id(), made._id), { token: owner.token, method: 'DELETE' });
      const res = await open(made.code);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`http://localhost:8080/app/guest/restaurant/${id()}`);
    });

    it.each(['zzzzzzzz', 'ABCDEFGH', 'short', '%27%20or%201'])('answers an unknown code %s: 404', async (code) => {
      const res = await open(code);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    });
  });
});
