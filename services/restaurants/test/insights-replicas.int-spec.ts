import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { INSIGHTS_ROUTES as I, MENU_ROUTES as M, type Menu } from '@carta/contracts';
import { createServiceApp } from '@carta/nest-core';
import { requireRedis } from '../../../tools/jest/redis';
import { requestJson, startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createRestaurant } from './fixtures';

const REDIS_URL = 'redis://127.0.0.1:6379';
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const ALL_DAY = {
  unlimitedTime: true,
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
};

/** A restaurant with a menu, and a sender of its guests' events to the service at `base`. */
async function restaurantWithMenu(svc: ServiceUnderTest) {
  const owner = await svc.createUser();
  const restaurant = await createRestaurant(svc, owner.token);
  const menu = (
    await svc.request(M.menus(restaurant._id), { token: owner.token, body: { name: { es: 'La carta' }, ...ALL_DAY } })
  ).body as Menu;
  const send = (base: string, from: string) =>
    requestJson(base, I.events(restaurant._id), {
      method: 'POST',
      body: JSON.stringify({ kind: 'menuView', menu: menu._id }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'x-forwarded-for': from },
    });
  const view = async (base: string, from: string) => expect((await send(base, from)).status).toBe(204);
  /** The stored counts of `kind` once `menuViews` views were flushed (every 100 ms here). */
  const counted = async (kind: string, menuViews: number): Promise<number> => {
    const sum = async (of: string) =>
      Number(
        (
          await svc.db.query<{ n: string | null }>(
            'SELECT sum(count) AS n FROM insight_counts WHERE restaurant_id = $1 AND kind = $2',
            [restaurant._id, of],
          )
        ).rows[0].n ?? 0,
      );
    for (let tries = 0; tries < 50 && (await sum('menuView')) < menuViews; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await sum('menuView')).toBe(menuViews);
    return sum(kind);
  };
  return { send, view, counted };
}

describe('insights: unique visitors across replicas', () => {
  it('counts a visitor once when two replicas see them, through the Redis they share', async () => {
    await requireRedis(REDIS_URL);
    const a = await startServiceForTest(AppModule, {
      name: 'insights_replicas',
      env: { REDIS_URL, INSIGHTS_FLUSH_MS: '100' },
    });
    // A second replica: the same database and Redis (the environment the first one set), its own process state.
    const b = await createServiceApp(AppModule);
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const bUrl = `http://127.0.0.1:${(b.getHttpServer().address() as AddressInfo).port}`;
      const { view, counted } = await restaurantWithMenu(a);
      for (const base of [a.url, bUrl, a.url, bUrl]) await view(base, '10.2.0.1');
      await view(bUrl, '10.2.0.2');
      await view(a.url, '10.2.0.2');
      expect(await counted('visitor', 6)).toBe(2);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it("shares one address's limit between the replicas, through the Redis they share", async () => {
    await requireRedis(REDIS_URL);
    const a = await startServiceForTest(AppModule, {
      name: 'insights_replicas_limit',
      env: { REDIS_URL, INSIGHTS_FLUSH_MS: '100', INSIGHTS_EVENTS_PER_MINUTE: '20' },
    });
    const b = await createServiceApp(AppModule);
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const bUrl = `http://127.0.0.1:${(b.getHttpServer().address() as AddressInfo).port}`;
      const { send } = await restaurantWithMenu(a);
      // An address no earlier run used: Redis keeps a count a minute.
      const from = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const statuses: number[] = [];
      for (let n = 0; n < 20; n++) statuses.push((await send(a.url, from)).status, (await send(bUrl, from)).status);
      expect(statuses.filter((status) => status === 204)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('still counts events and visitors (per replica) when Redis is away, never failing a guest', async () => {
    // Nothing listens on port 1.
    const svc = await startServiceForTest(AppModule, {
      name: 'insights_no_redis',
      env: { REDIS_URL: 'redis://127.0.0.1:1', INSIGHTS_FLUSH_MS: '100' },
    });
    try {
      const { view, counted } = await restaurantWithMenu(svc);
      for (const from of ['10.3.0.1', '10.3.0.1', '10.3.0.2']) await view(svc.url, from);
      expect(await counted('visitor', 3)).toBe(2);
    } finally {
      await svc.close();
    }
  });
});
