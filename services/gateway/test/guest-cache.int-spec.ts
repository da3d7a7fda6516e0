import { randomUUID } from 'node:crypto';
import { createServer, get, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  GUEST_CACHE_INVALIDATES_HEADER,
  GUEST_CACHE_TAGS_HEADER,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_INVALIDATION_CHANNEL,
} from '@carta/contracts';
import { requireRedis } from '../../../tools/jest/redis';
import { accessToken, serveKeys, testKey } from '../../../tools/jest/tokens';
import { createGateway } from '../src/gateway';
import { GUEST_CACHE_LIMITS, GUEST_LIVE_LIMITS, type GatewayConfig } from '../src/config';
import type { GuestCacheLimits } from '../src/guest-cache/guest-cache';

const REDIS_URL = 'redis://127.0.0.1:6379';
const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const MENU = '33333333-3333-4333-8333-333333333333';

let token: string;
/** Stands in for auth: the key set that checks `token`. */
let auth: Awaited<ReturnType<typeof serveKeys>>;
beforeAll(async () => {
  const key = await testKey();
  token = await accessToken(key, { sub: randomUUID(), sid: randomUUID() });
  auth = await serveKeys({ keys: [key.jwk], reads: 0 });
});
afterAll(() => auth.close());

/**
 * Stands in for the restaurants service with its wire behaviour of the public reads (JSON naming the restaurants it
 * shows in the tag header, Cache-Control, 404, 422) and of its writes (an edit under /restaurants/{id} changes that
 * restaurant, says so in its answer and, with Redis, on the shared channel; a refused one says nothing). It counts the
 * reads that reach it, can hold them (for races) and fail them (for a service that is down).
 */
class FakeRestaurants {
  readonly names = new Map([
    [R1, 'Casa Pepe'],
    [R2, 'Casa Lola'],
  ]);
  reads = 0;
  /** While set, reads wait for it before answering (with the data as it is then read: before the edit). */
  hold: Promise<void> | null = null;
  /** Reads waiting for the hold. */
  waiting = 0;
  /** While set, reads answer this status (a failing service). */
  failing: number | null = null;
  /** While set, a write is read whole, then its connection closed without an answer (its answer is lost). */
  losingAnswers = false;
  /** While set, every answer says `Connection: close` (a draining service). */
  draining = false;
  /** The bytes of each write's body, as they arrived. */
  readonly written: number[] = [];
  server!: Server;
  private publisher: Redis | null = null;

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
    if (this.draining) res.setHeader('connection', 'close');
    if (req.method !== 'GET') {
      const [, id, what] = /^\/restaurants\/([^/]+)(\/.*)?$/.exec(url.pathname) ?? [];
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      this.written.push(body.length);
      if (this.losingAnswers) return void req.socket.destroy();
      // A guest's beacon: counted, changes nothing.
      if (id === 'public' && what?.endsWith('/events')) return void res.writeHead(204).end();
      if (!id || !this.names.has(id) || (what && what !== '/import/products')) {
        return this.json(res, 404, { errors: { msg: 'NOT_FOUND' } });
      }
      res.setHeader(GUEST_CACHE_INVALIDATES_HEADER, id);
      if (what) return this.json(res, 200, { created: 0, updated: 0 });
      this.names.set(id, (JSON.parse(body.toString()) as { name: string }).name);
      await this.publisher?.publish(PUBLIC_INVALIDATION_CHANNEL, id);
      return this.json(res, 200, { _id: id, name: this.names.get(id) });
    }
    this.reads += 1;
    if (this.failing) return this.json(res, this.failing, { errors: { msg: 'SERVER_ERROR' } });
    res.setHeader('cache-control', PUBLIC_CACHE_CONTROL);
    let page: unknown;
    const menu = /^\/restaurants\/public\/([^/]+)\/menus\/([^/]+)$/.exec(url.pathname);
    if (menu) {
      const [, id, menuId] = menu;
      if (menuId !== MENU || !this.names.has(id)) return this.json(res, 404, { errors: { msg: 'NOT_FOUND' } });
      page = { restaurant: { _id: id, name: this.names.get(id) }, menu: { _id: MENU, sections: [] } };
    } else {
      const id = url.searchParams.get('_id');
      if (!id) return this.json(res, 422, { errors: { msg: 'VALIDATION_ERROR' } });
      const docs = this.names.has(id) ? [{ _id: id, name: this.names.get(id) }] : [];
      page = { docs, totalDocs: docs.length };
    }
    const identity = Buffer.from(JSON.stringify(page));
    if (this.hold) {
      this.waiting += 1;
      await this.hold;
      this.waiting -= 1;
    }
    const ids = 'docs' in (page as object) ? (page as { docs: Array<{ _id: string }> }).docs.map((doc) => doc._id) : [];
    const shown = 'restaurant' in (page as object) ? [(page as { restaurant: { _id: string } }).restaurant._id] : ids;
    if (shown.length) res.setHeader(GUEST_CACHE_TAGS_HEADER, shown.join(' '));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(identity);
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  }
}

