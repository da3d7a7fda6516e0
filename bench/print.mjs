// The print kit under a big menu (issue 29, item 3): auth and restaurants as built processes on an embedded PostgreSQL
// of their own with the demo data. The demo owner gets a Japanese restaurant with a menu of `--dishes` dishes (the
// largest a printed menu takes) and one of `--big` (the 1,500), and `--tents` placements. Each PDF is asked
// for while another account (the demo admin) calls GET /restaurants every 50 ms: how long that call waited is the
// figure, beside the same call with nothing printing (the reference, same run). Prints seconds and milliseconds.
// Usage: node bench/print.mjs [--dishes=500] [--big=1500] [--tents=100]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase, freePort, root, serviceDatabaseUrls, serviceMain, signingKey } from '../tools/carta.mjs';
import { startEmbeddedPostgres } from '../tools/postgres.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DISHES = arg('dishes', 500);
const BIG = arg('big', 1500);
const TENTS = arg('tents', 100);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const name of ['auth', 'restaurants']) {
  execFileSync(process.execPath, [join(root, 'tools/build-node.mjs'), name], { cwd: root, stdio: 'ignore' });
}
const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-print-'));
const postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: await freePort() });
const databaseUrls = await serviceDatabaseUrls(await ensureDatabase(postgres.url, 'carta'), dataDir);
const ports = { auth: await freePort(), restaurants: await freePort() };
const children = [];
const db = new pg.Pool({ connectionString: databaseUrls.restaurants, max: 1 });
const stop = async () => {
  await db.end();
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

const quantiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `p50 ${at(0.5).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms (${sorted.length} calls)`;
};

try {
  // Auth first: it migrates the users the restaurants' demo data belongs to.
  for (const name of ['auth', 'restaurants']) {
    const child = spawn(process.execPath, [serviceMain(name)], {
      cwd: root,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        LOG_LEVEL: 'error',
        HOST: '127.0.0.1',
        PORT: String(ports[name]),
        METRICS_PORT: '0',
        DATABASE_URL: databaseUrls[name],
        AUTH_URL: `http://127.0.0.1:${ports.auth}`,
        OUTBOX_DIR: join(dataDir, 'outbox'),
        ...(name === 'auth' ? { JWT_PRIVATE_KEY: signingKey(dataDir, {}), AUTH_RATE_LIMIT_PER_MINUTE: '1000' } : {}),
      },
    });
    children.push(child);
    for (let ready = false; !ready; await sleep(200)) {
      ready = await fetch(`http://127.0.0.1:${ports[name]}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
    }
  }
  const call = async (service, path, init = {}) => {
    const res = await fetch(`http://127.0.0.1:${ports[service]}${path}`, init);
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const login = async (email) => {
    const { token } = await call('auth', '/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: '12345' }),
    });
    return { authorization: `Bearer ${token}` };
  };
  const owner = await login('user@user.com');
  const other = await login('admin@admin.com');
  const post = (path, body) =>
    call('restaurants', path, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const restaurant = await post('/restaurants', {
    name: '寿司 さくら',
    address: '銀座 1-2-3',
    postalCode: '104-0061',
    city: '東京',
    uuid: 'B12345678',
    phone: '+81 3 0000 0000',
    web: 'https://sakura.example.com',
    email: 'hola@sakura.example.com',
    languages: ['jp', 'gb'],
    currency: 'EUR',
    brandColor: '#b91c1c',
    timeZone: 'Asia/Tokyo',
  });
  const id = restaurant._id;
  /** A menu of `count` dishes in sections of 50, Japanese names and descriptions, three allergens each. */
  const menuOf = async (count) => {
    const menu = await post(`/restaurants/${id}/menus`, {
      name: { jp: `お品書き ${count}` },
      unlimitedTime: true,
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    });
    const sections = [];
    for (let s = 0; s * 50 < count; s++) {
      sections.push(await post(`/restaurants/${id}/menus/${menu._id}/sections`, { name: { jp: `前菜 その${s + 1}` } }));
    }
    await db.query(
      `WITH dishes AS (
         INSERT INTO products (restaurant_id, name, description, price_cents, allergens)
         SELECT $1, jsonb_build_object('jp', '特製とんこつラーメン 第' || n || '番'),
                jsonb_build_object('jp', '自家製の麺と十二時間煮込んだスープ、チャーシュー、味玉、ネギ、海苔を添えて。'),
                1200 + n, '{gluten,egg,soybeans}'
         FROM generate_series(0, $2 - 1) AS n
         RETURNING id, (price_cents - 1200) AS n)
       INSERT INTO section_items (section_id, product_id, position)
       SELECT ($3::uuid[])[n / 50 + 1], id, n % 50 FROM dishes`,
      [id, count, sections.map((section) => section._id)],
    );
    return menu;
  };
  const menu = await menuOf(DISHES);
  const big = await menuOf(BIG);
  await post(`/restaurants/${id}/placements/range`, { prefix: 'テーブル', from: 1, to: TENTS });

  /** The other account's call, every 50 ms until `until` settles; the milliseconds each one took. */
  const otherCalls = async (until) => {
    let done = false;
    void until.finally(() => (done = true));
    const waits = [];
    while (!done) {
      const started = performance.now();
      await call('restaurants', '/restaurants?limit=1', { headers: other });
      waits.push(performance.now() - started);
      await sleep(50);
    }
    return waits;
  };
  const pdf = async (path) => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${ports.restaurants}${path}`, { headers: owner });
    const bytes = (await res.arrayBuffer()).byteLength;
    return { status: res.status, bytes, seconds: (performance.now() - started) / 1000 };
  };
  const measure = async (name, path) => {
    const render = pdf(path);
    // The render is under way before the other account calls (its reads take a few milliseconds).
    await sleep(100);
    const waits = await otherCalls(render);
    const { status, bytes, seconds } = await render;
    const what = status === 200 ? `${(bytes / 1024).toFixed(0)} KB` : `answered ${status}`;
    console.log(
      `${name.padEnd(30)} ${seconds.toFixed(2).padStart(6)} s, ${what.padEnd(14)} other account: ${quantiles(waits)}`,
    );
  };

  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const idle = sleep(3000);
  console.log(`${'reference: nothing printing'.padEnd(56)} other account: ${quantiles(await otherCalls(idle))}`);
  const menuPath = (m) => `/restaurants/${id}/menus/${m._id}/print.pdf?lang=jp`;
  await measure(`menu, ${DISHES} dishes (jp)`, menuPath(menu));
  await measure(`menu again (unchanged)`, menuPath(menu));
  await measure(`menu, ${BIG} dishes (jp)`, menuPath(big));
  await measure(`tents, ${TENTS} placements`, `/restaurants/${id}/placements/tents.pdf`);
  console.log(
    `load average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stop();
}
