import type { Pool } from 'pg';
import type { ListPlan } from '../http/list-query';
import { selectPage } from './page';
import { insertValues, onUniqueViolation, quoteIdentifier, toColumns, updateSet } from './sql';
import { inTransaction } from './transaction';

interface Changes {
  name?: { es: string };
  priceCents?: number;
  timeRanges?: { from: string }[];
}
const COLUMNS = { name: 'name', priceCents: 'price_cents', timeRanges: 'time_ranges' } as const;

describe('SQL builders', () => {
  it('quotes identifiers, doubling a quote inside', () => {
    expect(quoteIdentifier('price_cents')).toBe('"price_cents"');
    expect(quoteIdentifier('a"b')).toBe('"a""b"');
  });

  it('maps set fields to their columns, skips undefined ones, sends the json ones as JSON text', () => {
    const changes: Changes = { priceCents: 0, name: undefined, timeRanges: [{ from: '09:00' }] };
    expect(toColumns(changes, COLUMNS, ['timeRanges'])).toEqual({
      price_cents: 0,
      time_ranges: '[{"from":"09:00"}]',
    });
    expect(toColumns({ name: { es: 'Sopa' } }, COLUMNS)).toEqual({ name: { es: 'Sopa' } });
  });

  it('numbers INSERT parameters from the first free one', () => {
    expect(insertValues({ restaurant_id: 'r', price_cents: 5 })).toEqual({
      sql: '("restaurant_id", "price_cents") VALUES ($1, $2)',
      params: ['r', 5],
    });
    expect(insertValues({ name: 'x' }, 3)).toEqual({ sql: '("name") VALUES ($3)', params: ['x'] });
  });

  it('numbers SET parameters after the WHERE ones and always stamps updated_at', () => {
    expect(updateSet({ name: 'x', enabled: false }, 3)).toEqual({
      sql: '"name" = $3, "enabled" = $4, updated_at = now()',
      params: ['x', false],
    });
    expect(updateSet({}, 2)).toEqual({ sql: 'updated_at = now()', params: [] });
  });
});

describe('onUniqueViolation', () => {
  it('answers the fallback for a unique violation only', async () => {
    const taken = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      onUniqueViolation(
        () => Promise.reject(taken),
        () => 'TAKEN',
      ),
    ).resolves.toBe('TAKEN');
    await expect(
      onUniqueViolation(
        () => Promise.resolve(1),
        () => 'TAKEN',
      ),
    ).resolves.toBe(1);
    const other = Object.assign(new Error('boom'), { code: '23503' });
    await expect(
      onUniqueViolation(
        () => Promise.reject(other),
        () => 'TAKEN',
      ),
    ).rejects.toBe(other);
  });
});

/** A pool that records what it was asked and answers `rows`. */
function recordingPool(rows: unknown[] = []) {
  const calls: { text: string; params?: unknown[] }[] = [];
  const query = jest.fn(async (text: string, params?: unknown[]) => {
    calls.push({ text, params });
    if (text === 'FAIL') throw new Error('fail');
    return { rows: text.startsWith('SELECT count') ? [{ total: 7 }] : rows };
  });
  const release = jest.fn();
  const pool = {
    query,
    connect: async () => ({ query, release, on: jest.fn(), removeListener: jest.fn() }),
  } as unknown as Pool;
  return { pool, calls, release };
}

describe('inTransaction', () => {
  it('commits what worked and rolls back what failed, releasing the connection', async () => {
    const { pool, calls, release } = recordingPool();
    await expect(inTransaction(pool, async (client) => (await client.query('SELECT 1')).rows)).resolves.toEqual([]);
    await expect(inTransaction(pool, (client) => client.query('FAIL'))).rejects.toThrow('fail');
    expect(calls.map((call) => call.text)).toEqual(['BEGIN', 'SELECT 1', 'COMMIT', 'BEGIN', 'FAIL', 'ROLLBACK']);
    expect(release).toHaveBeenCalledTimes(2);
  });
});

describe('selectPage', () => {
  const plan: ListPlan = {
    orderBy: 'lower(name)',
    direction: 'DESC',
    limit: 10,
    offset: 20,
    searchColumns: [],
    searchCombined: null,
    pattern: null,
    fold: 'x_fold',
  };

  it('orders, pages and counts the same rows', async () => {
    const { pool, calls } = recordingPool([{ id: 'a' }]);
    const page = await selectPage(
      pool,
      { select: 'SELECT id FROM t WHERE o = $1', params: ['o'], tiebreak: 'id' },
      plan,
    );
    expect(page).toEqual({ rows: [{ id: 'a' }], total: 7 });
    expect(calls).toEqual([
      { text: 'SELECT id FROM t WHERE o = $1 ORDER BY lower(name) DESC, id LIMIT 10 OFFSET 20', params: ['o'] },
      { text: 'SELECT count(*)::int AS total FROM (SELECT id FROM t WHERE o = $1) AS matches', params: ['o'] },
    ]);
  });

  it('adds the search as the next parameter, and the sort keys that come first', async () => {
    const { pool, calls } = recordingPool();
    const search = { ...plan, searchColumns: ['x_fold(name)', 'x_fold(city)'], pattern: '%a%' };
    await selectPage(
      pool,
      { select: 'SELECT id FROM t WHERE o = $1', params: ['o'], tiebreak: 'id', orderFirst: 'p DESC' },
      search,
    );
    const where = `WHERE o = $1 AND (x_fold(name) LIKE x_fold($2) OR x_fold(city) LIKE x_fold($2))`;
    expect(calls[0]).toEqual({
      text: `SELECT id FROM t ${where} ORDER BY p DESC, lower(name) DESC, id LIMIT 10 OFFSET 20`,
      params: ['o', '%a%'],
    });
    expect(calls[1].text).toBe(`SELECT count(*)::int AS total FROM (SELECT id FROM t ${where}) AS matches`);
  });

  it('reaches the candidates through the combined text, then lets the fields searched decide', async () => {
    const { pool, calls } = recordingPool();
    const search = { ...plan, searchColumns: ['name_f', 'city_f'], searchCombined: 'all_f', pattern: '%a%' };
    await selectPage(pool, { select: 'SELECT id FROM t WHERE true', params: [], tiebreak: 'id' }, search);
    expect(calls[0].text).toBe(
      'SELECT id FROM t WHERE true AND all_f LIKE x_fold($1) AND (name_f LIKE x_fold($1) OR city_f LIKE x_fold($1)) ' +
        'ORDER BY lower(name) DESC, id LIMIT 10 OFFSET 20',
    );
  });
});
