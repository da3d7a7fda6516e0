// The product at scale: 10,000 restaurants and 1,000,000 products (bench/scale-data.sql, set-based SQL) beside the demo
// data, in one run on one throwaway embedded PostgreSQL. Measures p50/p99 of the guest menu and the owner's and
// admin's lists twice: through the services' HTTP API (auth and restaurants, real processes, no gateway cache in
// front) and as the hot SQL alone (the repositories' own code and checked-in .sql files on a pool). Writes the hot
// queries' plans at scale to bench/plans/ (EXPLAIN without timings, so a file changes only with its plan; a unit test
// refuses a sequential scan of the big tables). Prints figures beside the demo size; asserts nothing.
// Usage: node bench/scale.mjs [--restaurants=10000] [--products=100] [--requests=200]   (per restaurant: products)
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root } from '../tools/carta.mjs';
import { startEmbeddedPostgres } from '../tools/postgres.mjs';

const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RESTAURANTS = option('restaurants', 10_000);
const PRODUCTS_EACH = option('products', 100);
const REQUESTS = option('requests', 200);
const OWNERS = RESTAURANTS / 2;
/** Requests per round; demo and scale alternate rounds so a busy neighbour on the machine hits both alike. */
const ROUND = 25;
const PLANS_DIR = join(root, 'bench/plans');

const require = createRequire(import.meta.url);
for (const service of ['auth', 'restaurants']) {
  execFileSync(process.execPath, [join(root, 'tools/build-node.mjs'), service], { cwd: root, stdio: 'ignore' });
}
const dist = (path) => require(join(root, 'dist/node', path));
const core = dist('libs/nest-core/src/index.js');
const { SERVICE_ROLES, serviceDatabaseUrl } = dist('libs/nest-core/src/database/roles.js');
const products = dist('services/restaurants/src/products/products.repository.js');
const restaurants = dist('services/restaurants/src/restaurants/restaurants.repository.js');
const { MenusRepository } = dist('services/restaurants/src/menus/menus.repository.js');
const users = dist('services/auth/src/users/users.repository.js');
const SNAPSHOT = core.readSql(join(root, 'services/restaurants/src/public'), 'public-snapshot.sql');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

// ---------------------------------------------------------------------------------------------- the two databases
const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-scale-'));
chmodSync(dataDir, 0o755);
const server = await startEmbeddedPostgres({
  dataDir: join(dataDir, 'pg'),
  port: await freePort(),
  persistent: false,
  fast: true,
});
const children = [];
const pools = [];
const stopAll = async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await Promise.all(pools.map((pool) => pool.end()));
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

const passwords = Object.fromEntries(Object.keys(SERVICE_ROLES).map((s) => [s, randomBytes(12).toString('hex')]));
const urlOf = (database) => {
  const url = new URL(server.url);
  url.pathname = `/${database}`;
  return url.toString();
};

/** A database as a deployment makes it: the roles, then each service's migrations (with the demo data) as its role. */
async function productDatabase(name) {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const setup = new pg.Client({ connectionString: urlOf(name) });
  await setup.connect();
  await core.setUpServiceRoles(setup, passwords, join(root, 'services'));
  await setup.end();
  for (const service of ['auth', 'admin', 'restaurants']) {
    const pool = new pg.Pool({
      connectionString: serviceDatabaseUrl(urlOf(name), service, passwords[service]),
      max: 1,
    });
    await core.migrate(pool, { service, dir: join(root, 'services', service, 'migrations'), demoData: true });
    await pool.end();
  }
}

