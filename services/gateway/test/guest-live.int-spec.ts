// The open menus' event streams at the public door: only for a restaurant guests can see, a bounded number per address
// and per gateway, each for a bounded time; a client holding many never stops the gateway answering anyone else.
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AUTH_KEYS_ROUTE, GUEST_CACHE_TAGS_HEADER, PUBLIC_CACHE_CONTROL } from '@carta/contracts';
import { testKey } from '../../../tools/jest/tokens';
import { createGateway } from '../src/gateway';
import { GUEST_CACHE_LIMITS, GUEST_LIVE_LIMITS, type GatewayConfig } from '../src/config';
import type { GuestLiveLimits } from '../src/guest-live/guest-changes';

const R1 = '11111111-1111-4111-8111-111111111111';
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

/** Auth and restaurants in one: the key set, logins, readiness, and the public read of R1 (anything else: unknown). */
async function startServices(jwk: unknown): Promise<{ url: string; reads: () => number; close: () => Promise<void> }> {
  let reads = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://service');
    if (url.pathname === AUTH_KEYS_ROUTE) return void res.end(JSON.stringify({ keys: [jwk] }));
    if (url.pathname === '/login') return void req.resume().on('end', () => res.end('{"token":"t"}'));
    if (url.pathname !== '/restaurants/public') return void res.end('{}');
    reads += 1;
    const docs = url.searchParams.get('_id') === R1 ? [{ _id: R1, name: 'Casa Pepe' }] : [];
    res.setHeader('cache-control', PUBLIC_CACHE_CONTROL);
    if (docs.length) res.setHeader(GUEST_CACHE_TAGS_HEADER, R1);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ docs, totalDocs: docs.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reads: () => reads,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function startGateway(services: string, guestLive: GuestLiveLimits): Promise<[FastifyInstance, string]> {
  const staticDir = mkdtempSync(join(tmpdir(), 'gateway-live-'));
  for (const dir of ['shell', 'mf-owner', 'mf-guest', 'mf-admin']) mkdirSync(join(staticDir, dir));
  const config: GatewayConfig = {
    port: 0,
    staticDir,
    drainDelayMs: 1,
    upstreams: { auth: [services], restaurants: [services], admin: [services] },
    remotes: { owner: '/o', guest: '/g', admin: '/a' },
    guestServerUrl: null,
    version: '1.0.0',
    demoMode: false,
    mapTilesUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
    mainHost: 'localhost',
    publicUrl: 'http://localhost:8080',
    logLevel: 'silent',
    corsOrigins: [],
    // Behind a proxy on loopback: the client's address is the one X-Forwarded-For names.
    trustProxy: '127.0.0.1',
    redisUrl: null,
    guestCache: GUEST_CACHE_LIMITS,
    guestLive,
  };
  const gateway = await createGateway(config);
  gateway.addHook('onClose', async () => rmSync(staticDir, { recursive: true, force: true }));
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return [gateway, `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`];
}

interface Opened {
  status: number;
  headers: IncomingHttpHeaders;
  /** What arrived so far. */
  text: () => string;
  /** Settles when the gateway ends the answer. */
  ended: Promise<void>;
  close: () => void;
}

/** Asks for a restaurant's stream as a guest at `address`; a refusal is read whole. */
function openStream(base: string, id: string, address: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = get(
      `${base}/api/restaurants/public/${id}/changes`,
      { headers: { accept: 'text/event-stream', 'x-forwarded-for': address } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        const ended = new Promise<void>((done) => res.on('end', done).on('close', done));
        const opened = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: () => text,
          ended,
          close: () => req.destroy(),
        };
        if (res.statusCode === 200) resolve(opened);
        else void ended.then(() => resolve(opened));
      },
    );
    req.on('error', reject);
  });
}

describe('gateway: the open menus’ event streams', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let gateway: FastifyInstance;
  let base: string;
  const opened: Opened[] = [];
  const open = async (id: string, address: string) => {
    const stream = await openStream(base, id, address);
    opened.push(stream);
    return stream;
  };

  beforeAll(async () => {
    services = await startServices((await testKey()).jwk);
    [gateway, base] = await startGateway(services.url, { ...GUEST_LIVE_LIMITS, perAddress: 3, maxStreams: 10 });
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await gateway.close();
    await services.close();
  });

  it('opens a stream only for a restaurant guests can see; an unknown id is a 404 from the negative entry', async () => {
    const known = await open(R1, '198.51.100.1');
    expect(known.status).toBe(200);
    expect(known.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const before = services.reads();
    for (const attempt of [1, 2]) {
      const unknown = await open(UNKNOWN, '198.51.100.1');
      expect([attempt, unknown.status, JSON.parse(unknown.text())]).toEqual([
        attempt,
        404,
        { errors: { msg: 'NOT_FOUND' } },
      ]);
    }
    // The second ask found the negative entry: the service was asked once.
    expect(services.reads() - before).toBe(1);
    known.close();
    await known.ended;
  });

  it('refuses an address its streams beyond its cap with 429 (IPv6 by its /64), while others, /readyz and a login answer', async () => {
    const statuses = async (address: string, count: number) => {
      const streams = [];
      for (let i = 0; i < count; i += 1) streams.push(await open(R1, address));
      return streams.map((stream) => stream.status);
    };
    expect(await statuses('203.0.113.7', 4)).toEqual([200, 200, 200, 429]);
    const [first] = opened.slice(-4);
    const refused = opened[opened.length - 1];
    expect([refused.headers['retry-after'], JSON.parse(refused.text())]).toEqual([
      '60',
      { errors: { msg: 'TOO_MANY_REQUESTS' } },
    ]);
    expect(await statuses('203.0.113.8', 1)).toEqual([200]);
    const sameNetwork = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2::99'];
    expect(await Promise.all(sameNetwork.map((address) => statuses(address, 1)))).toEqual([[200], [200], [200], [429]]);
    expect(await statuses('2001:db8:1:3::1', 1)).toEqual([200]);
    // The gateway's own cap (10 here): the 11th stream from anywhere is a 503, the page keeps what it shows.
    expect(await statuses('203.0.113.9', 3)).toEqual([200, 200, 503]);

    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ email: 'user@user.com', password: '12345' }),
    });
    expect(login.status).toBe(200);

    // A guest who leaves gives the place back.
    first.close();
    await first.ended;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statuses('203.0.113.10', 1)).toEqual([200]);
  });
});

describe('gateway: an event stream’s lifetime', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    services = await startServices((await testKey()).jwk);
    [gateway, base] = await startGateway(services.url, { ...GUEST_LIVE_LIMITS, lifetimeMs: 1000 });
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });

  it('ends a stream within its lifetime (the browser opens it again by itself)', async () => {
    const stream = await openStream(base, R1, '198.51.100.2');
    const started = Date.now();
    const ended = await Promise.race([
      stream.ended.then(() => true),
      new Promise((resolve) => setTimeout(resolve, 5000, false).unref()),
    ]);
    stream.close();
    expect(ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(stream.text()).toMatch(/^retry: 2000\n\n(:\n\n)*$/);
  });
});
