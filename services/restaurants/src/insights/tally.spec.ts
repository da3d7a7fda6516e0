import { DailyVisitors, InsightsTally, isBotAgent, visitorHash, VISITORS_PER_ADDRESS } from './tally';

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

describe('visitorHash', () => {
  const phone = (n: number) => `Mozilla/5.0 (Linux; Android 14; Phone ${n}) Chrome/130.0 Mobile Safari/537.36`;

  it('tells addresses and restaurants apart, with the same salt', () => {
    const guest = { address: '198.51.100.7', userAgent: phone(1) };
    expect(visitorHash('s', R1, guest)).toBe(visitorHash('s', R1, { ...guest }));
    expect(visitorHash('s', R1, guest)).not.toBe(visitorHash('s', R1, { ...guest, address: '198.51.100.8' }));
    expect(visitorHash('s', R1, guest)).not.toBe(visitorHash('s', R2, guest));
    expect(visitorHash('s', R1, guest)).not.toBe(visitorHash('t', R1, guest));
  });

  it('makes one address at most VISITORS_PER_ADDRESS visitors however many user agents it sends', () => {
    const hashes = new Set(
      Array.from({ length: 500 }, (_, n) => visitorHash('s', R1, { address: '198.51.100.7', userAgent: phone(n) })),
    );
    expect(hashes.size).toBe(VISITORS_PER_ADDRESS);
  });

  it('counts an IPv6 client by its /64, as the rate limits do', () => {
    const at = (address: string) => visitorHash('s', R1, { address, userAgent: phone(1) });
    expect(at('2001:db8:1:2::1')).toBe(at('2001:db8:1:2:ffff::9'));
    expect(at('2001:db8:1:2::1')).not.toBe(at('2001:db8:1:3::1'));
  });
});

describe('DailyVisitors', () => {
  const guest = { address: '10.0.0.1', userAgent: 'UA' };

  it('counts a visitor once per restaurant and day, with a new salt each day', () => {
    let salts = 0;
    const visitors = new DailyVisitors(10, () => Buffer.from(`salt-${++salts}`));
    const day1 = at('2026-11-20T08:00:00Z');
    expect(visitors.isNew(R1, guest, 'visitor', day1)).toBe(true);
    expect(visitors.isNew(R1, guest, 'visitor', at('2026-11-20T23:59:00Z'))).toBe(false);
    expect(visitors.isNew(R1, { ...guest, address: '10.0.0.2' }, 'visitor', day1)).toBe(true);
    expect(visitors.isNew(R2, guest, 'visitor', day1)).toBe(true);
    expect(salts).toBe(1);
    expect(visitors.isNew(R1, guest, 'visitor', at('2026-11-21T00:00:00Z'))).toBe(true);
    expect(salts).toBe(2);
  });

  it('counts each thing a visitor does once a day apart (the visitor, their scan of each placement)', () => {
    const visitors = new DailyVisitors();
    const now = at('2026-11-20T08:00:00Z');
    expect(
      ['visitor', 'scan mesa-1', 'scan mesa-2', 'scan mesa-1'].map((what) => visitors.isNew(R1, guest, what, now)),
    ).toEqual([true, true, true, false]);
  });

  it('tells hashes made elsewhere apart the same way, forgotten the next day', () => {
    const visitors = new DailyVisitors();
    expect(visitors.isNewHash('h1', 'visitor', at('2026-11-20T08:00:00Z'))).toBe(true);
    expect(visitors.isNewHash('h1', 'visitor', at('2026-11-20T09:00:00Z'))).toBe(false);
    expect(visitors.isNewHash('h1', 'scan mesa-1', at('2026-11-20T09:00:00Z'))).toBe(true);
    expect(visitors.isNewHash('h1', 'visitor', at('2026-11-21T00:00:00Z'))).toBe(true);
  });

  it('stops telling visitors apart past its capacity, so memory stays bounded', () => {
    const visitors = new DailyVisitors(2);
    const now = at('2026-11-20T08:00:00Z');
    expect([1, 2, 3].map((n) => visitors.isNew(R1, { ...guest, address: `10.0.0.${n}` }, 'visitor', now))).toEqual([
      true,
      true,
      false,
    ]);
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
