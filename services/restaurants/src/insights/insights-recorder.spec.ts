import type { ClockRepository } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { InsightsRecorder } from './insights-recorder';
import type { InsightsRepository } from './insights.repository';
import type { CountRow } from './tally';
import type { VisitorBatch, VisitorsRepository } from './visitors.repository';

const R1 = '11111111-1111-4111-8111-111111111111';
const MENU = '33333333-3333-4333-8333-333333333333';

const noRedis = { shared: false, ready: async () => undefined } as unknown as VisitorsRepository;

function recorder(addCounts: (rows: CountRow[]) => Promise<void>, visitors = noRedis) {
  const clock = { now: () => new Date('2026-11-20T10:15:00Z') } as ClockRepository;
  const env = { INSIGHTS_FLUSH_MS: 60_000 } as RestaurantsEnv;
  return new InsightsRecorder({ addCounts } as InsightsRepository, visitors, clock, env);
}

/**
 * Redis as the replicas share it: one salt a day and one set of hashes per restaurant, count (visitors, a placement's
 * scans) and day; `down` fails it.
 */
function sharedRedis() {
  const seen = new Map<string, Set<string>>();
  const state = { down: false, syncs: 0 };
  const repository = {
    shared: true,
    ready: async () => undefined,
    sync: async (batches: VisitorBatch[], days: number[]) => {
      if (state.down) throw new Error('connection refused');
      state.syncs++;
      const added = batches.map(({ restaurantId, kind, dimension, day, hashes }) => {
        const key = `${restaurantId}|${kind}|${dimension}|${day}`;
        const set = seen.get(key) ?? new Set();
        seen.set(key, set);
        const before = set.size;
        for (const hash of hashes) set.add(hash);
        return set.size - before;
      });
      return { added, salts: new Map(days.map((day) => [day, `salt-${day}`])) };
    },
  } as unknown as VisitorsRepository;
  return { repository, state };
}

const sumOf = (kind: string, rows: CountRow[]) =>
  rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.count, 0);
const visitorsOf = (rows: CountRow[]) => sumOf('visitor', rows);
const guest = { address: '10.0.0.1', userAgent: 'Mozilla/5.0 Phone' };

