import { DailyVisitors, InsightsTally, isBotAgent, PerMinuteLimit } from './tally';

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const at = (iso: string) => new Date(iso);

describe('InsightsTally', () => {
  it('sums per restaurant, UTC hour, kind and dimension, and empties on drain', () => {
    const tally = new InsightsTally();
    tally.add(R1, at('2026-11-20T10:05:00Z'), 'menuView', 'm1');
    tally.add(R1, at('2026-11-20T10:59:59Z'), 'menuView', 'm1');
    tally.add(R1, at('2026-11-20T11:00:00Z'), 'menuView', 'm1');
    tally.add(R1, at('2026-11-20T10:10:00Z'), 'menuView', 'm2');
    tally.add(R2, at('2026-11-20T10:10:00Z'), 'menuView', 'm1', 3);
    const rows = tally.drain();
    expect(rows.map((row) => [row.restaurantId, row.hour.toISOString(), row.kind, row.dimension, row.count])).toEqual([
      [R1, '2026-11-20T10:00:00.000Z', 'menuView', 'm1', 2],
      [R1, '2026-11-20T11:00:00.000Z', 'menuView', 'm1', 1],
      [R1, '2026-11-20T10:00:00.000Z', 'menuView', 'm2', 1],
      [R2, '2026-11-20T10:00:00.000Z', 'menuView', 'm1', 3],
    ]);
    expect(tally.size).toBe(0);
    expect(tally.drain()).toEqual([]);
  });

  it('takes back rows a failed flush could not write, merged with what came since', () => {
    const tally = new InsightsTally();
    tally.add(R1, at('2026-11-20T10:05:00Z'), 'scan', 'mesa-1', 2);
    const failed = tally.drain();
    tally.add(R1, at('2026-11-20T10:30:00Z'), 'scan', 'mesa-1');
    tally.restore(failed);
    expect(tally.drain().map((row) => row.count)).toEqual([3]);
  });
});

describe('DailyVisitors', () => {
  it('counts an address and user agent once per restaurant and day, with a new salt each day', () => {
    let salts = 0;
    const visitors = new DailyVisitors(10, () => Buffer.from(`salt-${++salts}`));
    const day1 = at('2026-11-20T08:00:00Z');
    expect(visitors.isNew(R1, '10.0.0.1', 'UA', day1)).toBe(true);
    expect(visitors.isNew(R1, '10.0.0.1', 'UA', at('2026-11-20T23:59:00Z'))).toBe(false);
    expect(visitors.isNew(R1, '10.0.0.1', 'other UA', day1)).toBe(true);
    expect(visitors.isNew(R2, '10.0.0.1', 'UA', day1)).toBe(true);
    expect(salts).toBe(1);
    expect(visitors.isNew(R1, '10.0.0.1', 'UA', at('2026-11-21T00:00:00Z'))).toBe(true);
    expect(salts).toBe(2);
  });

  it('tells hashes made elsewhere apart the same way, forgotten the next day', () => {
    const visitors = new DailyVisitors();
    expect(visitors.isNewHash('h1', at('2026-11-20T08:00:00Z'))).toBe(true);
    expect(visitors.isNewHash('h1', at('2026-11-20T09:00:00Z'))).toBe(false);
    expect(visitors.isNewHash('h1', at('2026-11-21T00:00:00Z'))).toBe(true);
  });

  it('stops telling visitors apart past its capacity, so memory stays bounded', () => {
    const visitors = new DailyVisitors(2);
    const now = at('2026-11-20T08:00:00Z');
    expect([1, 2, 3].map((n) => visitors.isNew(R1, `10.0.0.${n}`, 'UA', now))).toEqual([true, true, false]);
  });
});

describe('PerMinuteLimit', () => {
  it('allows so many per client each minute', () => {
    const limit = new PerMinuteLimit(2);
    const now = at('2026-11-20T08:00:10Z');
    expect([1, 2, 3].map(() => limit.allow('a', now))).toEqual([true, true, false]);
    expect(limit.allow('b', now)).toBe(true);
    expect(limit.allow('a', at('2026-11-20T08:01:00Z'))).toBe(true);
  });
});

describe('isBotAgent', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36', true],
    ['curl/8.5.0', true],
    ['', true],
    [undefined, true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      false,
    ],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36', false],
  ])('%s → %s', (agent, bot) => expect(isBotAgent(agent)).toBe(bot));
});