async function startGateway(
  restaurants: string,
  redisUrl: string | null,
  limits: Partial<GuestCacheLimits> = {},
): Promise<[FastifyInstance, string]> {
  const staticDir = mkdtempSync(join(tmpdir(), 'gateway-edge-'));
  for (const dir of ['shell', 'mf-owner', 'mf-guest', 'mf-admin']) mkdirSync(join(staticDir, dir));
  const dead = 'http://127.0.0.1:9';
  const config: GatewayConfig = {
    port: 0,
    staticDir,
    drainDelayMs: 1,
    upstreams: { auth: [auth.url], restaurants: [restaurants], admin: [dead] },
    remotes: { owner: '/o', guest: '/g', admin: '/a' },
    guestServerUrl: null,
    version: '1.0.0',
    demoMode: false,
    mapTilesUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
    mainHost: 'localhost',
    publicUrl: 'http://localhost:8080',
    logLevel: 'silent',
    corsOrigins: [],
    trustProxy: false,
    redisUrl,
    guestCache: { ...GUEST_CACHE_LIMITS, ...limits },
    guestLive: GUEST_LIVE_LIMITS,
  };
  const gateway = await createGateway(config);
  gateway.addHook('onClose', async () => rmSync(staticDir, { recursive: true, force: true }));
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return [gateway, `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/api`];
}