describe('InsightsRecorder', () => {
  it('writes nothing per event, then everything counted in one flush', async () => {
    const written: CountRow[][] = [];
    const insights = recorder(async (rows) => void written.push(rows));
    insights.record(R1, { kind: 'menuView', menu: MENU }, guest);
    insights.record(R1, { kind: 'menuView', menu: MENU }, guest);
    insights.record(R1, { kind: 'filter', allergens: ['gluten', 'egg'] }, guest);
    insights.record(R1, { kind: 'scan', placement: 'mesa-1' }, guest);
    expect(written).toEqual([]);
    await insights.flush();
    expect(written).toHaveLength(1);
    expect(written[0].map((row) => [row.kind, row.dimension, row.count]).sort()).toEqual([
      ['allergen', 'egg', 1],
      ['allergen', 'gluten', 1],
      ['filter', '', 1],
      ['menuView', MENU, 2],
      ['scan', 'mesa-1', 1],
      ['visitor', '', 1],
    ]);
    await insights.flush();
    expect(written[1]).toEqual([]);
  });

  it('keeps the counts for the next flush when the database fails', async () => {
    let fail = true;
    const written: CountRow[][] = [];
    const insights = recorder(async (rows) => {
      if (fail) throw new Error('database down');
      written.push(rows);
    });
    insights.record(R1, { kind: 'scan', placement: 'mesa-1' }, guest);
    await insights.flush();
    insights.record(R1, { kind: 'scan', placement: 'mesa-1' }, { ...guest, address: '10.0.0.2' });
    fail = false;
    await insights.flush();
    expect(written.map((rows) => rows.map((row) => row.count))).toEqual([[2]]);
  });

  it('counts a visitor seen by two replicas once, with one Redis round trip per flush', async () => {
    const redis = sharedRedis();
    const written: CountRow[] = [];
    const write = async (rows: CountRow[]) => void written.push(...rows);
    const [a, b] = [recorder(write, redis.repository), recorder(write, redis.repository)];
    await a.onApplicationBootstrap();
    await b.onApplicationBootstrap();
    const syncs = redis.state.syncs;
    for (const replica of [a, b, a, b]) replica.record(R1, { kind: 'menuView', menu: MENU }, guest);
    b.record(R1, { kind: 'menuView', menu: MENU }, { ...guest, address: '10.0.0.2' });
    expect(redis.state.syncs).toBe(syncs);
    await a.flush();
    await b.flush();
    expect(redis.state.syncs).toBe(syncs + 2);
    expect(visitorsOf(written)).toBe(2);
    await a.beforeApplicationShutdown();
    await b.beforeApplicationShutdown();
  });

  it('still counts events and visitors when Redis is away, and shares again when it is back', async () => {
    const redis = sharedRedis();
    const written: CountRow[] = [];
    const insights = recorder(async (rows) => void written.push(...rows), redis.repository);
    await insights.onApplicationBootstrap();
    insights.record(R1, { kind: 'menuView', menu: MENU }, guest);
    redis.state.down = true;
    await insights.flush();
    // Hashed with the shared salt before Redis went: told apart here; then counted here while it is away.
    insights.record(R1, { kind: 'menuView', menu: MENU }, guest);
    insights.record(R1, { kind: 'menuView', menu: MENU }, { ...guest, address: '10.0.0.2' });
    await insights.flush();
    expect(written.filter((row) => row.kind === 'menuView').reduce((sum, row) => sum + row.count, 0)).toBe(3);
    // The first visitor again: its local hash differs from its shared one, so it counts twice (approximate).
    expect(visitorsOf(written)).toBe(3);
    redis.state.down = false;
    await insights.flush();
    insights.record(R1, { kind: 'menuView', menu: MENU }, { ...guest, address: '10.0.0.3' });
    insights.record(R1, { kind: 'menuView', menu: MENU }, { ...guest, address: '10.0.0.3' });
    await insights.flush();
    expect(visitorsOf(written)).toBe(4);
    await insights.beforeApplicationShutdown();
  });

  it("counts a visitor's scans of one placement once a day, each placement apart, and no visitor", async () => {
    const written: CountRow[] = [];
    const insights = recorder(async (rows) => void written.push(...rows));
    for (let i = 0; i < 500; i++) insights.record(R1, { kind: 'scan', placement: 'mesa-1' }, guest);
    insights.record(R1, { kind: 'scan', placement: 'mesa-2' }, guest);
    insights.record(R1, { kind: 'scan', placement: 'mesa-1' }, { ...guest, address: '10.0.0.2' });
    await insights.flush();
    expect(written.map((row) => [row.kind, row.dimension, row.count]).sort()).toEqual([
      ['scan', 'mesa-1', 2],
      ['scan', 'mesa-2', 1],
    ]);
  });

  it("counts a visitor's scans once across replicas, through the Redis they share", async () => {
    const redis = sharedRedis();
    const written: CountRow[] = [];
    const write = async (rows: CountRow[]) => void written.push(...rows);
    const [a, b] = [recorder(write, redis.repository), recorder(write, redis.repository)];
    await a.onApplicationBootstrap();
    await b.onApplicationBootstrap();
    for (const replica of [a, b, a, b]) replica.record(R1, { kind: 'scan', placement: 'mesa-1' }, guest);
    b.record(R1, { kind: 'scan', placement: 'mesa-2' }, guest);
    await a.flush();
    await b.flush();
    expect(written.map((row) => [row.kind, row.dimension, row.count]).sort()).toEqual([
      ['scan', 'mesa-1', 1],
      ['scan', 'mesa-2', 1],
    ]);
    await a.beforeApplicationShutdown();
    await b.beforeApplicationShutdown();
  });

  it('flushes on shutdown', async () => {
    const written: CountRow[][] = [];
    const insights = recorder(async (rows) => void written.push(rows));
    await insights.onApplicationBootstrap();
    insights.record(R1, { kind: 'language', language: 'gb' }, guest);
    await insights.beforeApplicationShutdown();
    expect(written.flat().map((row) => [row.kind, row.dimension])).toEqual([
      ['language', 'gb'],
      ['visitor', ''],
    ]);
  });
});
