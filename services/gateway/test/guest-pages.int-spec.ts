import { createHash, randomUUID } from 'node:crypto';
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  API_PREFIX,
  GUEST_CACHE_INVALIDATES_HEADER,
  GUEST_CACHE_TAGS_HEADER,
  GUEST_PAGE_DATA_ID,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_INVALIDATION_CHANNEL,
  guestPageRead,
  type GuestPageState,
  type PublicMenuPage,
  type PublicRestaurant,
} from '@carta/contracts';
import { guestRemoteDist } from '../../../tools/jest/guest-bundle';
import { requireRedis } from '../../../tools/jest/redis';
import { accessToken, serveKeys, testKey } from '../../../tools/jest/tokens';
import { createGateway } from '../src/gateway';
import { GUEST_CACHE_LIMITS, GUEST_LIVE_LIMITS, type GatewayConfig } from '../src/config';

const REDIS_URL = 'redis://127.0.0.1:6379';
const R1 = '11111111-1111-4111-8111-111111111111';
const MENU = '33333333-3333-4333-8333-333333333333';
const UNKNOWN = '99999999-9999-4999-8999-999999999999';
const SHELL_INDEX = '<!doctype html><html><body><div id="root"></div><!-- the single-page app --></body></html>';

let token: string;
let auth: Awaited<ReturnType<typeof serveKeys>>;
let guestDist: string;
beforeAll(async () => {
  guestDist = guestRemoteDist();
  const key = await testKey();
  token = await accessToken(key, { sub: randomUUID(), sid: randomUUID() });
  auth = await serveKeys({ keys: [key.jwk], reads: 0 });
}, 180_000);
afterAll(() => auth.close());

/** The restaurants service's public reads of one restaurant with one menu, and its edits (announced on Redis). */
class FakeRestaurants {
  name = 'Casa Pepe';
  reads = 0;
  server!: Server;
  private publisher: Redis | null = null;

  restaurant(): PublicRestaurant {
    return {
      _id: R1,
      name: this.name,
      address: 'Calle Mayor 1',
      postalCode: '28001',
      city: 'Madrid',
      phone: '+34 600 000 000',
      web: '',
      languages: ['es', 'gb'],
      currency: 'EUR',
      brandColor: '#aa3300',
      timeZone: 'Europe/Madrid',
      socialLinks: {},
      mapInfo: { enabled: false, lat: 0, lng: 0 },
      closedDates: [],
      logo: null,
      cover: null,
      subDomain: null,
      publicChangedAt: '2026-03-01T10:00:00.000Z',
      menus: [
        {
          _id: MENU,
          name: { es: 'Carta de invierno', gb: 'Winter menu' },
          banner: null,
          fixedPrice: false,
          price: null,
          availability: { state: 'available' },
          schedule: {
            unlimitedTime: true,
            timeRanges: [],
            dateRange: null,
            days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
          },
        },
      ],
    };
  }

  menuPage(): PublicMenuPage {
    const [summary] = this.restaurant().menus;
    return {
      restaurant: this.restaurant(),
      menu: {
        ...summary,
        sections: [
          {
            _id: randomUUID(),
            name: { es: 'Entrantes', gb: 'Starters' },
            course: null,
            banner: null,
            items: [
              {
                _id: randomUUID(),
                name: { es: 'Croquetas de jamón', gb: 'Ham croquettes' },
                description: { es: 'Caseras', gb: 'Home-made' },
                image: null,
                allergens: ['gluten', 'dairyProducts'],
                traces: [],
                allergensConfirmed: true,
                diets: [],
                spiciness: 0,
                soldOut: false,
                price: '8.50',
                sizes: [],
                supplement: null,
              },
            ],
          },
        ],
      },
    };
  }

