import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  GUEST_CACHE_TAGS_HEADER,
  PUBLIC_CACHE_CONTROL,
  type PublicRestaurant,
  type PublicSchedule,
} from '@carta/contracts';
import { createGateway } from '../src/gateway';
import { GUEST_CACHE_LIMITS, GUEST_LIVE_LIMITS, type GatewayConfig } from '../src/config';

/** Served every day, all day. */
const ALWAYS = {
  unlimitedTime: true,
  timeRanges: [],
  dateRange: null,
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
} satisfies PublicSchedule;

const WITH_SUB = '11111111-1111-4111-8111-111111111111';
const PLAIN = '22222222-2222-4222-8222-222222222222';
const MENU_A = '33333333-3333-4333-8333-333333333333';
const MENU_B = '44444444-4444-4444-8444-444444444444';
const CHANGED_AT = '2026-11-20T09:30:15.250Z';
/** PUBLIC_URL: the scheme and (non-default) port of every address written. */
const SITE = 'https://carta.example.com:8443';
const SUB_SITE = 'https://casapepe.carta.example.com:8443';

function restaurant(_id: string, subDomain: string | null, name: string): PublicRestaurant {
  const summary = {
    banner: null,
    fixedPrice: false,
    price: null,
    availability: { state: 'available' as const },
    schedule: ALWAYS,
  };
  return {
    _id,
    name,
    address: '',
    postalCode: '',
    city: '',
    phone: '',
    web: '',
    languages: ['es', 'gb'],
    currency: 'EUR',
    brandColor: '#272727',
    timeZone: 'Europe/Madrid',
    socialLinks: {},
    mapInfo: { lat: 0, lng: 0, enabled: false },
    closedDates: [],
    logo: null,
    cover: null,
    subDomain,
    publicChangedAt: CHANGED_AT,
    menus: [
      { _id: MENU_A, name: { es: 'Carta' }, ...summary },
      { _id: MENU_B, name: { es: 'Menú' }, ...summary },
    ],
  };
}

/** The restaurants service's public restaurant read, by id or accepted subdomain; it counts its reads. */
function fakeRestaurants(docs: PublicRestaurant[]) {
  const state = { reads: 0, failing: false };
  const server: Server = createServer((req, res) => {
    state.reads += 1;
    const url = new URL(req.url ?? '/', 'http://service');
    if (state.failing) return res.writeHead(500).end('{}');
    const id = url.searchParams.get('_id');
    const sub = url.searchParams.get('subDomain');
    const found = docs.filter((doc) => (id ? doc._id === id : doc.subDomain === sub?.toLowerCase()));
    if (found.length) res.setHeader(GUEST_CACHE_TAGS_HEADER, found.map((doc) => doc._id).join(' '));
    res
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': PUBLIC_CACHE_CONTROL })
      .end(JSON.stringify({ docs: found, totalDocs: found.length }));
  });
  return { state, server };
}

