// The public menu call under load (autocannon, 50 connections), side by side with its ceiling: a plain node:http
// server sending the same bytes. Also the same call straight to the service, to show what the gateway costs.
// Two menus: the demo's "La carta" and a 100-product menu created through the API. Prints figures; asserts nothing
// but the 304 for a matching ETag.
// Usage: node bench/guest-api.mjs [seconds=10]   (builds the Node services first, starts its own stack)
import { execSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { root, startCarta } from '../tools/carta.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const ROUNDS = 5;
const PORT = 8480;
const SERVICE_PORT_BASE = 3401;
const RESTAURANTS_PORT = SERVICE_PORT_BASE + 1;
const PG_PORT = 54359;
const ALLERGENS = ['celery', 'crustaceans', 'dairyProducts', 'egg', 'fish', 'gluten', 'lupins', 'mollusks'];
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Under the checkout's build lock when there is one: builds share dist/.
const lock = execSync('command -v flock || true').toString().trim() ? 'flock /tmp/carta-build.lock ' : '';
execSync(
  `${lock}npx nx run-many -t build --output-style=static ` +
    '--projects=@carta/gateway,@carta/auth-service,@carta/restaurants-service,@carta/admin-service',
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  },
);

/** Fails early when a port is taken: the stack would otherwise wait on another process's /readyz. */
async function assertFree(port) {
  await new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use: stop what listens there`)))
      .listen(port, () => server.close(resolve));
  });
}
for (const port of [PORT, SERVICE_PORT_BASE, RESTAURANTS_PORT, SERVICE_PORT_BASE + 2, PG_PORT]) await assertFree(port);

const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-api-'));
// As root the embedded PostgreSQL runs as `postgres`, which must reach its data directory.
chmodSync(dataDir, 0o755);
const carta = await startCarta({
  port: PORT,
  dataDir,
  pgPort: PG_PORT,
  servicePortBase: SERVICE_PORT_BASE,
  quiet: true,
});
const api = `http://127.0.0.1:${PORT}/api`;
let ceiling;

async function call(path, { method = 'GET', token, body } = {}) {
  const res = await fetch(api + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A restaurant of the demo owner with one all-day menu of `count` products in 5 sections. */
async function bigMenu(token, count) {
  const restaurant = await call('/restaurants', {
    method: 'POST',
    token,
    body: {
      name: 'Casa Grande',
      address: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      uuid: 'B12345678',
      phone: '+34 910 000 000',
      web: 'https://casagrande.example.com',
      email: 'hola@casagrande.example.com',
      languages: ['es', 'gb'],
      currency: 'EUR',
      brandColor: '#ffb632',
      timeZone: 'Europe/Madrid',
    },
  });
  const id = restaurant._id;
  const menu = await call(`/restaurants/${id}/menus`, {
    method: 'POST',
    token,
    body: { name: { es: 'Carta grande', gb: 'Big menu' }, unlimitedTime: true, days: EVERY_DAY },
  });
  for (let s = 0; s < 5; s++) {
    const section = await call(`/restaurants/${id}/menus/${menu._id}/sections`, {
      method: 'POST',
      token,
      body: { name: { es: `Sección ${s + 1}`, gb: `Section ${s + 1}` } },
    });
    for (let i = 0; i < count / 5; i++) {
      const n = s * (count / 5) + i + 1;
      const product = await call(`/restaurants/${id}/products`, {
        method: 'POST',
        token,
        body: {
          name: { es: `Plato número ${n}`, gb: `Dish number ${n}` },
          description: {
            es: `Elaborado cada día con producto de temporada, receta de la casa número ${n}.`,
            gb: `Made every day with seasonal produce, house recipe number ${n}.`,
          },
          price: 450 + n * 25,
          allergens: ALLERGENS.filter((_, k) => (n + k) % 3 === 0),
        },
      });
      await call(`/restaurants/${id}/menus/${menu._id}/sections/${section._id}/items`, {
        method: 'POST',
        token,
        body: { productId: product._id, price: i % 4 === 0 ? 999 : null },
      });
    }
  }
  return { id, menuId: menu._id };
}

/** A plain node:http server, in its own process like the gateway, answering every request with `bytes`. */
async function startCeiling(bytes, headers) {
  const file = join(dataDir, 'ceiling.json');
  writeFileSync(file, bytes);
  const source = `
    const body = require('fs').readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers)};
    const server = require('http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.once('data', (chunk) => resolve(Number(chunk))));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS / ROUNDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(label, { id, menuId }) {
  const path = `/restaurants/public/${id}/menus/${menuId}`;
  const res = await fetch(api + path, { headers: { 'accept-encoding': 'identity' } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const etag = res.headers.get('etag');
  const revalidated = await fetch(api + path, { headers: { 'if-none-match': etag } });
  const notModified = revalidated.status === 304 && (await revalidated.arrayBuffer()).byteLength === 0;
  const menu = JSON.parse(bytes.toString());
  const products = menu.menu.sections.reduce((sum, section) => sum + section.items.length, 0);
  console.log(
    `\n${label}: ${products} products, ${(bytes.length / 1024).toFixed(1)} KB JSON ` +
      `(${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip, ${(brotliCompressSync(bytes).length / 1024).toFixed(1)} KB brotli); ` +
      `If-None-Match ${etag} → ${revalidated.status}${notModified ? ' with no body' : ' (EXPECTED 304 WITH NO BODY)'}`,
  );
  if (!notModified) process.exitCode = 1;

  ceiling = await startCeiling(bytes, {
    'content-type': 'application/json; charset=utf-8',
    etag,
    'cache-control': res.headers.get('cache-control'),
  });
  const runs = [
    ['node:http ceiling', ceiling.url],
    ['service direct', `http://127.0.0.1:${RESTAURANTS_PORT}${path}`],
    ['through gateway', api + path],
  ];
  // Interleaved short rounds, so a change in the machine's background load touches every target alike.
  const rounds = Object.fromEntries(runs.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of runs) rounds[name].push(await load(url));
  }
  ceiling.stop();
  ceiling = undefined;
  const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const rate = (name) => median(rounds[name].map((result) => result.requests.average));
  const top = rate(runs[0][0]);
  console.log(
    `  ${'target'.padEnd(18)} ${'req/s'.padStart(8)} ${'of ceiling'.padStart(11)} ${'p99'.padStart(6)} errors`,
  );
  for (const [name] of runs) {
    const p99 = median(rounds[name].map((result) => result.latency.p99));
    const errors = rounds[name].reduce((sum, result) => sum + result.errors + result.non2xx, 0);
    console.log(
      `  ${name.padEnd(18)} ${rate(name).toFixed(0).padStart(8)} ` +
        `${`${((100 * rate(name)) / top).toFixed(0)} %`.padStart(11)} ${`${p99} ms`.padStart(6)} ${errors}`,
    );
  }
}

try {
  const { token } = await call('/login', { method: 'POST', body: { email: 'user@user.com', password: '12345' } });
  const demo = (await call('/restaurants/public?subDomainEnabled=true&subDomain=demo')).docs[0];
  if (!demo) throw new Error('the demo restaurant is not seeded');
  await measure('demo menu', { id: demo._id, menuId: demo.menus[0]._id });
  await measure('100-product menu', await bigMenu(token, 100));
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per target in ${ROUNDS} interleaved rounds (medians), everything on this machine (${execSync('nproc').toString().trim()} cores).`,
  );
} finally {
  ceiling?.stop();
  await carta.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
