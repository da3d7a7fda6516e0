import { join } from 'node:path';
import { Client } from 'pg';
import { z } from 'zod';
import { envRule, parseEnv, required, type Env } from '@carta/contracts';
import { readMigrations, SEED } from './migrator';
import { SERVICES_DIR } from './roles';

export interface AwaitOptions {
  /** Where the service's migrations are (beside its compiled code). */
  dir?: string;
  timeoutMs?: number;
  intervalMs?: number;
  log?: (message: string) => void;
}

/** The migrations this build ships that the database has not recorded yet (demo seeds are optional: not awaited). */
export async function pendingMigrations(client: Client, service: string, dir: string): Promise<string[]> {
  const wanted = readMigrations(dir)
    .map((file) => file.version)
    .filter((version) => !SEED.test(version));
  const table = `${service}_schema_migrations`;
  const { rows: exists } = await client.query<{ table: string | null }>('SELECT to_regclass($1)::text AS table', [
    table,
  ]);
  if (!exists[0]?.table) return wanted;
  const { rows } = await client.query<{ version: string }>(`SELECT version FROM ${table}`);
  const applied = new Set(rows.map((row) => row.version));
  return wanted.filter((version) => !applied.has(version));
}

/**
 * `node main.js await-migrations` (Kubernetes: every service pod's init container): returns once the database holds
 * every migration this image ships, so a new pod never serves before the migrations Job has run its schema; fails
 * after `timeoutMs` (the pod restarts and waits again). Reads only DATABASE_URL, as the service's role.
 */
export async function awaitMigrations(service: string, env: Env, options: AwaitOptions = {}): Promise<void> {
  const { DATABASE_URL } = parseEnv(
    `${service} await-migrations`,
    z.object({ DATABASE_URL: required(envRule.url(['postgres', 'postgresql'], { secret: true })) }),
    env,
  );
  const {
    dir = join(SERVICES_DIR, service, 'migrations'),
    timeoutMs = 10 * 60_000,
    intervalMs = 2000,
    log = (message: string) => console.log(message),
  } = options;
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    let pending: string[] | string;
    const client = new Client({ connectionString: DATABASE_URL });
    try {
      await client.connect();
      pending = await pendingMigrations(client, service, dir);
    } catch (error) {
      pending = `the database: ${(error as Error).message}`;
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Array.isArray(pending) && !pending.length) return;
    const waiting = Array.isArray(pending) ? `${pending.length} migration(s), first ${pending[0]}` : pending;
    if (waiting !== last) log(`${service}: waiting for ${waiting}`);
    last = waiting;
    if (Date.now() > deadline) throw new Error(`${service}: still waiting after ${timeoutMs / 1000} s for ${waiting}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
