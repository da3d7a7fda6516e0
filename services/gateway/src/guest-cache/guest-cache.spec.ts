import { GuestCache, type Answer, type GuestCacheLimits } from './guest-cache';
import { guestReadKey, isCacheable, isGuestRead, restaurantIdsIn, storedHeaders } from './guest-reads';

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const LIMITS: GuestCacheLimits = {
  ttlMs: 10_000,
  staleWhileRevalidateMs: 5_000,
  staleIfErrorMs: 600_000,
  maxEntries: 3,
  maxBytes: 100,
  unknownTtlMs: 5_000,
  maxUnknownEntries: 2,
  maxUnknownBytes: 200,
};
// 10:00:05 on some day: 55 s before the next minute.
const START = Date.UTC(2026, 2, 3, 10, 0, 5);

const answer = (body = 'x', restaurantIds = [R1], status = 200): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(body),
  restaurantIds,
  unknown: false,
});
/** What the service answers to an address that shows no restaurant (an unknown id, subdomain or menu). */
const unknown = (status = 404, body = '{"errors":{"msg":"NOT_FOUND"}}'): Answer => ({
  ...answer(body, [], status),
  unknown: true,
});

function setup(limits: Partial<GuestCacheLimits> = {}) {
  let now = START;
  const cache = new GuestCache({ ...LIMITS, ...limits }, () => now);
  const advance = (ms: number) => (now += ms);
  /** Reads `key`, the service answering `next`; gives the body served and whether the service was asked. */
  const read = async (key: string, next: Answer | Error = answer()) => {
    let asked = false;
    const served = await cache.read(key, async () => {
      asked = true;
      if (next instanceof Error) throw next;
      return next;
    });
    return { status: served.status, body: served.body.toString(), asked };
  };
  return { cache, advance, read };
}

