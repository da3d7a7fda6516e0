import { MemoryRateLimitStore } from './rate-limit.repository';

describe('MemoryRateLimitStore', () => {
  it('allows `limit` hits per window and per key, then refuses until the window ends', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    for (let i = 0; i < 3; i++) expect((await store.hit('a', 3, 60_000)).allowed).toBe(true);
    expect(await store.hit('a', 3, 60_000)).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect((await store.hit('b', 3, 60_000)).allowed).toBe(true);
    now += 59_999;
    expect(await store.hit('a', 3, 60_000)).toEqual({ allowed: false, retryAfterMs: 1 });
    now += 1;
    expect((await store.hit('a', 3, 60_000)).allowed).toBe(true);
  });
});
