import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  cacheKey,
  EdgeCache,
  editedRestaurants,
  isCacheable,
  isGuestRead,
  restaurantIdsIn,
  restaurantIdsOf,
  storedHeaders,
  writeMayHaveChanged,
  type EdgeCacheLimits,
} from './edge-cache';

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const LIMITS: EdgeCacheLimits = { ttlMs: 30_000, maxEntries: 3, maxBytes: 100, settleMs: 0 };
// 10:00:05 on some day: 55 s before the next minute.
const START = Date.UTC(2026, 2, 3, 10, 0, 5);

function setup(limits: Partial<EdgeCacheLimits> = {}) {
  let now = START;
  const cache = new EdgeCache({ ...LIMITS, ...limits }, () => now);
  const advance = (ms: number) => (now += ms);
  const response = (restaurantIds = [R1], body = 'x', etag = '"abc"') => ({
    headers: { 'content-type': 'application/json', etag },
    body: Buffer.from(body),
    restaurantIds,
  });
  return { cache, advance, response };
}

describe('edge cache rules', () => {
  it('caches the guest reads only', () => {
    expect(isGuestRead('/restaurants/public')).toBe(true);
    expect(isGuestRead(`/restaurants/public/${R1}/menus/${R2}`)).toBe(true);
    expect(isGuestRead('/restaurants/publicity')).toBe(false);
    expect(isGuestRead(`/restaurants/${R1}`)).toBe(false);
    expect(isGuestRead('/restaurants/images/a.webp')).toBe(false);
  });

  it('reads the edited restaurants out of a write path, as the service does', () => {
    expect(editedRestaurants('PATCH', `/restaurants/${R1.toUpperCase()}/products/${R2}`)).toEqual([R1, R2]);
    expect(editedRestaurants('PATCH', `/restaurants/subdomainaccept/${R1}`)).toEqual([R1]);
    expect(editedRestaurants('GET', `/restaurants/${R1}`)).toEqual([]);
    expect(editedRestaurants('POST', '/restaurants')).toEqual([]);
    // The service decodes its path, so must this.
    expect(editedRestaurants('PATCH', `/restaurants/%${R1.charCodeAt(0).toString(16)}${R1.slice(1)}`)).toEqual([R1]);
    expect(editedRestaurants('DELETE', `/users/${R1}`)).toEqual([]);
  });

  it('invalidates after a success or a failure, not after a refusal', () => {
    expect([200, 201, 204, 500, 502].map(writeMayHaveChanged)).toEqual([true, true, true, true, true]);
    expect([304, 400, 401, 403, 404, 409, 422].map(writeMayHaveChanged).some(Boolean)).toBe(false);
  });

  it('keys by the URL and the Accept-Encoding the service negotiated from', () => {
    expect(cacheKey('/api/x', 'gzip, br')).toBe(cacheKey('/api/x', 'GZIP,br'));
    expect(cacheKey('/api/x', 'gzip')).not.toBe(cacheKey('/api/x', 'br'));
    expect(cacheKey('/api/x', undefined)).not.toBe(cacheKey('/api/y', undefined));
  });

  it('stores plain 200s for everyone only', () => {
    const json = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
    expect(isCacheable(200, json)).toBe(true);
    expect(isCacheable(404, json)).toBe(false);
    expect(isCacheable(422, json)).toBe(false);
    expect(isCacheable(304, json)).toBe(false);
    expect(isCacheable(200, { ...json, 'set-cookie': 'a=b' })).toBe(false);
    expect(isCacheable(200, { ...json, vary: 'Accept-Encoding, Authorization' })).toBe(false);
    expect(isCacheable(200, { ...json, 'cache-control': 'private, max-age=0' })).toBe(false);
    expect(isCacheable(200, { ...json, 'cache-control': 'no-store' })).toBe(false);
  });

  it('keeps the headers the service sent, not the per-connection ones', () => {
    expect(
      storedHeaders({
        ETag: '"a"',
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        connection: 'keep-alive',
        'content-length': '10',
        date: 'now',
        'x-request-id': 'r1',
      }),
    ).toEqual({ etag: '"a"', 'content-encoding': 'br', vary: 'Accept-Encoding' });
  });

  it('finds the restaurants a public answer shows, whatever its encoding', async () => {
    const list = { docs: [{ _id: R1.toUpperCase() }, { _id: R2 }], totalDocs: 2 };
    expect(restaurantIdsOf(list)).toEqual([R1, R2]);
    expect(restaurantIdsOf({ restaurant: { _id: R1 }, menu: { _id: R2 } })).toEqual([R1]);
    expect(restaurantIdsOf({ docs: [], totalDocs: 0 })).toEqual([]);
    const json = Buffer.from(JSON.stringify(list));
    expect(await restaurantIdsIn(json, undefined)).toEqual([R1, R2]);
    expect(await restaurantIdsIn(gzipSync(json), 'gzip')).toEqual([R1, R2]);
    expect(await restaurantIdsIn(brotliCompressSync(json), 'br')).toEqual([R1, R2]);
    expect(await restaurantIdsIn(json, 'gzip')).toEqual([]);
  });
});