  async start(redisUrl: string | null): Promise<string> {
    this.publisher = redisUrl ? new Redis(redisUrl) : null;
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    await this.publisher?.quit();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://service');
    if (req.method !== 'GET') {
      let body = '';
      for await (const chunk of req) body += chunk;
      this.name = (JSON.parse(body) as { name: string }).name;
      await this.publisher?.publish(PUBLIC_INVALIDATION_CHANNEL, R1);
      res.setHeader(GUEST_CACHE_INVALIDATES_HEADER, R1);
      return this.json(res, 200, { _id: R1, name: this.name });
    }
    this.reads += 1;
    res.setHeader('cache-control', PUBLIC_CACHE_CONTROL);
    if (url.pathname === `/restaurants/public/${R1}/menus/${MENU}`) {
      res.setHeader(GUEST_CACHE_TAGS_HEADER, R1);
      return this.json(res, 200, this.menuPage());
    }
    if (url.pathname === '/restaurants/public') {
      const found = url.searchParams.get('_id') === R1;
      if (found) res.setHeader(GUEST_CACHE_TAGS_HEADER, R1);
      return this.json(res, 200, found ? { docs: [this.restaurant()], totalDocs: 1 } : { docs: [], totalDocs: 0 });
    }
    return this.json(res, 404, { errors: { msg: 'NOT_FOUND' } });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  }
}

