// Starts the whole product as local processes: PostgreSQL (embedded unless DATABASE_URL), the three
// services and the gateway. Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './postgres.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = { auth: 3001, restaurants: 3002, admin: 3003 };
/** DEMO_MODE (spec): the database goes back to the demo data every 30 minutes. Auth first: others seed from it. */
const DEMO_RESET_MS = 30 * 60_000;
const DEMO_RESET_ORDER = ['auth', 'admin', 'restaurants'];

function serviceMain(name) {
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

/** The RS256 key pair: from the environment when given, else generated once into dataDir. */
function jwtKeys(dataDir) {
  if (process.env.JWT_PRIVATE_KEY && process.env.JWT_PUBLIC_KEY) {
    return { privateKey: process.env.JWT_PRIVATE_KEY, publicKey: process.env.JWT_PUBLIC_KEY };
  }
  const dir = join(dataDir, 'keys');
  const privatePath = join(dir, 'jwt-private.pem');
  const publicPath = join(dir, 'jwt-public.pem');
  if (!existsSync(privatePath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privatePath, privateKey, { mode: 0o600 });
    writeFileSync(publicPath, publicKey);
  }
  return { privateKey: readFileSync(privatePath, 'utf8'), publicKey: readFileSync(publicPath, 'utf8') };
}

async function ensureDatabase(serverUrl, name) {
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

async function waitFor(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`a process exited before ${url} was ready`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/** Starts one gateway process; extra env (e.g. REMOTE_OWNER_URL) overrides the product's. */
export function spawnGateway(env, { quiet = false } = {}) {
  return spawn(process.execPath, [serviceMain('gateway')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
}

/**
 * Brings the product up. Options: port (gateway), dataDir (keys and embedded database),
 * pgPort, env (extra env for every process), quiet (drop the processes' stdout).
 * Returns {url, env, stop}.
 */
export async function startCarta({
  port = 8080,
  dataDir = join(root, '.data'),
  pgPort = 54329,
  env = {},
  quiet = false,
  servicePortBase,
} = {}) {
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
    if (!databaseUrl) {
      const server = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: pgPort });
      stops.push(server.stop);
      databaseUrl = await ensureDatabase(server.url, 'carta');
    }
    const { privateKey, publicKey } = jwtKeys(dataDir);
    const ports = Object.fromEntries(
      Object.entries(SERVICES).map(([name, p], i) => [name, servicePortBase ? servicePortBase + i : p]),
    );
    const shared = {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      JWT_PUBLIC_KEY: publicKey,
      ...env,
    };
    const alive = () => children.every(running);
    const envFor = (name) => ({
      ...process.env,
      ...shared,
      PORT: String(ports[name]),
      ...(name === 'auth' ? { JWT_PRIVATE_KEY: privateKey } : {}),
    });
    for (const name of Object.keys(ports)) {
      const child = spawn(process.execPath, ['--enable-source-maps', serviceMain(name)], {
        cwd: root,
        env: envFor(name),
        stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      });
      children.push(child);
    }
    if ((shared.DEMO_MODE ?? process.env.DEMO_MODE) === 'true') {
      demoTimer = setInterval(() => void resetDemoData(envFor), DEMO_RESET_MS);
    }
    const gatewayEnv = {
      ...shared,
      PORT: String(port),
      AUTH_URL: `http://127.0.0.1:${ports.auth}`,
      RESTAURANTS_URL: `http://127.0.0.1:${ports.restaurants}`,
      ADMIN_URL: `http://127.0.0.1:${ports.admin}`,
    };
    children.push(spawnGateway(gatewayEnv, { quiet }));
    await waitFor(`http://127.0.0.1:${port}/readyz`, 60_000, alive);
    return { url: `http://localhost:${port}`, env: gatewayEnv, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
