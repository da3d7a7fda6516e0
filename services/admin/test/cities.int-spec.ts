import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import type { City } from '@carta/contracts';
import { AppModule } from '../src/app.module';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const error = (status: number, msg: string) => ({ status, body: { errors: { msg } } });
const SEEDED = ['Barcelona', 'Bilbao', 'Madrid', 'Málaga', 'Sevilla', 'Valencia', 'Zaragoza'];

describe('admin: cities', () => {
  let svc: ServiceUnderTest;
  let admin: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'admin' });
    admin = await svc.createUser({ role: 'admin' });
    owner = await svc.createUser({ role: 'user' });
  });
  afterAll(() => svc.close());

  describe('GET /cities/all', () => {
    it('gives any logged-in user every city as {_id, name}, sorted by name', async () => {
      const res = await svc.request('/cities/all', { token: owner.token });
      expect(res.status).toBe(200);
      const cities = res.body as { _id: string; name: string }[];
      expect(cities.map((c) => c.name)).toEqual(SEEDED);
      expect(Object.keys(cities[0]).sort()).toEqual(['_id', 'name']);
      expect(cities[0]._id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('without a token: 401 UNAUTHORIZED', async () => {
      expect(await svc.request('/cities/all')).toMatchObject({
        status: 401,
        body: { errors: { msg: 'UNAUTHORIZED' } },
      });
    });
  });

  describe('GET /cities', () => {
    it('pages, sorts and counts: 200 {docs, totalDocs}', async () => {
      const res = await svc.request('/cities?sort=name&order=-1&page=2&limit=3', { token: admin.token });
      expect(res).toMatchObject({ status: 200, body: { totalDocs: 7 } });
      expect((res.body as { docs: { name: string }[] }).docs.map((c) => c.name)).toEqual([
        'Málaga',
        'Madrid',
        'Bilbao',
      ]);
    });

    it('defaults to the first page by name ascending', async () => {
      const res = await svc.request('/cities', { token: admin.token });
      expect((res.body as { docs: { name: string }[] }).docs.map((c) => c.name)).toEqual(SEEDED);
    });

    it('filters case-insensitively in the given fields, as a parameter', async () => {
      const res = await svc.request('/cities?filter=LA&fields=name', { token: admin.token });
      expect(res.body).toMatchObject({ totalDocs: 2, docs: [{ name: 'Málaga' }, { name: 'Sevilla' }] });
      const injection = await svc.request(`/cities?filter=${encodeURIComponent("' OR 1=1 --")}&fields=name`, {
        token: admin.token,
      });
      expect(injection).toMatchObject({ status: 200, body: { docs: [], totalDocs: 0 } });
      const wildcard = await svc.request('/cities?filter=%25', { token: admin.token });
      expect(wildcard.body).toMatchObject({ totalDocs: 0 });
    });

    it.each([
      ['fields=password', 'filter=x&fields=password'],
      ['sort=password', 'sort=password'],
      ['order=2', 'order=2'],
      ['limit=0', 'limit=0'],
      ['page=abc', 'page=abc'],
      ['sort=-password', 'sort=-password'],
      ['sort=createdAt as a search field', 'filter=2026&fields=createdAt'],
    ])('refuses %s: 422 ERROR_WITH_FILTER', async (_name, query) => {
      const res = await svc.request(`/cities?${query}`, { token: admin.token });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'ERROR_WITH_FILTER' } } });
    });

    it.each([
      ['limit', 'limit=-1'],
      ['limit', 'limit=101'],
      ['limit', 'limit=100000000000000000000'],
      ['limit', 'limit=1e400'],
      ['page', 'page=-1'],
      ['page', 'page=0'],
      ['page', 'page=1000001'],
    ])('refuses a negative or huge %s (%s): 422 ERROR_WITH_FILTER naming it', async (param, query) => {
      const res = await svc.request(`/cities?${query}`, { token: admin.token });
      expect(res).toEqual(
        expect.objectContaining({ status: 422, body: { errors: { msg: 'ERROR_WITH_FILTER', param } } }),
      );
    });

    it('refuses an unknown query parameter: 422 UNKNOWN_FIELD naming it', async () => {
      const res = await svc.request('/cities?evil=1', { token: admin.token });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'UNKNOWN_FIELD', param: 'evil' } } });
    });

    it('carries createdAt and updatedAt, and sorts by them (sort=createdAt, -createdAt, updatedAt)', async () => {
      // created one day apart in name order; changed in the reverse order
      await svc.db.query(
        `UPDATE cities SET
           created_at = '2026-01-01T00:00:00Z'::timestamptz + ranked.n * interval '1 day',
           updated_at = '2026-06-01T00:00:00Z'::timestamptz - ranked.n * interval '1 day'
         FROM (SELECT id, row_number() OVER (ORDER BY lower(name)) - 1 AS n FROM cities) AS ranked
         WHERE cities.id = ranked.id`,
      );
      const names = async (query: string) => {
        const res = await svc.request(`/cities?${query}&limit=3`, { token: admin.token });
        expect(res.status).toBe(200);
        return (res.body as { docs: { name: string }[] }).docs.map((c) => c.name);
      };
      expect(await names('sort=-createdAt')).toEqual(['Zaragoza', 'Valencia', 'Sevilla']);
      expect(await names('sort=createdAt&order=-1')).toEqual(['Zaragoza', 'Valencia', 'Sevilla']);
      expect(await names('sort=updatedAt')).toEqual(['Zaragoza', 'Valencia', 'Sevilla']);
      expect((await names('sort=createdAt'))[0]).toEqual('Barcelona');
      const first = (await svc.request('/cities?sort=createdAt&limit=1', { token: admin.token })).body as {
        docs: Record<string, unknown>[];
      };
      expect(first.docs[0]).toEqual({
        _id: expect.any(String),
        name: 'Barcelona',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-06-01T00:00:00.000Z',
      });
    });

    it('is for admins only: 403 FORBIDDEN for an owner, 401 without a token', async () => {
      expect(await svc.request('/cities', { token: owner.token })).toMatchObject({
        status: 403,
        body: { errors: { msg: 'FORBIDDEN' } },
      });
      expect(await svc.request('/cities')).toMatchObject({ status: 401, body: { errors: { msg: 'UNAUTHORIZED' } } });
    });
  });

  describe('GET /cities/:id', () => {
    it('gives an admin one city: 200 {_id, name}', async () => {
      const {
        docs: [madrid],
      } = (await svc.request('/cities?filter=madrid', { token: admin.token })).body as {
        docs: { _id: string; name: string }[];
      };
      const res = await svc.request(`/cities/${madrid._id}`, { token: admin.token });
      expect(res).toMatchObject({ status: 200, body: { _id: madrid._id, name: 'Madrid' } });
    });

    it('malformed id: 422 ID_MALFORMED; unknown id: 404 NOT_FOUND', async () => {
      expect(await svc.request('/cities/123', { token: admin.token })).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await svc.request(`/cities/${UNKNOWN}`, { token: admin.token })).toMatchObject(error(404, 'NOT_FOUND'));
    });

    it('is for admins only: 403 for an owner, 401 without a token', async () => {
      expect(await svc.request(`/cities/${UNKNOWN}`, { token: owner.token })).toMatchObject(error(403, 'FORBIDDEN'));
      expect(await svc.request(`/cities/${UNKNOWN}`)).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('POST /cities, PATCH and DELETE /cities/:id', () => {
    let id: string;

    it('creates a city (name trimmed): 201 {_id, name}', async () => {
      const res = await svc.request('/cities', { token: admin.token, body: { name: '  Toledo ' } });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body as object).sort()).toEqual(['_id', 'createdAt', 'name', 'updatedAt']);
      expect(res.body).toMatchObject({ name: 'Toledo' });
      const { createdAt, updatedAt } = res.body as { createdAt: string; updatedAt: string };
      expect(Math.abs(Date.parse(createdAt) - Date.now())).toBeLessThan(60_000);
      expect(updatedAt).toBe(createdAt);
      id = (res.body as { _id: string })._id;
      expect(await svc.request('/cities', { token: admin.token, body: { name: 'Cuenca' } })).toMatchObject({
        status: 201,
      });
    });

    it.each([
      [{}, 'IS_EMPTY'],
      [{ name: '   ' }, 'IS_EMPTY'],
      [{ name: 12 }, 'IS_EMPTY'],
    ])('refuses %j: 422 %s', async (body, code) => {
      expect(await svc.request('/cities', { token: admin.token, body })).toMatchObject(error(422, code));
    });

    it('refuses a name past 100 characters: 422 TOO_LONG naming the field and its limit', async () => {
      expect(await svc.request('/cities', { token: admin.token, body: { name: 'x'.repeat(101) } })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'TOO_LONG', param: 'name', max: 100 } },
      });
    });

    it('refuses a field the API does not know: 422 UNKNOWN_FIELD naming it', async () => {
      expect(await svc.request('/cities', { token: admin.token, body: { name: 'Lugo', _id: 'x' } })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'UNKNOWN_FIELD', param: '_id' } },
      });
    });

    it('refuses a name that exists whatever its case: 422 CITY_ALREADY_EXISTS', async () => {
      expect(await svc.request('/cities', { token: admin.token, body: { name: 'TOLEDO' } })).toMatchObject(
        error(422, 'CITY_ALREADY_EXISTS'),
      );
      expect(await svc.request('/cities', { token: admin.token, body: { name: 'madrid' } })).toMatchObject(
        error(422, 'CITY_ALREADY_EXISTS'),
      );
    });

    it('renames: 200 {_id, name}; the same rule applies; its own name in another case is fine', async () => {
      const patch = (body: unknown, target = id) =>
        svc.request(`/cities/${target}`, { method: 'PATCH', token: admin.token, body });
      const before = (await svc.request(`/cities/${id}`, { token: admin.token })).body as City;
      const renamed = await patch({ name: 'Toledo Ciudad' });
      expect(renamed).toMatchObject({
        status: 200,
        body: { _id: id, name: 'Toledo Ciudad', createdAt: before.createdAt },
      });
      expect(Date.parse((renamed.body as City).updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
      expect(await patch({ name: 'toledo ciudad' })).toMatchObject({ status: 200, body: { name: 'toledo ciudad' } });
      expect(await patch({ name: 'CUENCA' })).toMatchObject(error(422, 'CITY_ALREADY_EXISTS'));
      expect(await patch({ name: '' })).toMatchObject(error(422, 'IS_EMPTY'));
      expect(await patch({ name: 'X' }, 'abc')).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await patch({ name: 'X' }, UNKNOWN)).toMatchObject(error(404, 'NOT_FOUND'));
    });

    it('deletes: 200, then the city is gone (404)', async () => {
      const del = (target = id) => svc.request(`/cities/${target}`, { method: 'DELETE', token: admin.token });
      expect(await del()).toMatchObject({ status: 200, body: { _id: id, name: 'toledo ciudad' } });
      expect(await svc.request(`/cities/${id}`, { token: admin.token })).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await del()).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await del('nope')).toMatchObject(error(422, 'ID_MALFORMED'));
    });

    it('refuses to delete a city restaurants name: 409 CITY_IN_USE with how many, and keeps it', async () => {
      const { body: city } = await svc.request('/cities', { token: admin.token, body: { name: 'Ávila' } });
      const { _id } = city as City;
      const del = () => svc.request(`/cities/${_id}`, { method: 'DELETE', token: admin.token });
      // Two restaurants name it (one in capitals), a third another city: restaurants' rows, as their service writes them.
      const insert = (city: string) =>
        svc.db.query(`INSERT INTO restaurants (owner_id, name, city) VALUES ($1, 'R', $2) RETURNING id`, [
          owner.id,
          city,
        ]);
      const ids = [(await insert('Ávila')).rows[0].id, (await insert('ÁVILA')).rows[0].id];
      await insert('Segovia');
      expect(await del()).toMatchObject({ status: 409, body: { errors: { msg: 'CITY_IN_USE', count: 2 } } });
      expect(await svc.request(`/cities/${_id}`, { token: admin.token })).toMatchObject({ status: 200 });
      await svc.db.query('DELETE FROM restaurants WHERE id = $1', [ids[0]]);
      expect(await del()).toMatchObject({ status: 409, body: { errors: { msg: 'CITY_IN_USE', count: 1 } } });
      await svc.db.query('DELETE FROM restaurants WHERE id = $1', [ids[1]]);
      expect(await del()).toMatchObject({ status: 200, body: { _id, name: 'Ávila' } });
    });

    it('writes are for admins only: 403 for an owner (nothing changes), 401 without a token', async () => {
      const calls = [
        { path: '/cities', method: 'POST', body: { name: 'Soria' } },
        { path: `/cities/${UNKNOWN}`, method: 'PATCH', body: { name: 'Soria' } },
        { path: `/cities/${UNKNOWN}`, method: 'DELETE' },
      ];
      for (const { path, ...init } of calls) {
        expect(await svc.request(path, { ...init, token: owner.token })).toMatchObject(error(403, 'FORBIDDEN'));
        expect(await svc.request(path, init)).toMatchObject(error(401, 'UNAUTHORIZED'));
      }
      const { rows } = await svc.db.query(`SELECT 1 FROM cities WHERE name = 'Soria'`);
      expect(rows).toHaveLength(0);
    });
  });

  it("refuses the tokens of a session auth ended, or past its lifetime, through auth's view", async () => {
    const other = await svc.createUser();
    expect(await svc.request('/cities/all', { token: other.token })).toMatchObject({ status: 200 });
    await svc.db.query('UPDATE sessions SET ended_at = now() WHERE id = $1', [other.sid]);
    expect(await svc.request('/cities/all', { token: other.token })).toMatchObject({ status: 401 });
    const expiring = await svc.createUser();
    await svc.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.sid]);
    expect(await svc.request('/cities/all', { token: expiring.token })).toMatchObject({ status: 401 });
    expect(await svc.request('/cities/all', { token: owner.token })).toMatchObject({ status: 200 });
  });

  it('answers an unknown route with a JSON 404, and its probes without a token', async () => {
    expect(await svc.request('/nope', { token: admin.token })).toMatchObject({
      status: 404,
      body: { errors: { msg: 'NOT_FOUND' } },
    });
    expect(await svc.request('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await svc.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});