const rename = (api: string, id: string, name: string) =>
  fetch(`${api}/restaurants/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });

async function read(api: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, text: body.toString() };
}

const byId = (id: string) => `/restaurants/public?_id=${id}`;

describe('gateway guest cache of the public reads', () => {
  const service = new FakeRestaurants();
  let gateway: FastifyInstance;
  let api: string;

  beforeAll(async () => {
    [gateway, api] = await startGateway(await service.start(null), null);
  });
  afterAll(async () => {
    await gateway.close();
    await service.stop();
  });

  it('answers repeated reads itself, in whichever encoding each guest accepts, with the headers the service sent', async () => {
    const path = `/restaurants/public/${R1}/menus/${MENU}`;
    const before = service.reads;
    const plain = await rawGet(`${api}${path}`, 'identity');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (body: Buffer) => body],
    ] as const) {
      // node's fetch would decompress: read the raw bytes through a plain request instead.
      const first = await rawGet(`${api}${path}`, encoding);
      const second = await rawGet(`${api}${path}`, encoding);
      expect(first.status).toBe(200);
      expect(second.body.equals(first.body)).toBe(true);
      expect(decode(first.body).equals(plain.body)).toBe(true);
      for (const name of ['etag', 'cache-control', 'content-type', 'content-encoding', 'vary']) {
        expect([name, second.headers[name]]).toEqual([name, first.headers[name]]);
      }
      expect(second.headers.etag).toMatch(/^"[0-9a-f]{32}(-gz|-br)?"$/);
      expect(second.headers.vary).toBe('Accept-Encoding');
      expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(second.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(second.headers[GUEST_CACHE_TAGS_HEADER]).toBeUndefined();
      expect(second.headers['x-request-id']).toBeTruthy();
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
    // One read of the service for every guest and encoding.
    expect(service.reads - before).toBe(1);
  });

  it('answers a matching If-None-Match with a 304 itself, also a weak, listed or other encoding’s tag', async () => {
    const first = await read(api, byId(R1));
    const etag = first.headers.get('etag') as string;
    const before = service.reads;
    const gzipTag = (await rawGet(`${api}${byId(R1)}`, 'gzip')).headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"nope", ${etag}`, gzipTag]) {
      const revalidated = await read(api, byId(R1), { 'if-none-match': ifNoneMatch });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    }
    const stale = await read(api, byId(R1), { 'if-none-match': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
    expect(service.reads - before).toBe(0);
  });

  it('answers a conditional first read with a 304 too, keeping the body for the next guest', async () => {
    const etag = (await read(api, byId(R2))).headers.get('etag') as string;
    await rename(api, R2, 'Casa Lola');
    const before = service.reads;
    expect((await read(api, byId(R2), { 'if-none-match': etag })).status).toBe(304);
    expect((await read(api, byId(R2))).status).toBe(200);
    expect(service.reads - before).toBe(1);
  });

  it("shows an owner's edit made through the gateway on the very next read", async () => {
    expect((await read(api, byId(R1))).text).toContain('Casa Pepe');
    const menuPath = `/restaurants/public/${R1}/menus/${MENU}`;
    expect((await read(api, menuPath)).text).toContain('Casa Pepe');
    expect((await rename(api, R1, 'Casa Pepa')).status).toBe(200);
    expect((await read(api, byId(R1))).text).toContain('Casa Pepa');
    expect((await read(api, menuPath)).text).toContain('Casa Pepa');
    await rename(api, R1, 'Casa Pepe');
  });

  it('keeps entries of a refused write (4xx): nothing changed', async () => {
    await read(api, byId(R1));
    const refused = await fetch(`${api}/restaurants/${R1}/nowhere`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(404);
    const before = service.reads;
    await read(api, byId(R1));
    expect(service.reads).toBe(before);
  });

  it('answers an unknown restaurant or menu from a short negative entry; never keeps a 422', async () => {
    const missing = `/restaurants/public/${R1}/menus/${R2}`;
    for (const [path, status, reads] of [
      [missing, 404, 1],
      [byId(MENU), 200, 1],
      ['/restaurants/public?bad=1', 422, 2],
    ] as const) {
      const before = service.reads;
      const first = await read(api, path);
      const second = await read(api, path);
      expect([path, first.status, second.status, second.text, service.reads - before]).toEqual([
        path,
        status,
        status,
        first.text,
        reads,
      ]);
    }
    expect(JSON.parse((await read(api, byId(MENU))).text)).toEqual({ docs: [], totalDocs: 0 });
  });

  it('shows a restaurant made visible by an edit at once, though a guest asked for it unknown just before', async () => {
    const fresh = '44444444-4444-4444-8444-444444444444';
    expect(JSON.parse((await read(api, byId(fresh))).text)).toMatchObject({ totalDocs: 0 });
    service.names.set(fresh, 'Casa Nueva');
    // The owner's edit (a subdomain accepted, a restaurant published) names it: every negative entry goes.
    expect((await rename(api, fresh, 'Casa Nueva')).status).toBe(200);
    expect(JSON.parse((await read(api, byId(fresh))).text)).toMatchObject({ docs: [{ name: 'Casa Nueva' }] });
    service.names.delete(fresh);
  });

  it('keys on the encoding it chose: invented Accept-Encoding values neither add entries nor evict any', async () => {
    await read(api, byId(R1));
    const before = service.reads;
    const invented = ['x-evil', 'br;q=abc', 'gzip;q=0.001, zz', '*', 'identity;q=0', 'BR', 'deflate', 'a'.repeat(500)];
    for (const [i, acceptEncoding] of invented.entries()) {
      const res = await read(api, byId(R1), { 'accept-encoding': `${acceptEncoding}, v${i}` });
      expect(res.status).toBe(200);
      expect([undefined, 'br', 'gzip']).toContain(res.headers.get('content-encoding') ?? undefined);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
    expect(service.reads).toBe(before);
  });

  it('one entry per read, however it is spelt: ids in capitals, a trailing slash, parameters reordered, junk', async () => {
    const menu = `/restaurants/public/${R1}/menus/${MENU}`;
    await read(api, menu);
    await read(api, byId(R1));
    const before = service.reads;
    for (const path of [
      menu.replace(R1, R1.toUpperCase()),
      `${menu}/`,
      `${menu}?junk=${Math.random()}`,
      byId(R1.toUpperCase()),
      `/restaurants/public/?_id=${R1}`,
      `/restaurants/public?%5Fid=${R1}`,
    ]) {
      expect([path, (await read(api, path)).status]).toEqual([path, 200]);
    }
    expect(service.reads).toBe(before);
  });

  it('does not keep a read that raced an edit: it started before the edit, it is answered but not stored', async () => {
    await rename(api, R2, 'Casa Lola');
    let release: () => void = () => undefined;
    service.hold = new Promise((resolve) => (release = resolve));
    const raced = read(api, byId(R2));
    // The read has reached the service and read the data before the edit.
    while (service.waiting === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await rename(api, R2, 'Casa Lolita')).status).toBe(200);
    service.hold = null;
    release();
    expect((await raced).text).toContain('"Casa Lola"');
    expect((await read(api, byId(R2))).text).toContain('Casa Lolita');
    await rename(api, R2, 'Casa Lola');
  });
});