/** A load the test settles by hand. */
function deferred() {
  let resolve: (value: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((done) => (resolve = done));
  return { promise, resolve };
}

describe('guest cache rules', () => {
  it('caches the guest reads only', () => {
    expect(isGuestRead('/restaurants/public')).toBe(true);
    expect(isGuestRead(`/restaurants/public/${R1}/menus/${R2}`)).toBe(true);
    expect(isGuestRead('/restaurants/publicity')).toBe(false);
    expect(isGuestRead(`/restaurants/${R1}`)).toBe(false);
    expect(isGuestRead('/restaurants/images/a.webp')).toBe(false);
  });

  it('gives every spelling of one guest read one key, and the one URL the service is asked', () => {
    const menu = `/restaurants/public/${R1}/menus/${R2}`;
    expect(guestReadKey(menu.toUpperCase().replace('/RESTAURANTS/PUBLIC', '/restaurants/public'), '')).toBe(menu);
    // A menu page reads no query: junk in it must not make another entry.
    expect(guestReadKey(menu, 'junk=1')).toBe(menu);
    expect(guestReadKey('/restaurants/public', `_id=${R1.toUpperCase()}`)).toBe(`/restaurants/public?_id=${R1}`);
    expect(guestReadKey('/restaurants/public', 'subDomain=CasaPepe&subDomainEnabled=true')).toBe(
      guestReadKey('/restaurants/public', 'subDomainEnabled=true&subDomain=casapepe'),
    );
    // Anything else is kept as asked (the service refuses it), escapes made canonical.
    expect(guestReadKey('/restaurants/public', 'x=%41&_id=1')).toBe('/restaurants/public?_id=1&x=A');
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

  it('keeps the headers the service sent, not the per-connection ones nor those the cache sets itself', () => {
    expect(
      storedHeaders({
        ETag: '"a"',
        'content-type': 'application/json',
        'cache-control': 'public',
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        connection: 'keep-alive',
        'content-length': '10',
        date: 'now',
        'x-request-id': 'r1',
        'x-carta-restaurants': R1,
      }),
    ).toEqual({ 'content-type': 'application/json', 'cache-control': 'public' });
  });

  it("reads the restaurants an answer shows from the service's tag header", () => {
    expect(restaurantIdsIn(`${R1.toUpperCase()} ${R2}`)).toEqual([R1, R2]);
    expect(restaurantIdsIn('nope')).toEqual([]);
    expect(restaurantIdsIn(undefined)).toEqual([]);
  });
});

describe('GuestCache', () => {
  it('serves what it kept until the TTL', async () => {
    const { advance, read } = setup({ staleWhileRevalidateMs: 0 });
    expect(await read('k')).toEqual({ status: 200, body: 'x', asked: true });
    advance(9_999);
    expect((await read('k', answer('y'))).asked).toBe(false);
    advance(1);
    expect(await read('k', answer('y'))).toEqual({ status: 200, body: 'y', asked: true });
  });

  it('past the TTL, serves the kept copy while one refresh runs, for a bounded time', async () => {
    const { advance, read } = setup();
    await read('k', answer('old'));
    advance(10_000);
    const stale = await Promise.all([1, 2, 3].map(() => read('k', answer('new'))));
    expect(stale.map((served) => served.body)).toEqual(['old', 'old', 'old']);
    // One refresh in the background, whose answer the next guest gets.
    expect(stale.filter((served) => served.asked).length).toBe(1);
    expect(await read('k', answer('newer'))).toEqual({ status: 200, body: 'new', asked: false });
    // Past the bound, a guest waits for the service rather than get an old copy.
    advance(15_000);
    expect(await read('k', answer('newest'))).toEqual({ status: 200, body: 'newest', asked: true });
  });

  it('never serves an entry past the minute it was filled in: availability changes on the minute', async () => {
    const { advance, read } = setup({ ttlMs: 60_000, staleWhileRevalidateMs: 60_000 });
    await read('k');
    advance(54_999);
    expect((await read('k', answer('y'))).asked).toBe(false);
    advance(1);
    expect(await read('k', answer('y'))).toEqual({ status: 200, body: 'y', asked: true });
  });

  it('does not keep an answer naming no restaurant, nor a refusal', async () => {
    const { read } = setup();
    await read('k', answer('x', []));
    expect((await read('k')).asked).toBe(true);
    await read('gone', answer('{}', [R1], 404));
    expect((await read('gone')).asked).toBe(true);
  });

  it('one fill for concurrent guests: N misses ask the service once', async () => {
    const { cache } = setup();
    const fill = deferred();
    const load = jest.fn(() => fill.promise);
    const guests = Array.from({ length: 20 }, () => cache.read('k', load));
    fill.resolve(answer('menu'));
    const served = await Promise.all(guests);
    expect(load).toHaveBeenCalledTimes(1);
    expect(served.map((one) => one.body.toString())).toEqual(Array(20).fill('menu'));
  });

  it('drops every entry of an edited restaurant, whatever its key, and only those', async () => {
    const { cache, read } = setup();
    await read('by-id', answer('x', [R1]));
    await read('by-subdomain', answer('x', [R1]));
    await read('other', answer('x', [R2]));
    cache.invalidate(R1.toUpperCase());
    expect((await read('by-id')).asked).toBe(true);
    expect((await read('by-subdomain')).asked).toBe(true);
    expect((await read('other')).asked).toBe(false);
  });

  it('never serves an old copy after an edit, not even while revalidating', async () => {
    const { cache, advance, read } = setup();
    await read('k', answer('old'));
    advance(10_000);
    cache.invalidate(R1);
    expect(await read('k', answer('edited'))).toEqual({ status: 200, body: 'edited', asked: true });
  });

  it('does not keep a fill that started before an invalidation of a restaurant it shows, nor let guests join it', async () => {
    const { cache, read } = setup();
    const raced = deferred();
    const before = cache.read('k', () => raced.promise);
    cache.invalidate(R1);
    // A guest after the edit does not wait for the read that began before it.
    expect(await read('k', answer('edited'))).toEqual({ status: 200, body: 'edited', asked: true });
    raced.resolve(answer('old'));
    expect((await before).body.toString()).toBe('old');
    expect(await read('k', answer('other'))).toEqual({ status: 200, body: 'edited', asked: false });
  });

  it('does not keep a fill that started before everything was invalidated', async () => {
    const { cache, read } = setup();
    await read('other', answer('x', [R2]));
    const raced = deferred();
    const before = cache.read('k', () => raced.promise);
    cache.invalidateAll();
    raced.resolve(answer('old', [R2]));
    await before;
    expect((await read('k', answer('new', [R2]))).asked).toBe(true);
    expect((await read('other')).asked).toBe(true);
  });

  it('when the service fails, serves the last good copy, even an invalidated one, for a bounded time', async () => {
    const { cache, advance, read } = setup({ staleIfErrorMs: 600_000 });
    await read('k', answer('good'));
    cache.invalidate(R1);
    expect(await read('k', new Error('ECONNREFUSED'))).toEqual({ status: 200, body: 'good', asked: true });
    expect(await read('k', answer('{}', [], 503))).toEqual({ status: 200, body: 'good', asked: true });
    advance(600_000);
    await expect(read('k', new Error('ECONNREFUSED'))).rejects.toThrow('ECONNREFUSED');
    expect(await read('k', answer('{}', [], 503))).toEqual({ status: 503, body: '{}', asked: true });
  });

  it('once the service answers otherwise (a menu gone), the old copy is no last good one', async () => {
    const { cache, read } = setup();
    await read('k', answer('menu'));
    cache.invalidate(R1);
    expect((await read('k', answer('{}', [], 404))).status).toBe(404);
    await expect(read('k', new Error('down'))).rejects.toThrow('down');
  });

  it('answers an unknown address from a short negative entry, kept apart and bounded', async () => {
    const { cache, advance, read } = setup();
    await read('kept', answer('1234'));
    expect(await read('nobody', unknown())).toMatchObject({ status: 404, asked: true });
    expect(await read('nobody')).toMatchObject({ status: 404, asked: false });
    expect(await read('empty', unknown(200, '{"docs":[],"totalDocs":0}'))).toMatchObject({ asked: true });
    expect(await read('empty')).toEqual({ status: 200, body: '{"docs":[],"totalDocs":0}', asked: false });
    advance(5_000);
    expect((await read('nobody', unknown())).asked).toBe(true);
    // A flood of unknown addresses evicts older unknown ones, never a restaurant's page.
    for (const key of ['u1', 'u2', 'u3', 'u4']) await read(key, unknown());
    expect(cache.size).toBe(1);
    expect((await read('kept')).asked).toBe(false);
    expect((await read('u4')).asked).toBe(false);
    expect((await read('u1', unknown())).asked).toBe(true);
  });

  it('keeps the most recently asked unknown addresses, within their bytes: a flood of distinct pages stays small', async () => {
    const { read } = setup();
    await read('a', unknown());
    await read('b', unknown());
    // Asked again, `a` is the most recent: the next newcomer evicts `b`.
    expect((await read('a')).asked).toBe(false);
    await read('c', unknown());
    expect((await read('a')).asked).toBe(false);
    expect((await read('b', unknown())).asked).toBe(true);
    // A not-found page of 150 bytes leaves room for nothing else of its size (200 bytes in all).
    const page = (text: string) => unknown(404, `<!doctype html>${text.padEnd(135, '.')}`);
    await read('p1', page('one'));
    await read('p2', page('two'));
    expect((await read('p2')).asked).toBe(false);
    expect((await read('p1', page('one'))).asked).toBe(true);
  });

  it('drops every negative entry on any edit: a menu enabled or a subdomain accepted shows at once', async () => {
    const { cache, read } = setup();
    await read('sub', unknown(200, '{"docs":[],"totalDocs":0}'));
    cache.invalidate(R2);
    expect(await read('sub', answer('found', [R2]))).toMatchObject({ body: 'found', asked: true });
    await read('menu', unknown());
    cache.invalidateAll();
    expect((await read('menu', answer('menu'))).asked).toBe(true);
  });

  it('does not keep a negative answer whose fill began before an edit', async () => {
    const { cache, read } = setup();
    const fill = deferred();
    const first = cache.read('sub', () => fill.promise);
    cache.invalidate(R1);
    fill.resolve(unknown());
    expect((await first).status).toBe(404);
    expect((await read('sub', answer('found'))).asked).toBe(true);
  });

  it('is bounded in entries and bytes, the oldest going first', async () => {
    const { cache, read } = setup({ maxEntries: 2, maxBytes: 10 });
    for (const key of ['a', 'b', 'c']) await read(key, answer('1234'));
    expect((await Promise.all(['b', 'c'].map((key) => read(key)))).map((one) => one.asked)).toEqual([false, false]);
    expect((await read('a', answer('1234'))).asked).toBe(true);
    await read('d', answer('12345678'));
    expect(cache.size).toBe(1);
    await read('huge', answer('x'.repeat(11)));
    expect(cache.size).toBe(1);
  });

  it('replaces an entry kept again under the same key', async () => {
    const { cache, advance, read } = setup({ staleWhileRevalidateMs: 0 });
    await read('k', answer('old', [R1]));
    advance(10_000);
    await read('k', answer('new', [R2]));
    expect(cache.size).toBe(1);
    cache.invalidate(R1);
    expect(await read('k')).toEqual({ status: 200, body: 'new', asked: false });
  });
});
