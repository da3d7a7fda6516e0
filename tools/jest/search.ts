import type { Pool } from 'pg';
import { searchCondition, type ListSearch } from '@carta/nest-core';

/**
 * The indexes PostgreSQL picks for a list's search in `field` (the condition nest-core's selectPage writes from the
 * list's ListSearch) when it may not read the whole table: empty when no index matches the folded text.
 */
export async function searchIndexes(db: Pool, table: string, search: ListSearch, field: string): Promise<string[]> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    // Only a scan driven by the search itself is left (a full walk of another index would also avoid the table).
    for (const scan of ['seqscan', 'indexscan', 'indexonlyscan']) await client.query(`SET LOCAL enable_${scan} = off`);
    // The product search names the table `p`.
    const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} p WHERE ${searchCondition(
        { searchColumns: [search.columns[field]], searchCombined: search.combined ?? null },
        `${search.fold}($1)`,
      )}`,
      ['%jamon%'],
    );
    return [...JSON.stringify(rows[0]['QUERY PLAN']).matchAll(/"Index Name":"(\w+)"/g)].map((match) => match[1]);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}
