// A service holds a pool connection across a wait (a transaction around a mail's sending, the migrations' lock):
// losing it then (PostgreSQL restarted, a failover) fails that work, never the process, and the pool goes on.
import { randomBytes } from 'node:crypto';
import { inTransaction } from '../libs/nest-core/src/database/transaction';
import { databaseUrl, onServer, TEST_ENV, testPool } from './jest/databases';

const serverUrl = process.env[TEST_ENV.serverUrl] ?? '';

describe('a held connection lost between queries', () => {
  const database = `t_held_${randomBytes(5).toString('hex')}`;
  const pool = testPool(databaseUrl(serverUrl, database));
  beforeAll(() => onServer(serverUrl, (db) => db.query(`CREATE DATABASE ${database}`)));
  afterAll(async () => {
    await pool.end();
    await onServer(serverUrl, (db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  it('fails the transaction that held it; the process and the pool go on', async () => {
    let heldBy = 0;
    let lose: () => void = () => undefined;
    const lost = new Promise<void>((resolve) => (lose = resolve));
    const work = inTransaction(pool, async (client) => {
      heldBy = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      lose();
      // Between queries, as while a mail is handed to SMTP: the server ends the connection (57P01).
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client.query('SELECT 1');
    });
    await lost;
    await onServer(serverUrl, (db) => db.query('SELECT pg_terminate_backend($1)', [heldBy]));
    await expect(work).rejects.toThrow();
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(rows[0].pid).not.toBe(heldBy);
  });
});
