// A service pod's init container (`main.js await-migrations`) holds the pod back until the migrations Job has applied
// the migrations its image ships, and lets it go as soon as they are there.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Pool } from 'pg';
import { awaitMigrations } from '../libs/nest-core/src/database/await-migrations';
import { migrate } from '../libs/nest-core/src/database/migrator';
import { databaseUrl, onServer, ROOT, TEST_ENV } from './jest/databases';

const serverUrl = process.env[TEST_ENV.serverUrl] ?? '';
const MIGRATIONS = join(ROOT, 'services/admin/migrations');

describe('await-migrations', () => {
  const database = `t_await_${randomBytes(5).toString('hex')}`;
  const url = databaseUrl(serverUrl, database);
  beforeAll(() => onServer(serverUrl, (db) => db.query(`CREATE DATABASE ${database}`)));
  afterAll(() => onServer(serverUrl, (db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)));

  it('waits while the schema lacks its migrations, returns once the Job has run them', async () => {
    const said: string[] = [];
    let done = false;
    const waiting = awaitMigrations(
      'admin',
      { DATABASE_URL: url },
      { dir: MIGRATIONS, intervalMs: 50, log: (m) => said.push(m) },
    ).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    expect(said[0]).toMatch(/^admin: waiting for \d+ migration\(s\), first \d{3}_/);

    const pool = new Pool({ connectionString: url });
    await migrate(pool, { service: 'admin', dir: MIGRATIONS, demoData: false });
    await pool.end();
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up after its time, naming what it waited for (the pod restarts and waits again)', async () => {
    const empty = `t_await_${randomBytes(5).toString('hex')}`;
    await onServer(serverUrl, (db) => db.query(`CREATE DATABASE ${empty}`));
    try {
      await expect(
        awaitMigrations(
          'admin',
          { DATABASE_URL: databaseUrl(serverUrl, empty) },
          { dir: MIGRATIONS, intervalMs: 20, timeoutMs: 100, log: () => undefined },
        ),
      ).rejects.toThrow(/admin: still waiting after 0.1 s for \d+ migration/);
    } finally {
      await onServer(serverUrl, (db) => db.query(`DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`));
    }
  });
});
