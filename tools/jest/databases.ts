import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import type { ServiceName } from '@carta/contracts';

export const ROOT = join(__dirname, '../..');

/** Env names the global setup hands to the test files. */
export const TEST_ENV = {
  serverUrl: 'CARTA_TEST_SERVER_URL',
  template: 'CARTA_TEST_TEMPLATE_DB',
  /** JSON: each service's role password (nest-core database/roles.ts); the template was migrated as those roles. */
  rolePasswords: 'CARTA_TEST_ROLE_PASSWORDS',
} as const;

/** The same server URL pointed at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Services that own migrations; auth first (its view is read by every service's guard). */
export function servicesWithMigrations(): ServiceName[] {
  const services = readdirSync(join(ROOT, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => readdirSync(join(ROOT, 'services', name)).includes('migrations'));
  return (services as ServiceName[]).sort((a, b) => (a === 'auth' ? -1 : b === 'auth' ? 1 : a.localeCompare(b)));
}

/**
 * A test's own connections to its database. pg-pool's `end()` resolves before its connections have closed, so the
 * database dropped right after (`WITH (FORCE)`) ends them from the server's side (57P01): that error is expected
 * here, as a lost idle connection is in the services' pool, not an unhandled one failing whichever test is running.
 */
export function testPool(connectionString: string): Pool {
  const pool = new Pool({ connectionString, max: 2 });
  pool.on('error', () => undefined);
  return pool;
}

/** `work` on a connection of its own to `url`, closed after. */
export async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
