import type { ClockRepository } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { InsightsRecorder } from './insights-recorder';
import type { InsightsRepository } from './insights.repository';
import type { CountRow } from './tally';

const R1 = '11111111-1111-4111-8111-111111111111';
const MENU = '33333333-3333-4333-8333-333333333333';

function recorder(addCounts: (rows: CountRow[]) => Promise<void>) {
  const clock = { now: () => new Date('2026-11-20T10:15:00Z') } as ClockRepository;
  const env = { INSIGHTS_FLUSH_MS: 60_000 } as RestaurantsEnv;
  return new InsightsRecorder({ addCounts } as InsightsRepository, clock, env);
}

describe('InsightsRecorder', () => {
  it('writes nothing per event, then everything counted in one flush', async () => {
    const written: CountRow[][] = [];
    const insights = recorder(async (rows) => void written.push(rows));
    const guest = { address: '10.0.0.1', userAgent: 'Mozilla/5.0 Phone' };
    insights.record(R1, { kind: 'menuView', menu: MENU }, guest);
    insights.record(R1, { kind: 'menuView', menu: MENU }, guest);
    insights.record(R1, { kind: 'filter', allergens: ['gluten', 'egg'] }, guest);
    insights.record(R1, { kind: 'scan', placement: 'mesa-1' });
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
    insights.record(R1, { kind: 'scan', placement: 'mesa-1' });
    await insights.flush();
    insights.record(R1, { kind: 'scan', placement: 'mesa-1' });
    fail = false;
    await insights.flush();
    expect(written.map((rows) => rows.map((row) => row.count))).toEqual([[2]]);
  });

  it('flushes on shutdown', async () => {
    const written: CountRow[][] = [];
    const insights = recorder(async (rows) => void written.push(rows));
    insights.onApplicationBootstrap();
    insights.record(R1, { kind: 'language', language: 'gb' });
    await insights.beforeApplicationShutdown();
    expect(written.flat().map((row) => row.dimension)).toEqual(['gb']);
  });
});