describe('EdgeCache', () => {
  it('serves what it stored until the TTL', () => {
    const { cache, advance, response } = setup({ ttlMs: 10_000 });
    expect(cache.store(cache.begin(), 'k', response())).toBe(true);
    expect(cache.get('k')).toMatchObject({ body: Buffer.from('x'), etag: '"abc"', restaurantIds: [R1] });
    advance(9_999);
    expect(cache.get('k')).toBeDefined();
    advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('never keeps an entry past the minute it was filled in: availability changes on the minute', () => {
    const { cache, advance, response } = setup({ ttlMs: 60_000 });
    cache.store(cache.begin(), 'k', response());
    advance(54_999);
    expect(cache.get('k')).toBeDefined();
    advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep an answer naming no restaurant', () => {
    const { cache, response } = setup();
    expect(cache.store(cache.begin(), 'k', response([]))).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops every entry of an edited restaurant, whatever its key, and only those', () => {
    const { cache, response } = setup();
    cache.store(cache.begin(), 'by-id', response([R1]));
    cache.store(cache.begin(), 'by-subdomain', response([R1]));
    cache.store(cache.begin(), 'other', response([R2]));
    cache.invalidate(R1.toUpperCase());
    expect(cache.get('by-id')).toBeUndefined();
    expect(cache.get('by-subdomain')).toBeUndefined();
    expect(cache.get('other')).toBeDefined();
  });

  it('does not store a fill that started before an invalidation of a restaurant it shows', () => {
    const { cache, response } = setup();
    const raced = cache.begin();
    const unrelated = cache.begin();
    cache.invalidate(R1);
    expect(cache.store(raced, 'k', response([R1]))).toBe(false);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.store(unrelated, 'other', response([R2]))).toBe(true);
    expect(cache.store(cache.begin(), 'k', response([R1]))).toBe(true);
  });

  it('does not store a fill that started before a clear', () => {
    const { cache, response } = setup();
    cache.store(cache.begin(), 'k', response([R2]));
    const raced = cache.begin();
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.store(raced, 'k', response([R2]))).toBe(false);
  });

  it('stores nothing of a restaurant for the settle period after its invalidation', () => {
    const { cache, advance, response } = setup({ settleMs: 1_000 });
    cache.invalidate(R1);
    advance(999);
    expect(cache.store(cache.begin(), 'k', response([R1]))).toBe(false);
    advance(1);
    expect(cache.store(cache.begin(), 'k', response([R1]))).toBe(true);
  });

  it('is bounded in entries and bytes, the oldest going first', () => {
    const { cache, response } = setup({ maxEntries: 2, maxBytes: 10 });
    cache.store(cache.begin(), 'a', response([R1], '1234'));
    cache.store(cache.begin(), 'b', response([R1], '1234'));
    cache.store(cache.begin(), 'c', response([R2], '1234'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    cache.store(cache.begin(), 'd', response([R2], '12345678'));
    expect([cache.get('b'), cache.get('c'), cache.get('d')].map(Boolean)).toEqual([false, false, true]);
    expect(cache.store(cache.begin(), 'huge', response([R2], 'x'.repeat(11)))).toBe(false);
    expect(cache.size).toBe(1);
  });

  it('replaces an entry stored again under the same key', () => {
    const { cache, response } = setup();
    cache.store(cache.begin(), 'k', response([R1], 'old'));
    cache.store(cache.begin(), 'k', response([R2], 'new'));
    expect(cache.size).toBe(1);
    cache.invalidate(R1);
    expect(cache.get('k')?.body.toString()).toBe('new');
  });
});
