import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

// nest-core's HTTP layer, which every service shares, on the smallest service.
describe('nest-core HTTP layer (on admin)', () => {
  let svc: ServiceUnderTest;
  let admin: TestUser;

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'admin_http' });
    admin = await svc.createUser({ role: 'admin' });
  });
  afterAll(() => svc.close());

  it('answers a route the same with a trailing slash (the spec writes POST /cities/)', async () => {
    const created = await svc.request('/cities/', { token: admin.token, body: { name: 'Teruel' } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Teruel' } });
    const { _id } = created.body as { _id: string };
    expect(await svc.request(`/cities/${_id}/`, { token: admin.token })).toMatchObject({
      status: 200,
      body: { _id, name: 'Teruel' },
    });
    expect((await svc.request('/cities/all/', { token: admin.token })).status).toBe(200);
  });

  it('deletes when the client sends Content-Type: application/json and no body', async () => {
    const { _id } = (await svc.request('/cities', { token: admin.token, body: { name: 'Huesca' } })).body as {
      _id: string;
    };
    const res = await svc.request(`/cities/${_id}`, {
      method: 'DELETE',
      token: admin.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect((await svc.request(`/cities/${_id}`, { token: admin.token })).status).toBe(404);
    // Elsewhere an empty JSON body is still unreadable.
    const post = await svc.request('/cities', {
      method: 'POST',
      token: admin.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(post).toMatchObject({ status: 422, body: { errors: { msg: 'ERROR' } } });
  });

  it.each(['/cities/%zz', '/cities/%E0', '/cities?filter=%zz', '/cities?filter=100%&fields=name'])(
    'refuses the broken percent-escape in %s with 422 ERROR, never a 500',
    async (path) => {
      expect(await svc.request(path, { token: admin.token })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'ERROR' } },
      });
    },
  );

  it('keeps a sane X-Request-ID and replaces any other', async () => {
    const kept = await svc.request('/cities/all', { token: admin.token, headers: { 'x-request-id': 'req-42' } });
    expect(kept.headers.get('x-request-id')).toBe('req-42');
    for (const bad of ['x'.repeat(200), 'a b', '{"level":60}']) {
      const res = await svc.request('/cities/all', { token: admin.token, headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