describe('sitemaps and robots.txt', () => {
  const { state, server } = fakeRestaurants([
    restaurant(WITH_SUB, 'casapepe', 'Casa Pepe'),
    restaurant(PLAIN, null, 'Casa <Lola> & Co'),
  ]);
  let gateway: FastifyInstance;
  let staticDir: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    staticDir = mkdtempSync(join(tmpdir(), 'gateway-sitemap-'));
    for (const dir of ['shell', 'mf-owner', 'mf-guest', 'mf-admin']) mkdirSync(join(staticDir, dir));
    const config: GatewayConfig = {
      port: 0,
      staticDir,
      upstreams: {
        auth: ['http://127.0.0.1:9'],
        restaurants: [`http://127.0.0.1:${(server.address() as AddressInfo).port}`],
        admin: ['http://127.0.0.1:9'],
      },
      remotes: { owner: '/o', guest: '/g', admin: '/a' },
      guestServerUrl: null,
      drainDelayMs: 0,
      version: '1.0.0',
      demoMode: false,
      mapTilesUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
      mainHost: 'carta.example.com',
      // Not the port the gateway listens on, nor any a client names: the addresses written are these.
      publicUrl: SITE,
      logLevel: 'silent',
      corsOrigins: [],
      trustProxy: false,
      redisUrl: null,
      guestCache: GUEST_CACHE_LIMITS,
      guestLive: GUEST_LIVE_LIMITS,
    };
    gateway = await createGateway(config);
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await gateway.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(staticDir, { recursive: true, force: true });
  });

  let port: number;
  /** A GET on the gateway as asked for `host` (fetch may not set Host). */
  const get = (path: string, host: string) =>
    new Promise<{ statusCode: number; headers: IncomingHttpHeaders; body: string; json: () => unknown }>(
      (resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) }),
          );
        }).on('error', reject);
      },
    );
  const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it("serves a restaurant's sitemap at /sitemap.xml on its subdomain: every page in every language, with alternates", async () => {
    const res = await get('/sitemap.xml', 'casapepe.carta.example.com');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const origin = `${SUB_SITE}/app/guest/restaurant`;
    expect(locs(res.body)).toEqual([
      `${origin}/${WITH_SUB}?lang=es`,
      `${origin}/${WITH_SUB}?lang=gb`,
      `${origin}/${WITH_SUB}/menu/${MENU_A}?lang=es`,
      `${origin}/${WITH_SUB}/menu/${MENU_A}?lang=gb`,
      `${origin}/${WITH_SUB}/menu/${MENU_B}?lang=es`,
      `${origin}/${WITH_SUB}/menu/${MENU_B}?lang=gb`,
    ]);
    const firstUrl = /<url>(.*?)<\/url>/.exec(res.body)![1];
    expect(
      [...firstUrl.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ).toEqual([
      ['es', `${origin}/${WITH_SUB}?lang=es`],
      ['en', `${origin}/${WITH_SUB}?lang=gb`],
      ['x-default', `${origin}/${WITH_SUB}`],
    ]);
    // Every page shows the restaurant's data: each says when it last changed, right after its address.
    expect([...res.body.matchAll(/<\/loc><lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1])).toEqual(
      Array(6).fill(CHANGED_AT),
    );
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
  });

  it('serves a restaurant without a subdomain at /sitemaps/{id}.xml on the main host', async () => {
    const res = await get(`/sitemaps/${PLAIN.toUpperCase()}.xml`, 'carta.example.com');
    expect(res.statusCode).toBe(200);
    expect(locs(res.body)[0]).toBe(`${SITE}/app/guest/restaurant/${PLAIN}?lang=es`);
    expect(locs(res.body)).toHaveLength(6);
  });

  it("moves a restaurant with a subdomain to that subdomain's sitemap (a sitemap lists its own host only)", async () => {
    const res = await get(`/sitemaps/${WITH_SUB}.xml`, 'carta.example.com');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${SUB_SITE}/sitemap.xml`);
  });

  it('writes the configured host whatever Host a client sends: these answers are public and kept an hour', async () => {
    // A forged port on the restaurant's own host.
    const sitemap = await get('/sitemap.xml', 'casapepe.carta.example.com:6666');
    expect(sitemap.statusCode).toBe(200);
    expect(locs(sitemap.body)).toHaveLength(6);
    for (const loc of locs(sitemap.body)) expect(loc.startsWith(`${SUB_SITE}/app/`)).toBe(true);
    expect(sitemap.body).not.toContain('6666');
    const robots = await get('/robots.txt', 'casapepe.carta.example.com:6666');
    expect(robots.body).toContain(`Sitemap: ${SUB_SITE}/sitemap.xml\n`);
    // Another site's name, or the main host with a forged port: the redirect and the addresses stay ours.
    for (const host of ['evil.example', 'carta.example.com:6666', '127.0.0.1:6666']) {
      const moved = await get(`/sitemaps/${WITH_SUB}.xml`, host);
      expect([host, moved.statusCode, moved.headers.location]).toEqual([host, 301, `${SUB_SITE}/sitemap.xml`]);
      const plain = await get(`/sitemaps/${PLAIN}.xml`, host);
      expect([host, plain.statusCode, locs(plain.body)[0]]).toEqual([
        host,
        200,
        `${SITE}/app/guest/restaurant/${PLAIN}?lang=es`,
      ]);
    }
    // A sitemap asked on a host that is not its own moves to that host's.
    const elsewhere = await get(`/sitemaps/${PLAIN}.xml`, 'casapepe.carta.example.com');
    expect([elsewhere.statusCode, elsewhere.headers.location]).toEqual([301, `${SITE}/sitemaps/${PLAIN}.xml`]);
  });

  it('answers 404 for no restaurant: the main host, an unknown subdomain or id, a malformed name', async () => {
    for (const [url, host] of [
      ['/sitemap.xml', 'carta.example.com'],
      ['/sitemap.xml', 'nadie.carta.example.com'],
      ['/sitemaps/99999999-9999-4999-8999-999999999999.xml', 'carta.example.com'],
      ['/sitemaps/nope.xml', 'carta.example.com'],
      [`/sitemaps/${PLAIN}.json`, 'carta.example.com'],
    ]) {
      const res = await get(url, host);
      expect([url, host, res.statusCode, res.json()]).toEqual([url, host, 404, { errors: { msg: 'NOT_FOUND' } }]);
    }
  });

  it('reads through the guest cache: repeated sitemaps ask the service once', async () => {
    const before = state.reads;
    for (let i = 0; i < 3; i++) expect((await get('/sitemap.xml', 'casapepe.carta.example.com')).statusCode).toBe(200);
    expect(state.reads - before).toBeLessThanOrEqual(1);
  });

  it("points robots.txt at the restaurant's sitemap on its subdomain, and keeps crawlers off the private API", async () => {
    const sub = await get('/robots.txt', 'casapepe.carta.example.com');
    expect(sub.statusCode).toBe(200);
    expect(sub.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sub.body).toContain(`Sitemap: ${SUB_SITE}/sitemap.xml`);
    expect(sub.body).toContain('Disallow: /api/\n');
    expect(sub.body).toContain('Allow: /api/restaurants/public\n');
    const main = await get('/robots.txt', 'carta.example.com');
    expect(main.statusCode).toBe(200);
    expect(main.body).not.toContain('Sitemap:');
  });

  it('answers 502 while the restaurants service fails, never a 500', async () => {
    state.failing = true;
    try {
      // An id not read before: nothing kept to answer instead.
      const res = await get('/sitemaps/55555555-5555-4555-8555-555555555555.xml', 'carta.example.com');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ errors: { msg: 'SERVER_TIMEOUT_CONNECTION_ERROR' } });
    } finally {
      state.failing = false;
    }
  });
});
