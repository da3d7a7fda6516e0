import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { PLACEMENT_CODE_ALPHABET, PLACEMENT_ROUTES as P, type Placement, type Restaurant } from '@carta/contracts';
import { createServiceApp, PG_POOL } from '@carta/nest-core';
import { requireRedis } from '../../../tools/jest/redis';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { VISITORS_PER_ADDRESS } from '../src/insights/tally';
import { createRestaurant } from './fixtures';

const REDIS_URL = 'redis://127.0.0.1:6379';
const PER_MINUTE = 120;
const phone = (n: number) =>
  `Mozilla/5.0 (Linux; Android 14; Phone ${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36`;
/** An address no other test uses, nor an earlier run (whose counts Redis keeps a minute). */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const unknownCode = () =>
  Array.from({ length: 8 }, () => PLACEMENT_CODE_ALPHABET[randomInt(PLACEMENT_CODE_ALPHABET.length)]).join('');

/** Two replicas of the service on one database and one Redis: what one client can make of a placement's link. */
describe('short links /q/{code} against one anonymous client', () => {
  let a: ServiceUnderTest;
  let b: Awaited<ReturnType<typeof createServiceApp>>;
  let bUrl: string;
  let owner: TestUser;
  let restaurant: Restaurant;

  const open = (base: string, code: string, from: string, agent = phone(0)) =>
    fetch(`${base}/q/${code}`, { redirect: 'manual', headers: { 'x-forwarded-for': from, 'user-agent': agent } });
  const place = async (name: string) =>
    (await a.request(P.placements(restaurant._id), { token: owner.token, body: { name } })).body as Placement;
  /** The scans stored for `code` once both replicas have flushed (every 100 ms here) what they counted. */
  const scansOf = async (code: string) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    const { rows } = await a.db.query<{ scans: number | null }>(
      `SELECT sum(count)::int AS scans FROM insight_counts WHERE kind = 'scan' AND dimension = $1`,
      [code],
    );
    return rows[0].scans ?? 0;
  };

  beforeAll(async () => {
    await requireRedis(REDIS_URL);
    a = await startServiceForTest(AppModule, {
      name: 'short_links',
      env: { REDIS_URL, INSIGHTS_FLUSH_MS: '100', INSIGHTS_EVENTS_PER_MINUTE: String(PER_MINUTE) },
    });
    // A second replica: the same database and Redis (the environment the first one set), its own process state.
    b = await createServiceApp(AppModule);
    await b.listen({ port: 0, host: '127.0.0.1' });
    bUrl = `http://127.0.0.1:${(b.getHttpServer().address() as AddressInfo).port}`;
    owner = await a.createUser();
    restaurant = await createRestaurant(a, owner.token);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows the owner a handful of scans at most for 500 hits of one code from one address, agents rotated', async () => {
    const { code } = await place('Mesa 1');
    const from = freshAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 500; n++) statuses.push((await open(a.url, code, from, phone(n))).status);
    expect(statuses.filter((status) => status === 302)).toHaveLength(PER_MINUTE);
    expect(statuses.slice(PER_MINUTE).every((status) => status === 429)).toBe(true);
    const scans = await scansOf(code);
    expect(scans).toBeGreaterThan(0);
    expect(scans).toBeLessThanOrEqual(VISITORS_PER_ADDRESS);
  });

  it("counts one guest's scans once a day across replicas, and other guests' apart", async () => {
    const { code } = await place('Mesa 2');
    const guest = freshAddress();
    for (const base of [a.url, bUrl, a.url, bUrl]) expect((await open(base, code, guest)).status).toBe(302);
    for (const base of [a.url, bUrl]) expect((await open(base, code, freshAddress())).status).toBe(302);
    expect(await scansOf(code)).toBe(3);
  });

  it('limits one address across replicas: the limit is shared, not one per replica', async () => {
    const { code } = await place('Mesa 3');
    const from = freshAddress();
    const statuses: number[] = [];
    for (let n = 0; n < PER_MINUTE; n++) {
      statuses.push((await open(a.url, code, from)).status, (await open(bUrl, code, from)).status);
    }
    expect(statuses.filter((status) => status === 302)).toHaveLength(PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(PER_MINUTE);
  });

  it('answers an unknown code from memory after its first lookup, and limits a client guessing codes', async () => {
    const pool = b.get<Pool>(PG_POOL);
    const query = jest.spyOn(pool, 'query');
    const lookups = () =>
      query.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('FROM placements p JOIN')).length;
    try {
      const code = unknownCode();
      for (let n = 0; n < 50; n++) expect((await open(bUrl, code, freshAddress())).status).toBe(404);
      expect(lookups()).toBe(1);

      const guesser = freshAddress();
      const statuses: number[] = [];
      for (let n = 0; n < PER_MINUTE + 30; n++) statuses.push((await open(bUrl, unknownCode(), guesser)).status);
      expect(statuses.filter((status) => status === 404)).toHaveLength(PER_MINUTE);
      expect(statuses.slice(PER_MINUTE).every((status) => status === 429)).toBe(true);
      expect(lookups()).toBe(1 + PER_MINUTE);
    } finally {
      query.mockRestore();
    }
  });
});
