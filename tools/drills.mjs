// `npm run drills`: failure drills on the replicated topology, on loopback. Two replicas of the gateway and of each
// service, an embedded PostgreSQL and a redis-server of their own (both restartable), the demo data. A bounded load
// (owner writes, guest reads) runs through both gateways while each drill runs, as a load balancer sends it: in turn
// to the gateways in rotation (a gateway whose /readyz fails leaves it, as Kubernetes takes a terminating pod out of
// its Service), a refused connection to the other one. Prints a table; exits 1 when a target is missed.
// `npm run drills -- "rolling restart"`: only the drills whose name contains the words.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase, freePort, root, serviceDatabaseUrls, serviceMain, signingKey } from './carta.mjs';
import { startEmbeddedPostgres } from './postgres.mjs';

const SERVICES = ['auth', 'restaurants', 'admin'];
const CONCURRENCY = 6;
const ONLY = process.argv[2];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Build the Node processes when a source is newer than what is built (the web apps are not needed here).
for (const name of [...SERVICES, 'gateway']) {
  const main = serviceMain(name);
  if (!existsSync(main) || process.env.DRILLS_REBUILD !== 'false') {
    execFileSync(process.execPath, [join(root, 'tools/build-node.mjs'), name], { cwd: root, stdio: 'inherit' });
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'carta-drills-'));
const pgPort = await freePort();
const pgDir = join(dataDir, 'postgres');
let postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort });
const databaseUrl = await ensureDatabase(postgres.url, 'carta');
const databaseUrls = await serviceDatabaseUrls(databaseUrl, dataDir);
const privateKey = signingKey(dataDir, {});

const redisPort = await freePort();
let redis;
const startRedis = async () => {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await sleep(300);
};
const stopRedis = () => new Promise((resolve) => (redis.once('exit', resolve), redis.kill('SIGTERM')));
await startRedis();

const ports = {};
for (const name of [...SERVICES, 'gateway']) ports[name] = [await freePort(), await freePort()];
const urls = (name) => ports[name].map((port) => `http://127.0.0.1:${port}`).join(',');
const common = {
  PATH: process.env.PATH,
  NODE_ENV: 'development',
  LOG_LEVEL: 'error',
  HOST: '127.0.0.1',
  REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
  // Under load a 2-core machine checks readiness late: the gateways need the time to take a replica out.
  DRAIN_DELAY_MS: '3000',
  OUTBOX_DIR: join(dataDir, 'outbox'),
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  // Two replicas of each process on one host: a fixed metrics port would be taken twice.
  METRICS_PORT: '0',
};
const envOf = (name, port) =>
  name === 'gateway'
    ? {
        ...common,
        PORT: String(port),
        AUTH_URL: urls('auth'),
        RESTAURANTS_URL: urls('restaurants'),
        ADMIN_URL: urls('admin'),
        STATIC_DIR: join(dataDir, 'static'),
      }
    : {
        ...common,
        PORT: String(port),
        DATABASE_URL: databaseUrls[name],
        AUTH_URL: urls('auth').split(',')[0],
        ...(name === 'auth' ? { JWT_PRIVATE_KEY: privateKey } : {}),
      };

const processes = {};
const spawnReplica = (name, index) => {
  const port = ports[name][index];
  // Each replica's stderr in a file of its own: what it said when it stopped.
  const log = openSync(join(dataDir, `${name}-${index}.log`), 'a');
  const child = spawn(process.execPath, [serviceMain(name)], {
    cwd: root,
    env: envOf(name, port),
    stdio: ['ignore', 'ignore', log],
  });
  processes[`${name}-${index}`] = child;
  return child;
};
// Generous: on a loaded 2-core machine a Nest process may take a while to boot.
const ready = async (port, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) })).ok) return true;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  const [name] = Object.entries(ports).find(([, list]) => list.includes(port));
  const log = join(dataDir, `${name}-${ports[name].indexOf(port)}.log`);
  throw new Error(
    `${name} on 127.0.0.1:${port} not ready after ${timeoutMs / 1000} s; it said:\n${readFileSync(log, 'utf8').slice(-2000)}`,
  );
};
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));

const say = (message) => console.error(`drills: ${message}`);
const cleanUp = async () => {
  for (const child of Object.values(processes))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(Object.values(processes).map(exited));
  if (redis.exitCode === null) redis.kill('SIGKILL');
  await postgres.stop().catch(() => undefined);
};
process.on('uncaughtException', (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});
// Auth first (it migrates the users other migrations read), then the rest.
for (const name of [...SERVICES, 'gateway']) {
  for (const index of [0, 1]) spawnReplica(name, index);
  for (const port of ports[name]) await ready(port);
  say(`${name} ×2 ready`);
}