/** The scale data, loaded as bulk loads are: secondary indexes dropped, rows inserted, indexes built again. */
async function generate(name) {
  const db = new pg.Client({ connectionString: urlOf(name) });
  await db.connect();
  const tables = ['users', 'restaurants', 'products', 'menus', 'sections', 'section_items'];
  const { rows: indexes } = await db.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  const { rows: backend } = await db.query('SELECT pg_backend_pid() AS pid');
  // The session's own CPU time beside the wall clock: a machine shared with other work stretches the one, not the other.
  const cpu = () => {
    const fields = readFileSync(`/proc/${backend[0].pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const timings = [];
  const step = async (label, sql) => {
    const started = performance.now();
    const cpuBefore = cpu();
    await sql();
    timings.push(`${label} ${seconds(started)} s (CPU ${(cpu() - cpuBefore).toFixed(1)} s)`);
  };
  const started = performance.now();
  await db.query(`SET maintenance_work_mem = '512MB'`);
  // The rows are consistent by construction: no foreign-key trigger checks 3.4 million references one by one.
  await db.query(`SET session_replication_role = replica`);
  for (const index of indexes) await db.query(`DROP INDEX ${index.name}`);
  const script = readFileSync(join(root, 'bench/scale-data.sql'), 'utf8')
    .replaceAll(':owners', String(OWNERS))
    .replaceAll(':restaurants', String(RESTAURANTS))
    .replaceAll(':products', String(PRODUCTS_EACH));
  await step('rows', () => db.query(script));
  await db.query(`SET session_replication_role = DEFAULT`);
  await step('indexes', async () => {
    for (const index of indexes) await db.query(index.definition);
  });
  await step('vacuum analyze', () => db.query(`VACUUM ANALYZE`));
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM restaurants)::int AS restaurants, (SELECT count(*) FROM products)::int AS products,
       (SELECT count(*) FROM menus)::int AS menus, (SELECT count(*) FROM sections)::int AS sections,
       (SELECT count(*) FROM section_items)::int AS items, (SELECT count(*) FROM users)::int AS users,
       pg_size_pretty(pg_database_size(current_database())) AS size`,
  );
  await db.end();
  return { seconds: seconds(started), timings, counts: rows[0] };
}

console.log(
  `load average at start: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
let started = performance.now();
await productDatabase('scale_demo');
await productDatabase('scale_big');
console.log(`two databases migrated with the demo data in ${seconds(started)} s`);
const generated = await generate('scale_big');
console.log(
  `generated in ${generated.seconds} s (${generated.timings.join(', ')}): ${Object.entries(generated.counts)
    .map(([k, v]) => `${k} ${typeof v === 'number' ? v.toLocaleString('en') : v}`)
    .join(', ')}`,
);
{
  const demo = new pg.Client({ connectionString: urlOf('scale_demo') });
  await demo.connect();
  await demo.query('VACUUM ANALYZE');
  await demo.end();
}

// ------------------------------------------------------------------------------------------------- the services
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

async function waitReady(url) {
  for (let waited = 0; waited < 30_000; waited += 200) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within 30 s`);
}