/** Entries never outlive their minute (menus' availability): a test of timings starts well inside one. */
async function awayFromMinuteEnd(needMs: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 10));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('gateway guest cache under edits and failures', () => {
  const service = new FakeRestaurants();
  let upstream: string;
  let gateway: FastifyInstance;
  let api: string;

  beforeAll(async () => {
    upstream = await service.start(null);
    [gateway, api] = await startGateway(upstream, null, {
      ttlMs: 300,
      staleWhileRevalidateMs: 10_000,
      staleIfErrorMs: 1_500,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await service.stop();
  });
  afterEach(() => {
    service.failing = null;
  });

  it('one fill for concurrent guests: N misses reach the service once', async () => {
    let release: () => void = () => undefined;
    service.hold = new Promise((resolve) => (release = resolve));
    const before = service.reads;
    const first = read(api, byId(R1));
    while (service.waiting === 0) await sleep(5);
    const others = Array.from({ length: 20 }, () => read(api, byId(R1)));
    await sleep(50);
    service.hold = null;
    release();
    const answers = await Promise.all([first, ...others]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(21).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(service.reads - before).toBe(1);
  });

  it('past its TTL, guests get the kept copy while one refresh runs; never after an edit', async () => {
    await awayFromMinuteEnd(5_000);
    await rename(api, R2, 'Casa Lola');
    expect((await read(api, byId(R2))).text).toContain('"Casa Lola"');
    // A change nobody announced (the demo reset), seen after the TTL.
    service.names.set(R2, 'Casa Loli');
    await sleep(350);
    const before = service.reads;
    expect((await read(api, byId(R2))).text).toContain('"Casa Lola"');
    for (let i = 0; i < 100 && !(await read(api, byId(R2))).text.includes('Casa Loli'); i++) await sleep(10);
    expect((await read(api, byId(R2))).text).toContain('"Casa Loli"');
    expect(service.reads - before).toBe(1);
    // Stale again; an edit: the next read shows it, not the kept copy.
    await sleep(350);
    expect((await rename(api, R2, 'Casa Lolo')).status).toBe(200);
    expect((await read(api, byId(R2))).text).toContain('"Casa Lolo"');
  });

  it('when the service fails, guests get the last good copy, for a bounded time', async () => {
    await awayFromMinuteEnd(5_000);
    const path = `/restaurants/public/${R1}/menus/${MENU}`;
    const good = await read(api, path);
    expect(good.status).toBe(200);
    service.failing = 503;
    await sleep(350);
    const kept = await read(api, path);
    expect([kept.status, kept.text]).toEqual([200, good.text]);
    // An edit empties the cache, the refill fails: still the last good copy.
    expect((await rename(api, R1, 'Casa Pepa')).status).toBe(200);
    const afterEdit = await read(api, path);
    expect([afterEdit.status, afterEdit.text]).toEqual([200, good.text]);
    // Past the bound, the failure shows.
    await sleep(1_600);
    expect((await read(api, path)).status).toBe(503);
    // Once the service answers again, the edit shows.
    service.failing = null;
    expect((await read(api, path)).text).toContain('Casa Pepa');
    await rename(api, R1, 'Casa Pepe');
  });

  it('when the service is down, guests get the last good copy, then 502 past the bound', async () => {
    await awayFromMinuteEnd(5_000);
    const down = new FakeRestaurants();
    const [own, ownApi] = await startGateway(await down.start(null), null, {
      ttlMs: 0,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 1_000,
    });
    try {
      const good = await read(ownApi, byId(R1));
      expect(good.status).toBe(200);
      await down.stop();
      const kept = await read(ownApi, byId(R1));
      expect([kept.status, kept.text]).toEqual([200, good.text]);
      await sleep(1_100);
      expect((await read(ownApi, byId(R1))).status).toBe(502);
    } finally {
      await own.close();
    }
  });
});

/** A restaurant's event stream, as an open menu page holds it: what it heard so far. */
async function listen(api: string, id: string): Promise<{ heard: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = get(`${api}/restaurants/public/${id}/changes`, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
      resolve({ heard: () => text, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

/** A POST as curl sends a body over 1 MB: `Expect: 100-continue`, the body only after the gateway's 100. */
function postExpecting(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, expect: '100-continue', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        res.resume().on('end', () => resolve({ status: res.statusCode ?? 0, continued }));
      },
    );
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('gateway guest cache and streams under writes that say Expect, or fail', () => {
  const service = new FakeRestaurants();
  let gateway: FastifyInstance;
  let api: string;
  const streams: Array<{ close: () => void }> = [];
  /** R1's and R2's streams, open, with their cached reads kept. */
  const opened = async () => {
    const open = await Promise.all([listen(api, R1), listen(api, R2), listen(api, R1)]);
    streams.push(...open);
    await sleep(50);
    for (const id of [R1, R2]) expect((await read(api, byId(id))).status).toBe(200);
    return open;
  };
  /** Whether a read of each restaurant reached the service, now. */
  const refilled = async () => {
    const before = service.reads;
    await read(api, byId(R1));
    const r1 = service.reads > before;
    await read(api, byId(R2));
    return [r1, service.reads > before + Number(r1)];
  };

  beforeAll(async () => {
    [gateway, api] = await startGateway(await service.start(null), null);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await gateway.close();
    await service.stop();
  });

  it('passes a public POST and a 1.5 MB import that say `Expect: 100-continue`; nothing else is dropped or told', async () => {
    const [one, two, three] = await opened();
    const beacon = await postExpecting(`${api}/restaurants/public/${R1}/events`, '{"type":"menu-view"}', {
      'content-type': 'text/plain',
    });
    const csv = `name,price\n${'Croquetas de jamón,9.50\n'.repeat(62_500)}`;
    const upload = await postExpecting(`${api}/restaurants/${R2}/import/products`, csv, {
      authorization: `Bearer ${token}`,
      'content-type': 'text/csv',
    });
    expect([beacon, upload]).toEqual([
      { status: 204, continued: true },
      { status: 200, continued: true },
    ]);
    expect(service.written.slice(-1)[0]).toBe(Buffer.byteLength(csv));
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1.5e6);
    await sleep(50);
    // The import changed R2, and only R2.
    expect([one.heard(), two.heard(), three.heard()]).toEqual([
      'retry: 2000\n\n',
      `retry: 2000\n\nevent: changed\ndata: ${R2}\n\n`,
      'retry: 2000\n\n',
    ]);
    expect(await refilled()).toEqual([false, true]);
  });

  it("passes on none of the service's connection headers: a draining service does not close the guest's", async () => {
    service.draining = true;
    try {
      const res = await fetch(`${api}/restaurants/${R1}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Casa Pepe' }),
      });
      expect([res.status, res.headers.get('connection')]).toEqual([200, 'keep-alive']);
    } finally {
      service.draining = false;
    }
  });

  it('a write whose answer is lost changes the restaurant it names, nothing else; one refused before it was sent, nothing', async () => {
    const [one, two] = await opened();
    service.losingAnswers = true;
    expect((await rename(api, R1, 'Casa Pepa')).status).toBe(502);
    service.losingAnswers = false;
    await sleep(50);
    expect([one.heard(), two.heard()]).toEqual([`retry: 2000\n\nevent: changed\ndata: ${R1}\n\n`, 'retry: 2000\n\n']);
    expect(await refilled()).toEqual([true, false]);
    // The service gone: the connection is refused, nothing was written, nothing changes.
    await service.stop();
    expect((await rename(api, R2, 'Casa Lolo')).status).toBe(502);
    await sleep(50);
    expect(two.heard()).toBe('retry: 2000\n\n');
  });
});

function rawGet(
  url: string,
  encoding: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

describe('gateway guest cache across replicas (Redis)', () => {
  const service = new FakeRestaurants();
  const gateways: FastifyInstance[] = [];
  let a: string;
  let b: string;
  let redis: Redis;

  beforeAll(async () => {
    await requireRedis(REDIS_URL);
    const upstream = await service.start(REDIS_URL);
    for (let i = 0; i < 2; i++) gateways.push((await startGateway(upstream, REDIS_URL))[0]);
    [a, b] = gateways.map((g) => `http://127.0.0.1:${(g.server.address() as AddressInfo).port}/api`);
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await service.stop();
    await redis.quit();
  });

  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await check()).toBe(true);
  };

  it('an edit through one replica clears the others (the service announces it on the shared channel)', async () => {
    expect((await read(b, byId(R1))).text).toContain('Casa Pepe');
    const before = service.reads;
    await read(b, byId(R1));
    expect(service.reads).toBe(before);
    expect((await rename(a, R1, 'Casa Pepa')).status).toBe(200);
    await eventually(async () => (await read(b, byId(R1))).text.includes('Casa Pepa'));
  });

  it('an announcement from the service alone clears every replica', async () => {
    service.names.set(R2, 'Casa Lola');
    for (const api of [a, b]) expect((await read(api, byId(R2))).text).toContain('"Casa Lola"');
    service.names.set(R2, 'Casa Loli');
    // Still the cached copy: the change was not announced.
    expect((await read(a, byId(R2))).text).toContain('"Casa Lola"');
    await redis.publish(PUBLIC_INVALIDATION_CHANNEL, R2);
    for (const api of [a, b]) await eventually(async () => (await read(api, byId(R2))).text.includes('Casa Loli'));
  });
});
