import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { withConnection } from './transaction';

export interface MigrateOptions {
  /** Owning service: its migrations are recorded in `<service>_schema_migrations`. */
  service: string;
  dir: string;
  log?: (message: string) => void;
}

export interface MigrationRun extends MigrateOptions {
  /**
   * Whether the demo seeds (`NNN_seed_*.sql`) run (nest-core's wantsDemoData). Skipped seeds are not recorded, so a
   * database that later asks for demo data (DEMO_MODE) still gets them.
   */
  demoData: boolean;
}

interface MigrationFile {
  version: string;
  sql: string;
  checksum: string;
}

const FILE = /^(\d{3,})_[a-z0-9_]+\.sql$/;
/** Demo data, never reference data: only where demo data is wanted (see MigrationRun.demoData). */
export const SEED = /^\d+_seed_/;

export function readMigrations(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => FILE.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name), 'utf8');
      return { version: name.replace(/\.sql$/, ''), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies the service's pending migrations in order, each in its own transaction, under an advisory lock so
 * replicas starting together apply each file once. A changed file that was already applied stops the start.
 */
export async function migrate(pool: Pool, { service, dir, log = () => {}, demoData }: MigrationRun): Promise<string[]> {
  if (!/^[a-z][a-z0-9_]*$/.test(service)) throw new Error(`invalid service name for migrations: ${service}`);
  const table = `${service}_schema_migrations`;
  const files = readMigrations(dir).filter((file) => demoData || !SEED.test(file.version));
  const applied: string[] = [];
  await withConnection(pool, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [table]);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${table} (version text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const { rows } = await client.query<{ version: string; checksum: string }>(
        `SELECT version, checksum FROM ${table}`,
      );
      const done = new Map(rows.map((row) => [row.version, row.checksum]));
      for (const file of files) {
        const checksum = done.get(file.version);
        if (checksum !== undefined) {
          if (checksum !== file.checksum) throw new Error(`${table}: ${file.version} was edited after it was applied`);
          continue;
        }
        await applyOne(client, table, file);
        applied.push(file.version);
        log(`applied migration ${service}/${file.version}`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [table]);
    }
  });
  return applied;
}

async function applyOne(client: PoolClient, table: string, file: MigrationFile): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(file.sql);
    await client.query(`INSERT INTO ${table} (version, checksum) VALUES ($1, $2)`, [file.version, file.checksum]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`${table}: ${file.version} failed: ${(error as Error).message}`, { cause: error });
  }
}

/** Per service, beside its migrations: empties the service's tables before its seed migrations run again. */
export const DEMO_RESET_FILE = 'demo-reset.sql';

/**
 * DEMO_MODE: puts the service's data back to its first-start state — `demo-reset.sql`, then every seed
 * migration (`NNN_seed_*.sql`) again — in one transaction, under the migrations lock.
 */
export async function resetDemoData(pool: Pool, { service, dir, log = () => {} }: MigrateOptions): Promise<void> {
  const table = `${service}_schema_migrations`;
  const seeds = readMigrations(dir).filter((file) => SEED.test(file.version));
  await withConnection(pool, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [table]);
    try {
      await client.query('BEGIN');
      await client.query(readFileSync(join(dir, DEMO_RESET_FILE), 'utf8'));
      for (const seed of seeds) await client.query(seed.sql);
      await client.query('COMMIT');
      log(`demo data reset: ${service} (${seeds.length} seed files)`);
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [table]);
    }
  });
}