/** auth and restaurants on `database`, as `npm start` runs them (each as its role); returns their base URLs. */
async function startServices(database) {
  const ports = { auth: await freePort(), restaurants: await freePort() };
  for (const service of ['auth', 'restaurants']) {
    const child = spawn(process.execPath, [join(root, `dist/node/services/${service}/src/main.js`)], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        PORT: String(ports[service]),
        HOST: '127.0.0.1',
        // Two of each service at once (demo and scale), beside whatever else runs here: no metrics listeners.
        METRICS_PORT: '0',
        DATABASE_URL: serviceDatabaseUrl(urlOf(database), service, passwords[service]),
        AUTH_URL: `http://127.0.0.1:${ports.auth}`,
        OUTBOX_DIR: join(dataDir, 'outbox'),
        // a bench logs in a few owners from one address
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        ...(service === 'auth' ? { JWT_PRIVATE_KEY: privateKey } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitReady(`http://127.0.0.1:${ports[service]}/readyz`);
  }
  return { auth: `http://127.0.0.1:${ports.auth}`, restaurants: `http://127.0.0.1:${ports.restaurants}` };
}

async function login(authUrl, email) {
  const res = await fetch(`${authUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: '12345' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/**
 * What each query reads on one side: the restaurants of `ownerEmails` (their lists) and, for guests, their enabled
 * all-day menus or (`guestsAnywhere`) those of 500 restaurants picked at random, a different one each request.
 */
async function subjects(database, urls, ownerEmails, { guestsAnywhere = false } = {}) {
  const db = new pg.Pool({ connectionString: urlOf(database), max: 4 });
  // the server's shutdown ends idle connections: nothing to report
  db.on('error', () => {});
  pools.push(db);
  const owners = [];
  for (const email of ownerEmails) {
    const { rows } = await db.query(
      `SELECT u.id, array_agg(r.id ORDER BY r.id) AS restaurants FROM users u JOIN restaurants r ON r.owner_id = u.id
       WHERE u.email = $1 GROUP BY u.id`,
      [email],
    );
    owners.push({ id: rows[0].id, restaurants: rows[0].restaurants, token: await login(urls.auth, email) });
  }
  const { rows: guests } = await db.query(
    `SELECT id, "menuId" FROM (
       SELECT DISTINCT ON (m.restaurant_id) m.restaurant_id AS id, m.id AS "menuId"
       FROM menus m
       WHERE m.enabled AND m.unlimited_time AND ($1 OR m.restaurant_id = ANY($2::uuid[]))
       ORDER BY m.restaurant_id, m.position LIMIT 500
     ) g ORDER BY random()`,
    [guestsAnywhere, owners.flatMap((owner) => owner.restaurants)],
  );
  return { db, urls, owners, guests, admin: await login(urls.auth, 'admin@admin.com') };
}

// ---------------------------------------------------------------------------------------------------- the queries
const plan = (query, columns, search) => core.planList(query, columns, 'name', search);
const productsPlan = (query) => plan(query, products.PRODUCT_SORT_COLUMNS, products.PRODUCT_SEARCH);
const restaurantsPlan = (query) => plan(query, restaurants.RESTAURANT_SORT_COLUMNS, restaurants.RESTAURANT_SEARCH);
const usersPlan = (query) => plan(query, users.USER_SORT_COLUMNS, users.USER_SEARCH);
const pick = (list, i) => list[i % list.length];
const ownerRestaurant = (s, i) => {
  const owner = pick(s.owners, i);
  return { owner, restaurant: pick(owner.restaurants, Math.floor(i / s.owners.length)) };
};

/** Each query: the API call (path, token) and the hot SQL the service runs for it (on `db`, any Queryable). */
const QUERIES = [
  {
    name: 'guest menu',
    file: 'guest-menu',
    api: (s, i) => ({
      url: `${s.urls.restaurants}/restaurants/public/${pick(s.guests, i).id}/menus/${pick(s.guests, i).menuId}`,
    }),
    sql: (db, s, i) => db.query(SNAPSHOT, [pick(s.guests, i).id, pick(s.guests, i).menuId]),
  },
  ...[
    ['owner products by name', 'products-by-name', { sort: 'name' }],
    ['owner products by price, page 5', 'products-by-price', { sort: 'price', order: -1, page: 5 }],
    ['owner products search', 'products-search', { filter: 'brasa' }],
  ].map(([name, file, query]) => ({
    name,
    file,
    api: (s, i) => {
      const { owner, restaurant } = ownerRestaurant(s, i);
      return {
        url: `${s.urls.restaurants}/restaurants/${restaurant}/products?${new URLSearchParams(query)}`,
        token: owner.token,
      };
    },
    sql: (db, s, i) =>
      new products.ProductsRepository(db, null).page(ownerRestaurant(s, i).restaurant, productsPlan(query)),
  })),
  {
    name: 'owner menus',
    file: 'menus',
    api: (s, i) => {
      const { owner, restaurant } = ownerRestaurant(s, i);
      return { url: `${s.urls.restaurants}/restaurants/${restaurant}/menus`, token: owner.token };
    },
    sql: (db, s, i) => new MenusRepository(db, null).list(ownerRestaurant(s, i).restaurant),
  },
  {
    name: 'owner restaurants',
    file: 'restaurants-of-owner',
    api: (s, i) => ({ url: `${s.urls.restaurants}/restaurants`, token: pick(s.owners, i).token }),
    sql: (db, s, i) =>
      new restaurants.RestaurantsRepository(db, null).pageOfOwner(pick(s.owners, i).id, restaurantsPlan({})),
  },
  ...[
    ['admin restaurants', 'admin-restaurants', {}],
    // 4 restaurants at scale ('Casa del Puerto 96', 960, 9600, 9696); every twelfth one is on 'La Alameda'
    ['admin restaurants search, few', 'admin-restaurants-search-few', { filter: 'casa del puerto 96' }],
    ['admin restaurants search, 8%', 'admin-restaurants-search', { filter: 'alameda' }],
  ].map(([name, file, query]) => ({
    name,
    file,
    api: (s) => ({ url: `${s.urls.restaurants}/restaurants/all?${new URLSearchParams(query)}`, token: s.admin }),
    sql: (db) => new restaurants.RestaurantsRepository(db, null).pageAll(restaurantsPlan(query), false),
  })),
  ...[
    ['admin users', 'admin-users', {}],
    // one owner at scale; every tenth owner is a Muñoz
    ['admin users search, one', 'admin-users-search-one', { filter: 'owner4242@' }],
    ['admin users search, 10%', 'admin-users-search', { filter: 'munoz' }],
  ].map(([name, file, query]) => ({
    name,
    file,
    api: (s) => ({ url: `${s.urls.auth}/users?${new URLSearchParams(query)}`, token: s.admin }),
    sql: (db) => new users.UsersRepository(db).page(usersPlan(query)),
  })),
];

async function timeApi(query, s, i) {
  const { url, token } = query.api(s, i);
  const begun = performance.now();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${query.name}: ${url} answered ${res.status}`);
  return performance.now() - begun;
}

async function timeSql(query, s, i) {
  const begun = performance.now();
  await query.sql(s.db, s, i);
  return performance.now() - begun;
}

/** p50/p99 in ms of `REQUESTS` timings per database, in alternating rounds after a warm-up. */
async function measure(query, sides, timer) {
  const samples = sides.map(() => []);
  for (const side of sides) for (let i = 0; i < 10; i++) await timer(query, side, i);
  for (let done = 0; done < REQUESTS; done += ROUND) {
    for (const [k, side] of sides.entries()) {
      for (let i = done; i < done + ROUND; i++) samples[k].push(await timer(query, side, i));
    }
  }
  return samples.map((list) => {
    const sorted = list.sort((a, b) => a - b);
    return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  });
}

/**
 * The plans of every statement the query runs at scale, as the service would run them. Plain EXPLAIN without costs:
 * no timings, buffers or row estimates, so a rerun changes a checked-in plan only when the plan itself changes.
 */
async function explain(query, s) {
  const texts = [];
  const recorder = {
    query: async (sql, params = []) => {
      // in the order the statements are sent, not answered (a query's statements may run together)
      const slot = texts.push('') - 1;
      const { rows } = await s.db.query(`EXPLAIN (COSTS OFF)\n${sql}`, params);
      texts[slot] = `${sql.trim()}\n\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`;
      return { rows: [{ total: 0, version: 0 }] };
    },
  };
  await query.sql(recorder, s, 1);
  return texts.join('\n\n----\n\n');
}

started = performance.now();
const demoUrls = await startServices('scale_demo');
const bigUrls = await startServices('scale_big');
/**
 * Three sides: the demo data; the same demo owner and restaurant inside the scale data set (the same work, tables
 * 100× larger: the 2× target); owners and restaurants of the generated set (100 products, menus of 20 to 100 items;
 * guests on 500 restaurants at random, mostly out of PostgreSQL's cache).
 */
const sides = [
  await subjects('scale_demo', demoUrls, ['user@user.com']),
  await subjects('scale_big', bigUrls, ['user@user.com']),
  await subjects(
    'scale_big',
    bigUrls,
    [1, 2, 3, 4, 5].map((n) => `owner${Math.round((n * OWNERS) / 6)}@scale.example`),
    { guestsAnywhere: true },
  ),
];
console.log(`services up, owners logged in: ${seconds(started)} s`);

mkdirSync(PLANS_DIR, { recursive: true });
const results = [];
for (const query of QUERIES) {
  writeFileSync(join(PLANS_DIR, `${query.file}.txt`), `${await explain(query, sides[2])}\n`);
  results.push({
    name: query.name,
    api: await measure(query, sides, timeApi),
    sql: await measure(query, sides, timeSql),
  });
  process.stdout.write('.');
}
process.stdout.write('\n');

const ms = (value) => value.toFixed(2).padStart(6);
const pair = ({ p50, p99 }) => `${ms(p50)} ${ms(p99)}`;
const ratio = (scale, base) => `${(scale.p50 / base.p50).toFixed(1)}×`.padStart(5);
const width = Math.max(...results.map((r) => r.name.length));
console.log(
  `\n${REQUESTS} requests per query and side, one at a time; ms p50 p99. demo: the demo data; scale: ` +
    `${RESTAURANTS.toLocaleString('en')} restaurants, ${(RESTAURANTS * PRODUCTS_EACH).toLocaleString('en')} products, ` +
    `read for the demo owner and restaurant (same) and for generated ones (generated). ×: p50 of same ÷ demo ` +
    `(target ≤ 2×)`,
);
for (const kind of ['api', 'sql']) {
  const title = kind === 'api' ? 'API (HTTP to the service)' : 'SQL (the repository on a pool)';
  console.log(`\n${title.padEnd(width)} | ${'demo'.padEnd(13)} | ${'scale same'.padEnd(13)} |     × | scale generated`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(13)}-|-${'-'.repeat(13)}-|-------|-${'-'.repeat(15)}`);
  for (const r of results) {
    const [demo, same, generated] = r[kind];
    console.log(`${r.name.padEnd(width)} | ${pair(demo)} | ${pair(same)} | ${ratio(same, demo)} | ${pair(generated)}`);
  }
}
/** The indexes the scale asked for, each measured without it: dropped in a transaction that is then rolled back. */
const ADDED_INDEXES = [
  ['restaurants_admin_order_idx', 'restaurants/320_admin_restaurants_order.sql', 'admin restaurants'],
  ['users_name_order_idx', 'auth/320_users_name_order.sql', 'admin users'],
];
console.log(`\nindexes added for the scale: the query's SQL at scale without → with it, ms p50 p99`);
for (const [index, migration, name] of ADDED_INDEXES) {
  const query = QUERIES.find((candidate) => candidate.name === name);
  const client = new pg.Client({ connectionString: urlOf('scale_big') });
  await client.connect();
  const side = { ...sides[2], db: client };
  await client.query(`BEGIN`);
  await client.query(`DROP INDEX ${index}`);
  const [without] = await measure(query, [side], timeSql);
  await client.query(`ROLLBACK`);
  const [withIt] = await measure(query, [side], timeSql);
  await client.end();
  console.log(`${name} (${migration}): ${pair(without)} → ${pair(withIt)}`);
}
console.log(`\nplans at scale (generated subjects): ${PLANS_DIR}`);
console.log(
  `load average at end: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
await stopAll();
