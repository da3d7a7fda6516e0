// Starts the whole product as local processes: PostgreSQL (embedded unless DATABASE_URL), the three
// services and the gateway. Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './postgres.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** `npm start`'s ports (the README's); a copy on another PORT takes free ones for its services and database. */
export const DEFAULT_PORT = 8080;
const SERVICES = { auth: 3001, restaurants: 3002, admin: 3003 };
/** Where Prometheus scrapes each process (METRICS_PORT), never its public port. */
const METRICS_PORTS = { gateway: 9460, auth: 9461, restaurants: 9462, admin: 9463 };
const PG_PORT = 54329;
/** DEMO_MODE (spec): the database goes back to the demo data every 30 minutes. Auth first: others seed from it. */
const DEMO_RESET_MS = 30 * 60_000;
const DEMO_RESET_ORDER = ['auth', 'admin', 'restaurants'];

export function serviceMain(name) {
  return join(root, `dist/node/services/${name}/src/main.js`);
}

async function resetDemoData(envFor) {
  for (const name of DEMO_RESET_ORDER) {
    const child = spawn(process.execPath, [serviceMain(name), 'demo-reset'], {
      cwd: root,
      env: envFor(name),
      stdio: 'inherit',
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    if (code !== 0) console.error(`demo reset of ${name} failed (exit ${code})`);
  }
}

/** What only auth may read: every other process's environment is cleared of them. */
const AUTH_ONLY = ['JWT_PRIVATE_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];
/** The admin's connection (it sets up the roles): no process gets it, each service gets its role's URL. */
const ADMIN_ONLY = ['DATABASE_URL'];

/** `env` without the variables named. */
function without(env, names) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}

/**
 * In production nothing is made up: the database, the keys and the mail server come from the environment. Every
 * missing one is named before anything starts (ADMIN_EMAIL and ADMIN_PASSWORD are auth's to ask for: only a database
 * without an admin needs them).
 */
function assertProductionEnv(env) {
  if (env.NODE_ENV !== 'production') return;
  const needs = {
    DATABASE_URL: 'a PostgreSQL URL as a user that may create roles (an embedded database is for try-outs only)',
    JWT_PRIVATE_KEY: 'the PEM private key that signs tokens (keys are generated for try-outs only)',
    SMTP_URL: 'the mail server (mails must go out)',
  };
  const missing = Object.entries(needs).filter(([name]) => !env[name]?.trim());
  if (missing.length) {
    throw new Error(
      `Carta cannot start in production, set:\n${missing.map(([name, what]) => `  - ${name}: ${what}`).join('\n')}`,
    );
  }
}

/**
 * Auth's RS256 signing key: from `given` (the environment) when set, else generated once into dataDir. The verifiers
 * need no key: they read auth's published key set.
 */
export function signingKey(dataDir, given) {
  if (given.JWT_PRIVATE_KEY) return given.JWT_PRIVATE_KEY;
  const dir = join(dataDir, 'keys');
  const privatePath = join(dir, 'jwt-private.pem');
  if (!existsSync(privatePath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privatePath, privateKey, { mode: 0o600 });
  }
  return readFileSync(privatePath, 'utf8');
}

/**
 * Each service's own role (nest-core database/roles.ts), set up with the admin's `databaseUrl`; the passwords are
 * made once and kept in dataDir. Returns each service's URL.
 */
export async function serviceDatabaseUrls(databaseUrl, dataDir) {
  const require = createRequire(import.meta.url);
  const roles = require(join(root, 'dist/node/libs/nest-core/src/database/roles.js'));
  const file = join(dataDir, 'keys', 'database-roles.json');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const made = Object.fromEntries(Object.keys(SERVICES).map((name) => [name, randomBytes(18).toString('hex')]));
    writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  }
  const passwords = JSON.parse(readFileSync(file, 'utf8'));
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await roles.setUpServiceRoles(admin, passwords);
  } finally {
    await admin.end();
  }
  return Object.fromEntries(
    Object.keys(SERVICES).map((name) => [name, roles.serviceDatabaseUrl(databaseUrl, name, passwords[name])]),
  );
}

export async function ensureDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether something already listens on `port` (any address). */
function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(true))
      .listen(port, () => probe.close(() => resolve(false)));
  });
}

/** A port nothing listens on now, from the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/** Refuses to start anything when a port Carta needs is taken, naming each one and what it was for. */
async function assertPortsFree(ports, gatewayPort) {
  const taken = [];
  for (const [name, port] of Object.entries(ports)) if (await portTaken(port)) taken.push(`${port} (${name})`);
  if (!taken.length) return;
  const advice =
    gatewayPort === DEFAULT_PORT
      ? `is another Carta running? Start a second copy on its own port, e.g. PORT=9080 npm start (its services and database then take free ports)`
      : 'choose another PORT';
  throw new Error(
    `Carta cannot start: port ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} already in use: ${advice}`,
  );
}

/** What each child said last on stderr: why it stopped, when it stops early. */
const lastWords = new WeakMap();

/** Spawns one of our processes: its stderr still reaches ours, and its last lines explain an early exit. */
function spawnProcess(name, args, env, quiet) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  child.name = name;
  lastWords.set(child, '');
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    lastWords.set(child, (lastWords.get(child) + chunk).slice(-4000));
  });
  return child;
}