// ---- the load: owner writes (a product each) and guest reads, round-robin over the gateways in rotation ----
const gateways = ports.gateway.map((port) => `http://127.0.0.1:${port}/api`);
/** Whether each gateway is in rotation: its /readyz asked every second, as the gateway asks its services'. */
const inRotation = [true, true];
let checkingRotation = true;
void (async () => {
  while (checkingRotation) {
    await Promise.all(
      ports.gateway.map(async (port, index) => {
        inRotation[index] = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
          (res) => res.ok,
          () => false,
        );
      }),
    );
    await sleep(1000);
  }
})();
let nextGateway = 0;
async function call(path, init = {}) {
  const first = nextGateway++ % 2;
  // With neither in rotation, both are tried: one may answer.
  const order = [first, 1 - first].filter((index) => inRotation[index]);
  for (const index of order.length ? order : [first, 1 - first]) {
    try {
      return await fetch(`${gateways[index]}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      // Refused: that gateway is gone (a load balancer would send it to the other); anything else is an error.
      if (error.cause?.code !== 'ECONNREFUSED') throw error;
    }
  }
  throw new Error('no gateway answers');
}

const login = await (
  await call('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@user.com', password: '12345' }),
  })
).json();
const owner = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
const { docs: restaurants } = await (await call('/restaurants?limit=1', { headers: owner })).json();
const restaurantId = restaurants[0]._id;
const guestPath = `/restaurants/public?_id=${restaurantId}`;
// The guest cache's last good copy exists before anything fails.
await call(guestPath);

const acknowledged = [];
let sequence = 0;

/** Runs the load until `stop()`; each request: {at, ms, ok, kind, status}. */
function startLoad() {
  const results = [];
  let running = true;
  const worker = async (slot) => {
    while (running) {
      const write = slot % 2 === 0;
      const at = Date.now();
      let status;
      let failure;
      try {
        if (write) {
          const name = `drill-${process.pid}-${++sequence}`;
          const res = await call(`/restaurants/${restaurantId}/products`, {
            method: 'POST',
            headers: owner,
            body: JSON.stringify({ name: { es: name }, price: 100 }),
          });
          status = res.status;
          const body = await res.json().catch(() => ({}));
          if (res.ok) acknowledged.push(body._id);
        } else if (slot === CONCURRENCY - 1) {
          // A rate-limited call (per address, counted in Redis): what a Redis outage must not break.
          const res = await call('/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'user@user.com', password: '12345' }),
          });
          status = res.status;
          await res.arrayBuffer();
        } else {
          const res = await call(guestPath);
          status = res.status;
          await res.arrayBuffer();
        }
      } catch (error) {
        status = 0;
        failure = error.cause?.code ?? error.name;
      }
      const ok = status >= 200 && status < 400;
      const kind = write ? 'write' : slot === CONCURRENCY - 1 ? 'login' : 'read';
      results.push({ at, ms: Date.now() - at, ok, kind, status, error: failure });
      await sleep(20);
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, (_, slot) => worker(slot));
  return {
    results,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return results;
    },
  };
}

const p99 = (list) => {
  const sorted = list.map((r) => r.ms).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : 0;
};

/** Seconds from `since` until every later request of `kind` succeeds (the last failure's end). */
const recovery = (results, since, kind) => {
  const failures = results.filter((r) => !r.ok && r.at + r.ms >= since && (!kind || r.kind === kind));
  if (!failures.length) return 0;
  return Math.max(...failures.map((r) => r.at + r.ms)) - since;
};

const rows = [];
const misses = [];
const what = (r) => `${r.kind} ${r.status || r.error}`;
async function drill(name, run, check) {
  if (ONLY && !name.includes(ONLY)) return;
  say(name);
  const load = startLoad();
  await sleep(1000);
  const marks = await run();
  await sleep(2000);
  const results = await load.stop();
  const errors = results.filter((r) => !r.ok);
  const row = {
    drill: name,
    requests: results.length,
    errors: errors.length,
    '5xx': errors.filter((r) => r.status >= 500).length,
    p99: `${p99(results)} ms`,
    failures: [...new Set(errors.map(what))].map((one) => `${errors.filter((r) => what(r) === one).length}× ${one}`),
    recover: '',
    ...check(results, errors, marks),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}

const restart = async (name, index) => {
  const child = processes[`${name}-${index}`];
  child.kill('SIGTERM');
  const started = Date.now();
  await exited(child);
  const stopMs = Date.now() - started;
  spawnReplica(name, index);
  await ready(ports[name][index]);
  return stopMs;
};

await drill(
  'rolling restart (every service, then the gateways)',
  async () => {
    const stops = [];
    for (const name of [...SERVICES, 'gateway']) for (const index of [0, 1]) stops.push(await restart(name, index));
    return { slowestStopMs: Math.max(...stops) };
  },
  (results, errors, marks) => {
    if (errors.length) misses.push(`rolling restart: ${errors.length} failed requests (target 0)`);
    if (marks.slowestStopMs > 10_000) misses.push(`rolling restart: a process took ${marks.slowestStopMs} ms to stop`);
    return { recover: `0 s (slowest stop ${(marks.slowestStopMs / 1000).toFixed(1)} s)` };
  },
);

await drill(
  'kill -9 of one restaurants replica',
  async () => {
    const killedAt = Date.now();
    processes['restaurants-0'].kill('SIGKILL');
    await exited(processes['restaurants-0']);
    await sleep(5000);
    spawnReplica('restaurants', 0);
    await ready(ports.restaurants[0]);
    return { killedAt };
  },
  (results, errors, marks) => {
    const seconds = recovery(results, marks.killedAt) / 1000;
    if (errors.length > CONCURRENCY)
      misses.push(`kill -9: ${errors.length} errors, more than the ${CONCURRENCY} in flight`);
    if (seconds > 5) misses.push(`kill -9: recovered in ${seconds} s (target 5 s)`);
    return { recover: `${seconds.toFixed(1)} s` };
  },
);

await drill(
  'PostgreSQL restart (down 3 s)',
  async () => {
    await postgres.stop();
    await sleep(3000);
    postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort });
    return { backAt: Date.now() };
  },
  (results, errors, marks) => {
    const guestErrors = errors.filter((r) => r.kind === 'read').length;
    const seconds = recovery(results, marks.backAt, 'write') / 1000;
    if (guestErrors)
      misses.push(`PostgreSQL restart: ${guestErrors} guest reads failed (target 0: the last good copy)`);
    if (seconds > 10) misses.push(`PostgreSQL restart: writes resumed ${seconds} s after its return (target 10 s)`);
    return { recover: `writes ${seconds.toFixed(1)} s after return; guest errors ${guestErrors}` };
  },
);

await drill(
  'every restaurants replica down (4 s)',
  async () => {
    for (const index of [0, 1]) processes[`restaurants-${index}`].kill('SIGKILL');
    await Promise.all([0, 1].map((index) => exited(processes[`restaurants-${index}`])));
    await sleep(4000);
    for (const index of [0, 1]) spawnReplica('restaurants', index);
    // Back: the first replica ready (booting takes its time on a loaded machine).
    await Promise.any(ports.restaurants.map((port) => ready(port)));
    const backAt = Date.now();
    for (const port of ports.restaurants) await ready(port);
    return { backAt };
  },
  (results, errors, marks) => {
    const guestErrors = errors.filter((r) => r.kind === 'read').length;
    const seconds = recovery(results, marks.backAt, 'write') / 1000;
    if (guestErrors) misses.push(`restaurants down: ${guestErrors} guest reads failed (target 0: the last good copy)`);
    if (seconds > 10) misses.push(`restaurants down: writes resumed ${seconds} s after their return (target 10 s)`);
    return { recover: `writes ${seconds.toFixed(1)} s after return; guest errors ${guestErrors}` };
  },
);

await drill(
  'Redis down 10 s',
  async () => {
    await stopRedis();
    const downAt = Date.now();
    await sleep(10_000);
    await startRedis();
    return { downAt };
  },
  (results, errors) => {
    const serverErrors = errors.filter((r) => r.status >= 500 || r.status === 0).length;
    if (serverErrors > results.length * 0.01)
      misses.push(`Redis down: ${serverErrors} 5xx/failed of ${results.length}`);
    return { recover: `${serverErrors} 5xx` };
  },
);

// ---- acknowledged writes: every product answered 2xx is still there ----
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows: found } = await client.query('SELECT count(*)::int AS n FROM products WHERE id = ANY($1::uuid[])', [
  acknowledged,
]);
await client.end();
const lost = acknowledged.length - found[0].n;
if (lost) misses.push(`acknowledged writes lost: ${lost}`);

console.log('\n| drill | requests | errors | 5xx | p99 | recovery |\n|---|---|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.drill} | ${row.requests} | ${row.errors} | ${row['5xx']} | ${row.p99} | ${row.recover} |`);
console.log(`\nacknowledged writes: ${acknowledged.length}, lost: ${lost}`);
console.log(misses.length ? `\nMISSED:\n- ${misses.join('\n- ')}` : '\nevery target met');

checkingRotation = false;
for (const child of Object.values(processes))
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
await Promise.all(Object.values(processes).map(exited));
await stopRedis();
await postgres.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(misses.length ? 1 : 0);
