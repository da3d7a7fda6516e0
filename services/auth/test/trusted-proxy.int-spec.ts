// X-Forwarded-For is believed only from the gateway (TRUST_PROXY): anyone else is counted by their own address.
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

describe('auth: a client that is not the gateway', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    // The gateway is elsewhere (a documentation address): this test's own connections, from 127.0.0.1, are not it.
    svc = await startServiceForTest(AppModule, {
      name: 'auth',
      env: { TRUST_PROXY: '192.0.2.10', AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(() => svc.close());

  it('cannot dodge the rate limit with a forged X-Forwarded-For: it is limited by its real address', async () => {
    const login = (forged: string) =>
      svc.request('/login', {
        body: { email: 'user@user.com', password: '12345' },
        headers: { 'x-forwarded-for': forged },
      });
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await login(forged)).status).toBe(200);
    expect(await login('198.51.100.4')).toMatchObject({ status: 429, body: { errors: { msg: 'TOO_MANY_REQUESTS' } } });
  });
});
