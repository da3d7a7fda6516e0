import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESTAURANT_ROUTES as R, SUBDOMAIN_HOLD_DAYS, type Restaurant } from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createRestaurant, error } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('released subdomains are held for their old restaurant', () => {
  const dir = mkdtempSync(join(tmpdir(), 'carta-clock-'));
  const clockFile = join(dir, 'now');
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let rival: TestUser;
  let admin: TestUser;
  let start: number;

  /** Moves the service's clock (nest-core's ClockRepository reads CARTA_CLOCK_FILE on every call). */
  const setClock = (at: number) => writeFileSync(clockFile, new Date(at).toISOString());
  const request = (token: string, id: string, subDomain: string) =>
    svc.request(R.subdomainRequest(id), { method: 'PATCH', token, body: { subDomain } });
  const decide = (id: string, decision: 'accept' | 'reject') =>
    svc.request(decision === 'accept' ? R.subdomainAccept(id) : R.subdomainReject(id), {
      method: 'PATCH',
      token: admin.token,
      body: decision === 'reject' ? { reason: 'Retirado en la prueba' } : undefined,
    });
  /** A restaurant of `token`'s owner serving `subDomain` (requested, then accepted). */
  async function serving(token: string, subDomain: string): Promise<Restaurant> {
    const restaurant = await createRestaurant(svc, token);
    expect(await request(token, restaurant._id, subDomain)).toMatchObject({ status: 200 });
    expect(await decide(restaurant._id, 'accept')).toMatchObject({ status: 200, body: { subDomainEnabled: true } });
    return restaurant;
  }
  const held = (param = 'subDomain') => ({ status: 409, body: { errors: { msg: 'SUB_DOMAIN_HELD', param } } });

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'holds', env: { CARTA_CLOCK_FILE: clockFile } });
    owner = await svc.createUser();
    rival = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
  });
  beforeEach(() => {
    start = Date.parse('2026-03-01T12:00:00Z');
    setClock(start);
  });
  afterAll(async () => {
    await svc.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('withdrawn by an admin: another restaurant gets 409 SUB_DOMAIN_HELD until the grace period ends', async () => {
    const old = await serving(owner.token, 'withdrawn');
    expect(await decide(old._id, 'reject')).toMatchObject({ status: 200, body: { subDomainEnabled: false } });
    const other = await createRestaurant(svc, rival.token);
    expect(await request(rival.token, other._id, 'withdrawn')).toMatchObject(held());
    setClock(start + (SUBDOMAIN_HOLD_DAYS - 1) * DAY_MS);
    expect(await request(rival.token, other._id, 'withdrawn')).toMatchObject(held());
    setClock(start + (SUBDOMAIN_HOLD_DAYS + 1) * DAY_MS);
    expect(await request(rival.token, other._id, 'withdrawn')).toMatchObject({
      status: 200,
      body: { subDomain: 'withdrawn', subDomainState: 'pending' },
    });
  });

  it('renamed by its restaurant: held for it, and it may take it back', async () => {
    const old = await serving(owner.token, 'renamed');
    expect(await request(owner.token, old._id, 'renamednew')).toMatchObject({ status: 200 });
    const other = await createRestaurant(svc, rival.token);
    expect(await request(rival.token, other._id, 'renamed')).toMatchObject(held());
    expect(await request(owner.token, old._id, 'renamed')).toMatchObject({
      status: 200,
      body: { subDomain: 'renamed', subDomainState: 'pending' },
    });
    // taken back: the hold is over, and the name is the old restaurant's again
    expect(await decide(old._id, 'accept')).toMatchObject({ status: 200 });
    expect(await request(rival.token, other._id, 'renamed')).toMatchObject(error(422, 'SUB_DOMAIN_ALREADY_IN_USE'));
  });

  it('left by a deleted restaurant: held; an admin can release it, then another restaurant may ask for it', async () => {
    const old = await serving(owner.token, 'deleted');
    expect(await svc.request(R.one(old._id), { method: 'DELETE', token: owner.token })).toMatchObject({
      status: 200,
    });
    const other = await createRestaurant(svc, rival.token);
    expect(await request(rival.token, other._id, 'deleted')).toMatchObject(held());
    // guests asking by the subdomain find no restaurant meanwhile
    const lookup = await svc.request(`${R.public}?subDomainEnabled=true&subDomain=deleted`);
    expect(lookup).toMatchObject({ status: 200, body: { docs: [] } });

    expect(await svc.request(R.subdomainHold('deleted'), { method: 'DELETE', token: rival.token })).toMatchObject(
      error(403, 'FORBIDDEN'),
    );
    const released = await svc.request(R.subdomainHold('DELETED'), { method: 'DELETE', token: admin.token });
    expect(released).toMatchObject({
      status: 200,
      body: {
        subDomain: 'deleted',
        restaurantId: old._id,
        heldUntil: new Date(start + SUBDOMAIN_HOLD_DAYS * DAY_MS).toISOString(),
      },
    });
    expect(await svc.request(R.subdomainHold('deleted'), { method: 'DELETE', token: admin.token })).toMatchObject(
      error(404, 'NOT_FOUND'),
    );
    expect(await svc.request(R.subdomainHold('-nope'), { method: 'DELETE', token: admin.token })).toMatchObject(
      error(422, 'SUB_DOMAIN'),
    );
    expect(await request(rival.token, other._id, 'deleted')).toMatchObject({ status: 200 });
  });

  it('a request that was never accepted is not held: nobody printed it', async () => {
    const old = await createRestaurant(svc, owner.token);
    expect(await request(owner.token, old._id, 'neverlive')).toMatchObject({ status: 200 });
    expect(await decide(old._id, 'reject')).toMatchObject({ status: 200 });
    const other = await createRestaurant(svc, rival.token);
    expect(await request(rival.token, other._id, 'neverlive')).toMatchObject({ status: 200 });
  });
});
