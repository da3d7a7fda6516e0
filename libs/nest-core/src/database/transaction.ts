import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` on one connection of the pool. While a connection is held, pg tells a loss between queries (the server
 * restarting, a failover) only to the connection's own 'error' listeners, and with none the process ends: the loss
 * is heard here, the next query fails instead, and the connection is closed rather than reused.
 */
export async function withConnection<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost = error;
  };
  client.on('error', onLost);
  try {
    return await work(client);
  } finally {
    client.removeListener('error', onLost);
    client.release(lost);
  }
}

/** Runs `work` in one transaction on one connection; rolls back on any error (which it throws, not the rollback's). */
export function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return withConnection(pool, async (client) => {
    await client.query('BEGIN');
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