/** A gateway serving the built guest remote (or, `withBundle: false`, a remote deployed without its server bundle). */
async function startGateway(
  restaurants: string,
  redisUrl: string | null,
  { withBundle = true } = {},
): Promise<[FastifyInstance, string]> {
  const staticDir = mkdtempSync(join(tmpdir(), 'gateway-pages-'));
  for (const dir of ['shell', 'mf-owner', 'mf-admin']) mkdirSync(join(staticDir, dir));
  writeFileSync(join(staticDir, 'shell/index.html'), SHELL_INDEX);
  if (withBundle) symlinkSync(guestDist, join(staticDir, 'mf-guest'));
  else mkdirSync(join(staticDir, 'mf-guest'));
  const config: GatewayConfig = {
    port: 0,
    staticDir,
    upstreams: { auth: [auth.url], restaurants: [restaurants], admin: ['http://127.0.0.1:9'] },
    remotes: {
      owner: '/remotes/owner/mf-manifest.json',
      guest: '/remotes/guest/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    },
    guestServerUrl: null,
    drainDelayMs: 0,
    version: '1.0.0',
    demoMode: false,
    mapTilesUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
    mainHost: 'localhost',
    publicUrl: 'http://localhost:8080',
    logLevel: 'silent',
    corsOrigins: [],
    trustProxy: false,
    redisUrl,
    guestCache: GUEST_CACHE_LIMITS,
    guestLive: GUEST_LIVE_LIMITS,
  };
  const gateway = await createGateway(config);
  gateway.addHook('onClose', async () => rmSync(staticDir, { recursive: true, force: true }));
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return [gateway, `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`];
}

async function page(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-language': 'es-ES,es;q=0.9', ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const menuPath = `/app/guest/restaurant/${R1}/menu/${MENU}`;
const landingPath = `/app/guest/restaurant/${R1}`;

/** The sources of the answer's Content-Security-Policy `script-src`. */
const scriptSources = (headers: Headers) =>
  /(?:^|; )script-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1].split(' ') ?? [];

describe('guest pages rendered by the gateway', () => {
  const service = new FakeRestaurants();
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    [gateway, base] = await startGateway(await service.start(null), null);
  });
  afterAll(async () => {
    await gateway.close();
    await service.stop();
  });

  it('renders a menu whole in the HTML: dishes, prices, allergens, its state for hydration and a script run by its hash', async () => {
    const { status, headers, text } = await page(base, menuPath);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(headers.get('vary')).toMatch(/Accept-Language/);
    expect(text).toMatch(/^<!doctype html><html lang="es">/);
    expect(text).toContain('Croquetas de jamón');
    expect(text).toContain('Caseras');
    expect(text).toMatch(/8,50\s€/);
    expect(text).toContain('Cereales que contengan gluten');
    expect(text).toContain(`href="/app/guest/restaurant/${R1}"`);
    expect(text).toContain('<style data-guest-styles>');
    // No script in the head: the one inline script, last, fetches the entry once the page has painted.
    expect(text.slice(0, text.indexOf('</head>'))).not.toMatch(/<script(?! type="application\/ld\+json")/);
    const inline =
      /<script data-scripts="(\/remotes\/guest\/page\/guest-page\.[0-9a-f]+\.js)">(.*?)<\/script><\/body><\/html>$/s.exec(
        text,
      );
    expect(inline).not.toBeNull();
    // The policy allows that script by its hash, and no other inline script: every other is a data block.
    const hash = `'sha256-${createHash('sha256')
      .update(inline?.[2] ?? '')
      .digest('base64')}'`;
    expect(scriptSources(headers)).toEqual(["'self'", hash]);
    const scripts = (text.match(/<script[^>]*>/g) ?? []).filter((tag) => !tag.startsWith('<script data-scripts='));
    expect(scripts.every((tag) => /type="application\/(ld\+)?json"/.test(tag))).toBe(true);
    const block = new RegExp(`<script type="application/json" id="${GUEST_PAGE_DATA_ID}">(.*?)</script>`).exec(text);
    const state = JSON.parse(block?.[1] ?? 'null') as GuestPageState;
    expect(state).toMatchObject({ language: 'es', route: { screen: 'menu', restaurantId: R1, menuId: MENU } });
    // Not the menu's data (the markup shows it): the browser reads it to hydrate, and knows it by its version.
    expect(block?.[1]).not.toContain('Croquetas');
    const read = await fetch(`${base}${API_PREFIX}${guestPageRead(state.route)}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(`"${state.version}-br"`);
  });

  it('holds the first paint of a menu until its first screen of dishes is parsed, and only there', async () => {
    const menu = await page(base, menuPath);
    const head = menu.text.slice(0, menu.text.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#g-first-screen" blocking="render">');
    // Fewer dishes than a screen holds: the last one ends it.
    expect(menu.text).toMatch(/<li id="g-first-screen" class="g-card g-item">(?:(?!<li).)*Croquetas de jamón/s);
    const landing = await page(base, landingPath);
    expect(landing.status).toBe(200);
    expect(landing.text).not.toContain('rel="expect"');
  });

  it('writes the language asked in ?lang=, else the browser’s', async () => {
    expect((await page(base, `${menuPath}?lang=gb`)).text).toContain('Ham croquettes');
    expect((await page(base, menuPath, { 'accept-language': 'en-US' })).text).toContain('Ham croquettes');
    expect((await page(base, `${menuPath}?lang=xx`)).text).toContain('Croquetas de jamón');
  });

  it('writes its canonical address on the configured host and port (PUBLIC_URL), whatever Host the guest sent', async () => {
    const canonical = `<link rel="canonical" href="http://localhost:8080${menuPath}?lang=es">`;
    expect((await page(base, menuPath)).text).toContain(canonical);
    // fetch cannot name another Host: a plain request does.
    const forged = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      httpGet({ hostname, port, path: menuPath, headers: { host: 'evil.example:6666' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      }).on('error', reject);
    });
    expect(forged).toContain(canonical);
    expect(forged).not.toMatch(/evil\.example|6666/);
  });

  it('renders a page asked with the guest’s allergies (the filter sent without script) for them alone, kept by none', async () => {
    const filtered = await page(base, `${menuPath}?lang=es&avoid=gluten&mode=hide`);
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('cache-control')).toBe('private, no-store');
    // Its one dish holds gluten: hidden from the list (the JSON-LD still describes the whole menu).
    expect(filtered.text).not.toContain('class="g-card g-item');
    expect(filtered.text).toContain(`<input type="checkbox" name="avoid" checked="" value="gluten"/>`);
    const block = new RegExp(`<script type="application/json" id="${GUEST_PAGE_DATA_ID}">(.*?)</script>`).exec(
      filtered.text,
    );
    expect((JSON.parse(block?.[1] ?? 'null') as GuestPageState).choices).toBe('avoid=gluten&mode=hide');
    // The page every other guest gets is not that one.
    const plain = await page(base, menuPath);
    expect(plain.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(plain.text).toContain('class="g-card g-item');
    expect(plain.text).not.toContain('checked="" value="gluten"');
  });

  it('keeps the rendered page: the next guests get it from memory, and a 304 for the ETag they hold', async () => {
    const first = await page(base, landingPath);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}(-gz|-br)?"$/);
    const reads = service.reads;
    const again = await page(base, landingPath);
    expect(again.text).toBe(first.text);
    const revalidated = await page(base, landingPath, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    // The browser takes a 304's headers as the page's: its script's hash must come with it.
    expect(scriptSources(revalidated.headers)).toEqual(scriptSources(first.headers));
    expect(scriptSources(first.headers).at(-1)).toMatch(/^'sha256-/);
    expect(service.reads).toBe(reads);
  });

  it('shows an owner’s edit at the next request', async () => {
    expect((await page(base, landingPath)).text).toContain('<h1>Casa Pepe</h1>');
    const edit = await fetch(`${base}/api/restaurants/${R1}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Casa Pepa' }),
    });
    expect(edit.status).toBe(200);
    const after = await page(base, landingPath);
    expect(after.text).toContain('<h1>Casa Pepa</h1>');
    service.name = 'Casa Pepe';
  });

  it('answers an unknown restaurant with a branded 404 page, never a 500', async () => {
    const unknown = await page(base, `/app/guest/restaurant/${UNKNOWN}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(unknown.text).toMatch(/<a [^>]*href="\/app\/"/);
  });

  it('keeps a not-found page briefly: asked again, neither the service nor a render; any edit drops it', async () => {
    const path = `/app/guest/restaurant/${UNKNOWN.slice(0, -1)}7`;
    const first = await page(base, path);
    expect(first.status).toBe(404);
    const reads = service.reads;
    // The same page, byte for byte: even the instant it was rendered at, in its data block.
    const again = await page(base, path);
    expect(again).toMatchObject({ status: 404, text: first.text });
    expect(service.reads).toBe(reads);
    const edit = await fetch(`${base}/api/restaurants/${R1}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: service.name }),
    });
    expect(edit.status).toBe(200);
    const afterEdit = await page(base, path);
    expect(afterEdit.status).toBe(404);
    expect(service.reads).toBeGreaterThan(reads);
  });
});

