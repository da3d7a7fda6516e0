import { randomUUID } from 'node:crypto';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { AUTH_KEYS_ROUTE } from '@carta/contracts';
import { accessToken, forgedTokens, testKey, type TestKey } from '../../../tools/jest/tokens';
import { createGateway } from '../src/gateway';
import { GUEST_CACHE_LIMITS, GUEST_LIVE_LIMITS, type GatewayConfig } from '../src/config';

const SUBJECT = { sub: randomUUID(), sid: randomUUID() };

/** Stands in for a service: echoes what reached it, so routing, headers and bodies can be checked; auth's publishes `key`. */
function startUpstream(name: string, key: TestKey): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    if (name === 'auth' && req.url === AUTH_KEYS_ROUTE) return void res.end(JSON.stringify({ keys: [key.jwk] }));
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          service: name,
          url: req.url,
          requestId: req.headers['x-request-id'],
          forwardedFor: req.headers['x-forwarded-for'],
          body,
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const ALLOWED_ORIGIN = 'https://www.casapepe.es';

describe('gateway', () => {
  let gateway: FastifyInstance;
  let base: string;
  /** A second gateway behind a trusted proxy, with a CORS allow-list, whose access log is read. */
  let edge: FastifyInstance;
  let edgeBase: string;
  const logLines: Array<Record<string, unknown>> = [];
  let staticDir: string;
  const upstreams: Server[] = [];
  let key: TestKey;
  let token: string;

  beforeAll(async () => {
    key = await testKey();
    token = await accessToken(key, SUBJECT);
    staticDir = mkdtempSync(join(tmpdir(), 'gateway-static-'));
    mkdirSync(join(staticDir, 'shell'));
    writeFileSync(join(staticDir, 'shell/index.html'), '<title>CARTA ONLINE</title>');
    writeFileSync(join(staticDir, 'shell/main.0123456789abcdef.js'), 'console.log(1)');
    for (const remote of ['owner', 'guest', 'admin']) mkdirSync(join(staticDir, `mf-${remote}`));
    const js = 'export const guest = true;'.repeat(100);
    writeFileSync(join(staticDir, 'mf-guest/remoteEntry.js'), js);
    writeFileSync(join(staticDir, 'mf-guest/remoteEntry.js.gz'), gzipSync(js));
    writeFileSync(join(staticDir, 'mf-guest/mf-manifest.json'), '{}');

    for (const name of ['auth', 'restaurants', 'admin']) upstreams.push(await startUpstream(name, key));
    const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    const config: GatewayConfig = {
      port: 0,
      staticDir,
      drainDelayMs: 1,
      upstreams: { auth: [url(upstreams[0])], restaurants: [url(upstreams[1])], admin: [url(upstreams[2])] },
      remotes: {
        owner: 'http://elsewhere.example/owner/mf-manifest.json',
        guest: '/remotes/guest/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
      guestServerUrl: null,
      version: '1.0.0',
      demoMode: true,
      mapTilesUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
      mainHost: 'carta.example',
      publicUrl: 'http://carta.example:8080',
      logLevel: 'silent',
      corsOrigins: [],
      trustProxy: false,
      redisUrl: null,
      guestCache: GUEST_CACHE_LIMITS,
      guestLive: GUEST_LIVE_LIMITS,
    };
    gateway = await createGateway({ ...config });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    edge = await createGateway(
      { ...config, logLevel: 'info', corsOrigins: [ALLOWED_ORIGIN], trustProxy: '127.0.0.1' },
      { logStream },
    );
    await edge.listen({ port: 0, host: '127.0.0.1' });
    edgeBase = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await gateway.close();
    await edge.close();
    for (const server of upstreams) server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('routes public calls to their service with the /api prefix stripped and a request id', async () => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42', 'x-forwarded-for': '6.6.6.6' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-42');
    expect(await res.json()).toEqual({
      service: 'auth',
      url: '/login',
      requestId: 'req-42',
      // The client's spoofed address is replaced by the one the gateway saw.
      forwardedFor: '127.0.0.1',
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
  });

  it('routes by the first path segment, keeping the query string', async () => {
    const res = await fetch(`${base}/api/restaurants/public?_id=abc`);
    expect(await res.json()).toMatchObject({ service: 'restaurants', url: '/restaurants/public?_id=abc' });
    const cities = await fetch(`${base}/api/cities/all`, { headers: { authorization: `Bearer ${token}` } });
    expect(await cities.json()).toMatchObject({ service: 'admin', url: '/cities/all' });
  });

  it('refuses protected calls without a valid access token, checked with the key set auth publishes', async () => {
    expect((await fetch(`${base}/api/profile`)).status).toBe(401);
    for (const [kind, forged] of Object.entries(await forgedTokens(key, SUBJECT))) {
      const res = await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${forged}` } });
      expect({ kind, status: res.status, body: await res.json() }).toEqual({
        kind,
        status: 401,
        body: { errors: { msg: 'UNAUTHORIZED' } },
      });
    }
    const ok = await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await fetch(`${base}/api/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });

  it('hands the shell the remotes and configuration at run time, never cached', async () => {
    const res = await fetch(`${base}/app/remotes.json`);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual({
      owner: 'http://elsewhere.example/owner/mf-manifest.json',
      guest: '/remotes/guest/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
    expect(await (await fetch(`${base}/app/version.json`)).json()).toEqual({ version: '1.0.0' });
    expect(await (await fetch(`${base}/app/config.json`)).json()).toEqual({
      demoMode: true,
      mapTilesUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
      mainHost: 'carta.example',
    });
  });

  it("preloads what a guest page's first screen fetches, with the page", async () => {
    const [r1, m1] = [randomUUID(), randomUUID()];
    const res = await fetch(`${base}/app/guest/restaurant/${r1}/menu/${m1}`);
    expect(res.headers.get('link')?.split(', ')).toEqual([
      '</app/remotes.json>; rel=preload; as=fetch; crossorigin',
      '</remotes/guest/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      `</api/restaurants/public/${r1}/menus/${m1}>; rel=preload; as=fetch; crossorigin`,
    ]);
    // An address that is not an id is still the app's page, with nothing of it in the header; a broken one is a 422.
    const odd = await fetch(`${base}/app/guest/restaurant/x%3E;rel=preload;as=script,%3Cy`);
    expect(odd.status).toBe(200);
    expect(odd.headers.get('link')).toBe('</app/remotes.json>; rel=preload; as=fetch; crossorigin');
    expect((await fetch(`${base}/app/guest/restaurant/%E0`)).status).toBe(422);
  });

  it('serves index.html for deep links, and 404 for missing files', async () => {
    const deep = await fetch(`${base}/app/restaurant/123/menu/4`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('CARTA ONLINE');
    expect((await fetch(`${base}/app/missing.js`)).status).toBe(404);
  });

  it('caches hashed files for a year and precompressed remotes are served compressed', async () => {
    const hashed = await fetch(`${base}/app/main.0123456789abcdef.js`);
    expect(hashed.headers.get('cache-control')).toContain('immutable');
    const entry = await fetch(`${base}/remotes/guest/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    expect(entry.headers.get('cache-control')).toContain('no-cache');
  });

  describe('security headers', () => {
    const csp = (res: Response) => {
      const header = res.headers.get('content-security-policy') ?? '';
      return Object.fromEntries(header.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    };

    it.each([
      '/app/',
      '/app/login',
      '/app/main.0123456789abcdef.js',
      '/remotes/guest/remoteEntry.js',
      '/api/login',
      '/api/nowhere',
      '/healthz',
    ])(
      '%s: CSP without eval or inline script, never framed, nosniff, referrer and permissions policies',
      async (path) => {
        const res = await fetch(`${base}${path}`, { method: path === '/api/login' ? 'POST' : 'GET' });
        const policy = csp(res);
        expect(policy['script-src']).toBe("'self' http://elsewhere.example");
        expect(policy['frame-ancestors']).toBe("'none'");
        expect(policy['object-src']).toBe("'none'");
        expect(res.headers.get('content-security-policy')).not.toMatch(
          /unsafe-eval|'unsafe-inline'[^;]*;.*script|nonce/,
        );
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('permissions-policy')).toContain('camera=()');
        // Plain HTTP from a client: no HSTS.
        expect(res.headers.get('strict-transport-security')).toBeNull();
      },
    );

    it("lets any site frame a guest's page (a restaurant embeds its menu), and allows the map's tiles", async () => {
      const res = await fetch(`${base}/app/guest/restaurant/${randomUUID()}`);
      expect(csp(res)['frame-ancestors']).toBe('*');
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(csp(res)['img-src']).toContain('http://tiles.invalid');
    });

    it('sends HSTS only for HTTPS as a trusted proxy says, never as a client says', async () => {
      const proxied = await fetch(`${edgeBase}/app/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const spoofed = await fetch(`${base}/app/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    });
  });

  describe('CORS', () => {
    const preflight = (url: string, origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization, content-type',
        },
      });

    it("answers a listed origin's preflight with 204 and what it may send", async () => {
      const res = await preflight(`${edgeBase}/api/restaurants/${randomUUID()}`, ALLOWED_ORIGIN);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const read = await fetch(`${edgeBase}/api/login`, { method: 'POST', headers: { origin: ALLOWED_ORIGIN } });
      expect(read.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(read.headers.get('vary')).toContain('Origin');
    });

    it('gives any other origin no CORS header, and none at all when no origin is listed', async () => {
      for (const url of [`${edgeBase}/api/login`, `${base}/api/login`]) {
        const res = await preflight(url, 'https://evil.example');
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-methods')).toBeNull();
      }
      const allowedElsewhere = await preflight(`${base}/api/login`, ALLOWED_ORIGIN);
      expect(allowedElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('what a client sends', () => {
    it.each(['/api/cities/%zz', '/api/cities?filter=%zz', '/api/restaurants/public/%E0', '/app/login?x=%', '/app/%zz'])(
      'a broken percent-escape in %s: 422 {errors: {msg: ERROR}}',
      async (path) => {
        const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ errors: { msg: 'ERROR' } });
      },
    );

    it('passes `..` in a search filter as data, and refuses it as a path segment', async () => {
      const search = '?filter=..%2F..%2Fusers&fields=name&raw=../../users';
      const res = await fetch(`${base}/api/cities${search}`, { headers: { authorization: `Bearer ${token}` } });
      expect(await res.json()).toMatchObject({ service: 'admin', url: `/cities${search}` });
      for (const path of [
        '/api/restaurants/public/../../users',
        '/api/restaurants/public/%2e%2e/%2E%2E/users',
        '/api/restaurants/public/.%2e/x',
        '/api/restaurants/public/..\\..\\users',
      ]) {
        // As sent: fetch would resolve the dots itself.
        const refused = await new Promise<{ status?: number; body: string }>((resolve, reject) =>
          get({ host: '127.0.0.1', port: new URL(base).port, path }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode, body }));
          }).on('error', reject),
        );
        expect([path, refused.status, JSON.parse(refused.body)]).toEqual([path, 404, { errors: { msg: 'NOT_FOUND' } }]);
      }
    });

    it('routes with or without a trailing slash (the spec writes POST /api/cities/)', async () => {
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const cities = await fetch(`${base}/api/cities/`, { method: 'POST', headers: auth, body: '{"name":"Soria"}' });
      expect(await cities.json()).toMatchObject({ service: 'admin', url: '/cities/' });
      const users = await fetch(`${base}/api/users/`, { method: 'POST', headers: auth, body: '{}' });
      expect(await users.json()).toMatchObject({ service: 'auth', url: '/users/' });
      // A public call stays public with the slash.
      expect((await fetch(`${base}/api/login/`, { method: 'POST' })).status).toBe(200);
      expect((await fetch(`${base}/app`)).status).toBe(200);
    });

    it("answers an unreadable body in the contract's shape, wherever the path leads (fuzz: /api/x/%2e%2e)", async () => {
      for (const path of ['/api/restaurants/%2e%2e', '/api/', '/app/login']) {
        const res = await fetch(`${base}${path}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '\u0000',
        });
        expect([path, res.status < 500, await res.json()]).toEqual([
          path,
          true,
          { errors: { msg: expect.any(String) } },
        ]);
      }
    });

    it("passes a guest's beacon (a text/plain string) to the service as it was sent", async () => {
      const event = JSON.stringify({ kind: 'language', language: 'gb' });
      const res = await fetch(`${base}/api/restaurants/public/${randomUUID()}/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: event,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ service: 'restaurants', body: event });
    });

    it('passes a DELETE with a JSON content type and no body', async () => {
      const res = await fetch(`${base}/api/cities/${randomUUID()}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ service: 'admin', body: '' });
    });

    it('keeps a sane X-Request-ID only, and never logs reset or verification ids', async () => {
      const secret = randomUUID();
      for (const [header, kept] of [
        ['req-42', true],
        ['x'.repeat(200), false],
        ['a b', false],
        ['{"msg":"forged"}', false],
      ] as const) {
        const res = await fetch(`${edgeBase}/app/reset/${secret}`, { headers: { 'x-request-id': header } });
        expect(res.headers.get('x-request-id') === header).toBe(kept);
        if (!kept) expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      }
      await fetch(`${edgeBase}/app/verify/${secret}?lang=es`);
      await fetch(`${edgeBase}/api/verify/${secret}`, { method: 'POST' });
      const access = logLines.filter((line) => line.msg === 'request');
      expect(access.map((line) => line.url)).toEqual(
        expect.arrayContaining(['/app/reset/:id', '/app/verify/:id?lang=es', '/api/verify/:id']),
      );
      expect(JSON.stringify(logLines)).not.toContain(secret);
    });

    it("never logs a guest's allergen passport (health data), on a page or passed to a service", async () => {
      const code = `Q${randomUUID().slice(0, 8)}`;
      const menu = `/app/guest/restaurant/${randomUUID()}/menu/${randomUUID()}`;
      await fetch(`${edgeBase}${menu}?lang=gb&passport=${code}`);
      await fetch(`${edgeBase}/api/restaurants/public?passport=${code}&_id=x`);
      const access = logLines.filter((line) => line.msg === 'request');
      expect(access.map((line) => line.url)).toEqual(
        expect.arrayContaining([`${menu}?lang=gb&passport=:code`, '/api/restaurants/public?passport=:code&_id=x']),
      );
      expect(JSON.stringify(logLines)).not.toContain(code);
    });
  });

  it('is not ready while a service is down', async () => {
    const res = await fetch(`${base}/readyz`);
    // The stand-ins answer /readyz with 200 JSON, so every service reports ready.
    expect(res.status).toBe(200);
    upstreams[2].close();
    upstreams[2].closeAllConnections();
    const down = await fetch(`${base}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ services: { admin: false } });
  });
});
