import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

const REDIS_SERVER = '/usr/bin/redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs the same checks against the in-memory store and, when redis-server is installed, against Redis. */
function rateLimitSuite(store: 'memory' | 'redis', env: () => Record<string, string>) {
  describe(`auth: rate limits per client address (${store})`, () => {
    let svc: ServiceUnderTest;

    beforeAll(async () => {
      svc = await startServiceForTest(AppModule, { name: 'auth', env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', ...env() } });
    });
    afterAll(() => svc.close());

    const login = (ip: string) =>
      svc.request('/login', {
        body: { email: 'user@user.com', password: '12345' },
        headers: { 'x-forwarded-for': ip },
      });

    it('refuses the fourth login in a minute from one address: 429 TOO_MANY_REQUESTS with Retry-After', async () => {
      for (let i = 0; i < 3; i++) expect((await login(`198.51.100.1`)).status).toBe(200);
      const refused = await login('198.51.100.1');
      expect(refused).toMatchObject({ status: 429, body: { errors: { msg: 'TOO_MANY_REQUESTS' } } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });

    it('counts each address and each route apart', async () => {
      expect((await login('198.51.100.2')).status).toBe(200);
      const forgot = await svc.request('/forgot', {
        body: { email: 'nobody@example.com' },
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(forgot.status).toBe(200);
    });

    it('counts an IPv6 client by its /64: a new address in the same network is the same client', async () => {
      for (let i = 1; i <= 3; i++) expect((await login(`2001:db8:1:2::${i}`)).status).toBe(200);
      expect(await login('2001:db8:1:2:ffff::9')).toMatchObject({ status: 429 });
      expect((await login('2001:db8:1:3::1')).status).toBe(200);
    });

    it('limits verify per address', async () => {
      const verify = () =>
        svc.request('/verify', { body: { id: 'guess' }, headers: { 'x-forwarded-for': '198.51.100.20' } });
      for (let i = 0; i < 3; i++) expect((await verify()).status).toBe(404);
      expect(await verify()).toMatchObject({ status: 429, body: { errors: { msg: 'TOO_MANY_REQUESTS' } } });
    });

    it.each([
      ['/resendvalidation', {}],
      ['/profile/changePassword', { oldPassword: 'wrong-pass', newPassword: 'second-pass' }],
      ['/profile/changeEmail', { email: 'elsewhere@example.com', password: 'wrong-pass' }],
    ])('limits %s per account: the sixth call in an hour is 429, from any address', async (path, body) => {
      const user = await svc.createUser();
      const call = (n: number) =>
        svc.request(path, { method: 'POST', body, token: user.token, headers: { 'x-forwarded-for': `192.0.2.${n}` } });
      for (let i = 0; i < 5; i++) expect((await call(i)).status).not.toBe(429);
      expect(await call(9)).toMatchObject({ status: 429, body: { errors: { msg: 'TOO_MANY_REQUESTS' } } });
      expect((await call(10)).status).toBe(429);
      const other = await svc.createUser();
      expect(
        (
          await svc.request(path, {
            method: 'POST',
            body,
            token: other.token,
            headers: { 'x-forwarded-for': '192.0.2.9' },
          })
        ).status,
      ).not.toBe(429);
    });

    it('limits forgot too', async () => {
      const forgot = () =>
        svc.request('/forgot', { body: { email: 'x@example.com' }, headers: { 'x-forwarded-for': '198.51.100.9' } });
      for (let i = 0; i < 3; i++) expect((await forgot()).status).toBe(200);
      expect(await forgot()).toMatchObject({ status: 429, body: { errors: { msg: 'TOO_MANY_REQUESTS' } } });
    });
  });
}

rateLimitSuite('memory', () => ({}));

describe('with Redis', () => {
  let redis: ChildProcess;
  let port: number;
  beforeAll(async () => {
    // Redis is required: without redis-server the run fails instead of quietly testing memory alone.
    if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server`);
    port = await freePort();
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = createServer().listen(port, '127.0.0.1', () => socket.close(() => resolve(false)));
        socket.once('error', () => resolve(true));
      });
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  });
  afterAll(() => {
    redis?.kill('SIGTERM');
  });
  rateLimitSuite('redis', () => ({ REDIS_URL: `redis://127.0.0.1:${port}` }));
});