describe('guest pages across gateway replicas', () => {
  const service = new FakeRestaurants();
  let gateways: [FastifyInstance, string][];

  beforeAll(async () => {
    await requireRedis(REDIS_URL);
    const url = await service.start(REDIS_URL);
    gateways = [await startGateway(url, REDIS_URL), await startGateway(url, REDIS_URL)];
  });
  afterAll(async () => {
    for (const [gateway] of gateways) await gateway.close();
    await service.stop();
  });

  it('drops the rendered page on every replica when the restaurant is edited through one', async () => {
    const [[, one], [, other]] = gateways;
    expect((await page(other, landingPath)).text).toContain('<h1>Casa Pepe</h1>');
    await fetch(`${one}/api/restaurants/${R1}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Casa Lola' }),
    });
    // The announcement travels through Redis: the other replica hears it within moments.
    let text = '';
    for (let attempt = 0; attempt < 30 && !text.includes('<h1>Casa Lola</h1>'); attempt += 1) {
      text = (await page(other, landingPath)).text;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toContain('<h1>Casa Lola</h1>');
  });
});

describe('guest pages without the guest server bundle', () => {
  const service = new FakeRestaurants();
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    [gateway, base] = await startGateway(await service.start(null), null, { withBundle: false });
  });
  afterAll(async () => {
    await gateway.close();
    await service.stop();
  });

  it('answers the single-page app, as before server rendering', async () => {
    const { status, headers, text } = await page(base, menuPath);
    expect(status).toBe(200);
    expect(text).toBe(SHELL_INDEX);
    expect(headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
  });
});
