import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Paged, User } from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { USER_FIELDS } from './user-fields';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const error = (status: number, msg: string) => ({ status, body: { errors: { msg } } });

interface UserBody {
  _id: string;
  name: string;
  email: string;
  role: string;
  verified: boolean;
}
type PagedUsers = { docs: UserBody[]; totalDocs: number };

describe('auth: the admin manages users', () => {
  let svc: ServiceUnderTest;
  let admin: TestUser;
  let owner: TestUser;
  const outbox = mkdtempSync(join(tmpdir(), 'carta-outbox-'));

  const as = (token: string) => ({
    get: (path: string) => svc.request(path, { token }),
    post: (path: string, body: unknown) => svc.request(path, { method: 'POST', token, body }),
    patch: (path: string, body: unknown) => svc.request(path, { method: 'PATCH', token, body }),
    del: (path: string) => svc.request(path, { method: 'DELETE', token }),
  });

  async function admins(): Promise<string[]> {
    const { rows } = await svc.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin' ORDER BY id`);
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, {
      name: 'auth',
      env: { OUTBOX_DIR: outbox, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    admin = await svc.createUser({ role: 'admin', email: 'boss@test.example' });
    owner = await svc.createUser({ role: 'user', email: 'owner@test.example' });
  });
  afterAll(async () => {
    await svc.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  describe('GET /users', () => {
    it('pages and counts: 200 {docs, totalDocs}, never a password', async () => {
      const res = await as(admin.token).get('/users?sort=email&order=1&page=1&limit=2');
      expect(res.status).toBe(200);
      const body = res.body as PagedUsers;
      expect(body.totalDocs).toBe(4);
      expect(body.docs.map((user) => user.email)).toEqual(['admin@admin.com', 'boss@test.example']);
      for (const user of body.docs) expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|password|hash/i);
    });

    it('sorts descending and pages on', async () => {
      const res = await as(admin.token).get('/users?sort=email&order=-1&page=2&limit=3');
      expect((res.body as PagedUsers).docs.map((user) => user.email)).toEqual(['admin@admin.com']);
    });

    it('sorts by createdAt and updatedAt (sort=-createdAt: newest first); an edit moves updatedAt', async () => {
      await svc.db.query(
        `UPDATE users SET
           created_at = '2026-01-01T00:00:00Z'::timestamptz + ranked.n * interval '1 day', updated_at = created_at
         FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users) AS ranked
         WHERE users.id = ranked.id`,
      );
      const emails = async (query: string) =>
        ((await as(admin.token).get(`/users?${query}`)).body as PagedUsers).docs.map((user) => user.email);
      const byEmail = await emails('sort=email');
      expect(await emails('sort=createdAt')).toEqual(byEmail);
      expect(await emails('sort=-createdAt')).toEqual([...byEmail].reverse());
      expect(await emails('sort=createdAt&order=-1')).toEqual([...byEmail].reverse());
      expect(await as(admin.token).patch(`/users/${admin.id}`, { phone: '600' })).toMatchObject({ status: 200 });
      expect((await emails('sort=-updatedAt'))[0]).toBe('boss@test.example');
      const boss = (await as(admin.token).get(`/users/${admin.id}`)).body as User;
      expect(boss.createdAt).toMatch(/^2026-01-0\dT00:00:00\.000Z$/);
      expect(Date.parse(boss.updatedAt)).toBeGreaterThan(Date.parse('2026-01-10T00:00:00Z'));
    });

    it('filters case-insensitively in the given fields; the filter is data, never query syntax', async () => {
      const byEmail = await as(admin.token).get('/users?filter=TEST.EXAMPLE&fields=email');
      expect((byEmail.body as PagedUsers).docs.map((user) => user.email)).toEqual([
        'boss@test.example',
        'owner@test.example',
      ]);
      const byRole = await as(admin.token).get('/users?filter=admin&fields=role&sort=email');
      expect((byRole.body as PagedUsers).docs.map((user) => user.email)).toEqual([
        'admin@admin.com',
        'boss@test.example',
      ]);
      for (const filter of ["' OR '1'='1", '%', '_', "x') OR true --"]) {
        const res = await as(admin.token).get(`/users?filter=${encodeURIComponent(filter)}&fields=name,email`);
        expect(res).toMatchObject({ status: 200, body: { docs: [], totalDocs: 0 } });
      }
    });

    it.each([
      ['a search in the password', 'filter=x&fields=password'],
      ['a search in the hash column', 'filter=x&fields=password_hash'],
      ['a sort by the password', 'sort=password'],
      ['a sort by SQL', 'sort=' + encodeURIComponent('name; DROP TABLE users')],
      ['order=0', 'order=0'],
      ['limit=1000', 'limit=1000'],
    ])('refuses %s: 422 ERROR_WITH_FILTER', async (_name, query) => {
      expect(await as(admin.token).get(`/users?${query}`)).toMatchObject(error(422, 'ERROR_WITH_FILTER'));
    });

    it('is for admins only: 403 FORBIDDEN with a user token, 401 without a token', async () => {
      expect(await as(owner.token).get('/users')).toMatchObject(error(403, 'FORBIDDEN'));
      expect(await svc.request('/users')).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('GET /users/:id', () => {
    it('gives an admin one user: 200, never a password', async () => {
      const res = await as(admin.token).get(`/users/${owner.id}`);
      expect(res).toMatchObject({ status: 200, body: { _id: owner.id, email: owner.email, role: 'user' } });
      expect(Object.keys(res.body as object).sort()).toEqual(USER_FIELDS);
    });

    it('malformed id: 422 ID_MALFORMED; unknown id: 404 NOT_FOUND', async () => {
      expect(await as(admin.token).get('/users/42')).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await as(admin.token).get(`/users/${UNKNOWN}`)).toMatchObject(error(404, 'NOT_FOUND'));
    });

    it('is for admins only: 403 with a user token (even their own id), 401 without a token', async () => {
      expect(await as(owner.token).get(`/users/${owner.id}`)).toMatchObject(error(403, 'FORBIDDEN'));
      expect(await svc.request(`/users/${owner.id}`)).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('POST /users', () => {
    const valid = {
      name: ' Lucía ',
      email: 'Lucia@Example.com',
      password: 'secret1',
      role: 'user',
      phone: '600 000 000',
      city: 'Madrid',
      country: 'Spain',
    };

    it('creates a user: 201, the e-mail lower-cased, the password hashed and never returned', async () => {
      const res = await as(admin.token).post('/users', valid);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body as object).sort()).toEqual(USER_FIELDS);
      expect(res.body).toMatchObject({
        name: 'Lucía',
        email: 'lucia@example.com',
        role: 'user',
        verified: false,
        phone: '600 000 000',
        city: 'Madrid',
        country: 'Spain',
      });
      const { rows } = await svc.db.query('SELECT password_hash FROM users WHERE email = $1', ['lucia@example.com']);
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      const login = await svc.request('/login', { body: { email: 'lucia@example.com', password: 'secret1' } });
      expect(login.status).toBe(200);
    });

    it('creates an admin when asked to', async () => {
      const res = await as(admin.token).post('/users', { ...valid, email: 'second@example.com', role: 'admin' });
      expect(res).toMatchObject({ status: 201, body: { role: 'admin' } });
    });

    it('refuses a taken e-mail whatever its case: 422 EMAIL_ALREADY_EXISTS', async () => {
      expect(await as(admin.token).post('/users', { ...valid, email: 'LUCIA@example.COM' })).toMatchObject(
        error(422, 'EMAIL_ALREADY_EXISTS'),
      );
    });

    it.each([
      ['an unknown role', 'ERROR', { role: 'superadmin' }],
      ['no role', 'IS_EMPTY', { role: undefined }],
      ['no name', 'IS_EMPTY', { name: undefined }],
      ['a bad e-mail', 'EMAIL_IS_NOT_VALID', { email: 'nope' }],
      ['a short password', 'PASSWORD_TOO_SHORT_MIN_5', { password: '1234' }],
      ['a name past 100 characters', 'TOO_LONG', { name: 'x'.repeat(101) }],
      ['a verified flag', 'UNKNOWN_FIELD', { verified: true }],
      ['an id', 'UNKNOWN_FIELD', { _id: UNKNOWN }],
    ])('refuses %s: 422 %s', async (_name, code, change) => {
      const body = { ...valid, email: 'fresh@example.com', ...change };
      expect(await as(admin.token).post('/users', body)).toMatchObject(error(422, code));
      const { rows } = await svc.db.query(`SELECT 1 FROM users WHERE email = 'fresh@example.com'`);
      expect(rows).toHaveLength(0);
    });

    it('is for admins only: 403 with a user token, 401 without one; nobody is created', async () => {
      const body = { ...valid, email: 'intruder@example.com', role: 'admin' };
      expect(await as(owner.token).post('/users', body)).toMatchObject(error(403, 'FORBIDDEN'));
      expect(await svc.request('/users', { body })).toMatchObject(error(401, 'UNAUTHORIZED'));
      const { rows } = await svc.db.query(`SELECT 1 FROM users WHERE email = 'intruder@example.com'`);
      expect(rows).toHaveLength(0);
    });
  });

  describe('PATCH /users/:id', () => {
    let target: TestUser;
    beforeEach(async () => {
      target = await svc.createUser({ role: 'user' });
    });

    it('edits the spec payload: 200 with the user', async () => {
      const res = await as(admin.token).patch(`/users/${target.id}`, {
        name: 'Renamed',
        phone: '911',
        city: 'Sevilla',
        country: 'España',
      });
      expect(res).toMatchObject({
        status: 200,
        body: { _id: target.id, name: 'Renamed', phone: '911', city: 'Sevilla', country: 'España', verified: true },
      });
      expect(Object.keys(res.body as object).sort()).toEqual(USER_FIELDS);
    });

    it('a new e-mail must be verified again, and links sent to the old one stop working', async () => {
      await svc.db.query(
        `INSERT INTO verification_tokens (id_hash, user_id, expires_at) VALUES ('\\x01', $1, now() + interval '1 day')`,
        [target.id],
      );
      await svc.db.query(
        `INSERT INTO password_resets (id_hash, user_id, expires_at) VALUES ('\\x02', $1, now() + interval '1 day')`,
        [target.id],
      );
      const res = await as(admin.token).patch(`/users/${target.id}`, { email: 'New.Address@Example.com' });
      expect(res).toMatchObject({ status: 200, body: { email: 'new.address@example.com', verified: false } });
      const { rows } = await svc.db.query(
        `SELECT (SELECT count(*) FROM verification_tokens WHERE user_id = $1)::int
              + (SELECT count(*) FROM password_resets WHERE user_id = $1)::int AS links`,
        [target.id],
      );
      expect(rows[0].links).toBe(0);
    });

    it('promotes to admin, and the sessions of the old role end', async () => {
      expect(await as(target.token).get('/profile')).toMatchObject({ status: 200 });
      const res = await as(admin.token).patch(`/users/${target.id}`, { role: 'admin' });
      expect(res).toMatchObject({ status: 200, body: { role: 'admin' } });
      expect(await as(target.token).get('/profile')).toMatchObject(error(401, 'UNAUTHORIZED'));
    });

    it('a login right after a role change (same second) keeps its session', async () => {
      const email = 'quick.promotion@test.example';
      await as(admin.token).post('/users', { name: 'Quick', email, password: 'secret1', role: 'user' });
      const created = (await as(admin.token).get(`/users?filter=${email}&fields=email`)).body as Paged<User>;
      expect(await as(admin.token).patch(`/users/${created.docs[0]._id}`, { role: 'admin' })).toMatchObject({
        status: 200,
      });
      const login = await svc.request('/login', { body: { email, password: 'secret1' } });
      expect(login.status).toBe(200);
      expect(await as((login.body as { token: string }).token).get('/profile')).toMatchObject({ status: 200 });
    });

    it('refuses a taken e-mail: 422 EMAIL_ALREADY_EXISTS', async () => {
      expect(await as(admin.token).patch(`/users/${target.id}`, { email: 'ADMIN@admin.com' })).toMatchObject(
        error(422, 'EMAIL_ALREADY_EXISTS'),
      );
    });

    it.each([
      ['an unknown role', 'ERROR', { role: 'root' }],
      ['an empty name', 'IS_EMPTY', { name: ' ' }],
      ['a password', 'UNKNOWN_FIELD', { password: 'newsecret' }],
      ['a verified flag', 'UNKNOWN_FIELD', { verified: true }],
    ])('refuses %s: 422 %s, and nothing changes', async (_name, code, body) => {
      expect(await as(admin.token).patch(`/users/${target.id}`, body)).toMatchObject(error(422, code));
      expect(await as(admin.token).get(`/users/${target.id}`)).toMatchObject({
        body: { role: 'user', name: 'Test user' },
      });
    });

    it('malformed id: 422 ID_MALFORMED; unknown id: 404 NOT_FOUND', async () => {
      expect(await as(admin.token).patch('/users/abc', { name: 'X' })).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await as(admin.token).patch(`/users/${UNKNOWN}`, { name: 'X' })).toMatchObject(error(404, 'NOT_FOUND'));
    });

    it('is for admins only: a user cannot promote themselves (403), nor anyone without a token (401)', async () => {
      expect(await as(target.token).patch(`/users/${target.id}`, { role: 'admin' })).toMatchObject(
        error(403, 'FORBIDDEN'),
      );
      expect(await svc.request(`/users/${target.id}`, { method: 'PATCH', body: { role: 'admin' } })).toMatchObject(
        error(401, 'UNAUTHORIZED'),
      );
      expect(await as(admin.token).get(`/users/${target.id}`)).toMatchObject({ body: { role: 'user' } });
    });
  });

  describe('DELETE /users/:id', () => {
    it('deletes: 200 with the user, then 404; their token dies with them', async () => {
      const target = await svc.createUser({ role: 'user' });
      expect(await as(admin.token).del(`/users/${target.id}`)).toMatchObject({
        status: 200,
        body: { _id: target.id, email: target.email },
      });
      expect(await as(admin.token).get(`/users/${target.id}`)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await as(admin.token).del(`/users/${target.id}`)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await as(target.token).get('/profile')).toMatchObject({ status: 401 });
    });

    it('malformed id: 422 ID_MALFORMED', async () => {
      expect(await as(admin.token).del('/users/1')).toMatchObject(error(422, 'ID_MALFORMED'));
    });

    it('is for admins only: 403 with a user token, 401 without one; nobody is deleted', async () => {
      expect(await as(owner.token).del(`/users/${admin.id}`)).toMatchObject(error(403, 'FORBIDDEN'));
      expect(await svc.request(`/users/${admin.id}`, { method: 'DELETE' })).toMatchObject(error(401, 'UNAUTHORIZED'));
      expect(await as(admin.token).get(`/users/${admin.id}`)).toMatchObject({ status: 200 });
    });
  });

  describe('the last admin', () => {
    /**
     * An operator whose token still says admin while their row says user (a direct database change ends no
     * session): it stays valid whichever admin write commits first, so only the last-admin rule decides.
     */
    let operator: TestUser;
    beforeAll(async () => {
      operator = await svc.createUser({ role: 'admin' });
      await svc.db.query(`UPDATE users SET role = 'user' WHERE id = $1`, [operator.id]);
    });

    async function onlyAdmins(count: number): Promise<TestUser[]> {
      await svc.db.query(`UPDATE users SET role = 'user' WHERE role = 'admin'`);
      const created: TestUser[] = [];
      for (let i = 0; i < count; i++) created.push(await svc.createUser({ role: 'admin' }));
      return created;
    }

    it('cannot be demoted nor deleted: 409 LAST_ADMIN, and stays an admin', async () => {
      const [last] = await onlyAdmins(1);
      expect(await as(last.token).patch(`/users/${last.id}`, { role: 'user' })).toMatchObject(error(409, 'LAST_ADMIN'));
      expect(await as(last.token).del(`/users/${last.id}`)).toMatchObject(error(409, 'LAST_ADMIN'));
      expect(await admins()).toEqual([last.id]);
      // Other edits of the last admin are fine.
      expect(await as(last.token).patch(`/users/${last.id}`, { role: 'admin', name: 'Still here' })).toMatchObject({
        status: 200,
        body: { role: 'admin', name: 'Still here' },
      });
    });

    it('one of two admins can be demoted, then the other is the last', async () => {
      const [first, second] = await onlyAdmins(2);
      expect(await as(operator.token).patch(`/users/${first.id}`, { role: 'user' })).toMatchObject({
        status: 200,
        body: { role: 'user' },
      });
      expect(await as(operator.token).del(`/users/${second.id}`)).toMatchObject(error(409, 'LAST_ADMIN'));
      expect(await admins()).toEqual([second.id]);
    });

    it.each([
      ['demoting', 'demoting'],
      ['demoting', 'deleting'],
      ['deleting', 'deleting'],
    ])('two requests %s and %s the two last admins at once: exactly one succeeds', async (left, right) => {
      const write = (kind: string, id: string) =>
        kind === 'deleting'
          ? as(operator.token).del(`/users/${id}`)
          : as(operator.token).patch(`/users/${id}`, { role: 'user' });
      for (let round = 0; round < 5; round++) {
        const [first, second] = await onlyAdmins(2);
        const results = await Promise.all([write(left, first.id), write(right, second.id)]);
        expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
        expect(results.find((res) => res.status === 409)?.body).toEqual({ errors: { msg: 'LAST_ADMIN' } });
        expect(await admins()).toHaveLength(1);
      }
    });
  });
});