/** Waits for the gateway's /readyz; a child that stops first is the reason, in its own words. */
async function waitReady(url, timeoutMs, children, signal) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    const stopped = children.find((child) => child.exitCode !== null);
    if (stopped) {
      await new Promise((resolve) => (stopped.stderr.readableEnded ? resolve() : stopped.stderr.once('end', resolve)));
      const said = lastWords.get(stopped).trim() || '(it said nothing on stderr)';
      throw new Error(`Carta cannot start: ${stopped.name} stopped (exit code ${stopped.exitCode}):\n${said}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
      last = await res.text();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Carta cannot start: ${url} not ready after ${timeoutMs / 1000} s; it last said: ${last}`);
}

/** Starts one gateway process; extra env (e.g. REMOTE_OWNER_URL) overrides the product's. */
export function spawnGateway(env, { quiet = false } = {}) {
  const ours = without(process.env, [...AUTH_ONLY, ...ADMIN_ONLY]);
  return spawnProcess('gateway', [serviceMain('gateway')], { ...ours, ...without(env, ADMIN_ONLY) }, quiet);
}

/**
 * Brings the product up. Options: port (gateway), dataDir (keys and embedded database), pgPort, servicePortBase,
 * env (extra env for every process), quiet (drop the processes' stdout), signal (aborted while starting: what has
 * started is stopped, and the start rejects). On DEFAULT_PORT the services and the
 * database take the README's ports and live in .data/; on another port, free ports and .data/port-<port>/.
 * Each process serves its metrics on its own port (METRICS_PORTS on DEFAULT_PORT, else free ones; METRICS_PORT=0 in
 * `env`: none). Returns {url, env, metricsPorts, stop}; a failure names its cause (a taken port, a process's own
 * message, the database's log).
 */
export async function startCarta({
  port = DEFAULT_PORT,
  dataDir = join(root, '.data', ...(port === DEFAULT_PORT ? [] : [`port-${port}`])),
  pgPort,
  env = {},
  quiet = false,
  servicePortBase,
  signal,
} = {}) {
  signal?.throwIfAborted();
  assertProductionEnv({ ...process.env, ...env });
  const readme = port === DEFAULT_PORT;
  const ports = {};
  for (const [i, [name, fixed]] of Object.entries(SERVICES).entries()) {
    ports[name] = servicePortBase ? servicePortBase + i : readme ? fixed : await freePort();
  }
  const metricsOff = (env.METRICS_PORT ?? process.env.METRICS_PORT) === '0';
  const metricsPorts = {};
  for (const [name, fixed] of Object.entries(METRICS_PORTS)) {
    metricsPorts[name] = metricsOff ? 0 : readme ? fixed : await freePort();
  }
  const embedded = !(env.DATABASE_URL ?? process.env.DATABASE_URL);
  pgPort ??= readme ? PG_PORT : await freePort();
  const scraped = Object.fromEntries(
    Object.entries(metricsPorts)
      .filter(([, metricsPort]) => metricsPort)
      .map(([name, metricsPort]) => [`${name} metrics`, metricsPort]),
  );
  await assertPortsFree(
    { gateway: port, ...ports, ...scraped, ...(embedded ? { 'embedded PostgreSQL': pgPort } : {}) },
    port,
  );
  mkdirSync(dataDir, { recursive: true });
  const stops = [];
  const children = [];
  let demoTimer;
  // A child killed by a signal has no exit code, only a signal code.
  const running = (child) => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    clearInterval(demoTimer);
    for (const child of children) if (running(child)) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (running(child) ? new Promise((r) => child.once('exit', r)) : null)));
    for (const fn of stops.reverse()) await fn();
  };
  try {
    let databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL;
    if (embedded) {
      const server = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: pgPort }).catch(
        (error) => {
          throw new Error(`Carta cannot start: ${error.message}`, { cause: error });
        },
      );
      stops.push(server.stop);
      databaseUrl = await ensureDatabase(server.url, 'carta');
    }
    const privateKey = signingKey(dataDir, { ...process.env, ...env });
    const databaseUrls = await serviceDatabaseUrls(databaseUrl, dataDir);
    const defaults = {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      // Where every verifier reads auth's key set.
      AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    };
    // Only auth signs tokens and creates the first admin; each service connects as its own database role.
    const envFor = (name) => {
      const hidden = name === 'auth' ? ADMIN_ONLY : [...ADMIN_ONLY, ...AUTH_ONLY];
      return {
        ...without(process.env, hidden),
        ...defaults,
        ...without(env, hidden),
        PORT: String(ports[name]),
        METRICS_PORT: String(metricsPorts[name]),
        DATABASE_URL: databaseUrls[name],
        ...(name === 'auth' ? { JWT_PRIVATE_KEY: privateKey } : {}),
      };
    };
    for (const name of Object.keys(ports)) {
      children.push(spawnProcess(name, ['--enable-source-maps', serviceMain(name)], envFor(name), quiet));
    }
    if ((env.DEMO_MODE ?? process.env.DEMO_MODE) === 'true') {
      demoTimer = setInterval(() => void resetDemoData(envFor), DEMO_RESET_MS);
    }
    const gatewayEnv = {
      ...defaults,
      ...without(env, [...ADMIN_ONLY, ...AUTH_ONLY]),
      PORT: String(port),
      METRICS_PORT: String(metricsPorts.gateway),
      RESTAURANTS_URL: `http://127.0.0.1:${ports.restaurants}`,
      ADMIN_URL: `http://127.0.0.1:${ports.admin}`,
    };
    children.push(spawnGateway(gatewayEnv, { quiet }));
    await waitReady(`http://127.0.0.1:${port}/readyz`, 60_000, children, signal);
    return { url: `http://localhost:${port}`, env: gatewayEnv, metricsPorts, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
