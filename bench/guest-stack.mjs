// The product for the guest-page benchmarks: everything built (under the build lock), a stack of its own on bench
// ports, the demo menu, and a 100-product menu with images created through the API. The stack is this checkout's,
// or another commit's (`checkout`), so a bench can measure before and after a change side by side.
import { execSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { root } from '../tools/carta.mjs';

/** Bench ports: gateway, the three services from `services`, PostgreSQL. `BEFORE_PORTS` for a second stack. */
export const PORTS = { gateway: 8580, services: 3501, postgres: 54379 };
export const BEFORE_PORTS = { gateway: 8680, services: 3601, postgres: 54389 };
const DEMO_OWNER = { email: 'user@user.com', password: '12345' };
const ALLERGENS = ['celery', 'crustaceans', 'dairyProducts', 'egg', 'fish', 'gluten', 'lupins', 'mollusks'];
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function build(checkoutRoot) {
  const lock = execSync('command -v flock || true').toString().trim() ? 'flock /tmp/carta-build.lock ' : '';
  execSync(`${lock}npx nx run-many -t build --output-style=static`, {
    cwd: checkoutRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
}

/** Fails early when a port is taken: the stack would otherwise wait on another process's /readyz. */
async function assertFree(port) {
  await new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use: stop what listens there`)))
      .listen(port, () => server.close(resolve));
  });
}

/**
 * Another commit of this repository in a temporary directory, for a stack to compare with: its own sources with this
 * checkout's packages (the workspace links point into it) and this checkout's stack runner, so both stop alike.
 */
export function checkout(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'carta-bench-ref-'));
  execSync(`git archive ${ref} | tar -x -C ${dir}`, { cwd: root });
  // Its stack runs on this checkout's node_modules: a ref with other dependencies would die on a missing module.
  if (readFileSync(join(dir, 'package-lock.json'), 'utf8') !== readFileSync(join(root, 'package-lock.json'), 'utf8')) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `${ref} has other dependencies than this checkout: --before needs a ref with the same package-lock`,
    );
  }
  mkdirSync(join(dir, 'node_modules/@carta'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@carta') symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  for (const name of readdirSync(join(root, 'node_modules/@carta'))) {
    symlinkSync(readlinkSync(join(root, 'node_modules/@carta', name)), join(dir, 'node_modules/@carta', name));
  }
  copyFileSync(join(root, 'tools/carta.mjs'), join(dir, 'tools/carta.mjs'));
  // Its embedded PostgreSQL is this checkout's very module (a link: Node loads it once), since a second copy loaded
  // in the same process unhooks async-exit-hook's signals again, which throws.
  rmSync(join(dir, 'tools/postgres.mjs'));
  symlinkSync(join(root, 'tools/postgres.mjs'), join(dir, 'tools/postgres.mjs'));
  return dir;
}

function client(base) {
  return async function call(path, { method = 'GET', token, body, form } = {}) {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: form ?? (body && JSON.stringify(body)),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

/** The demo restaurant and its menu open all day (restaurants seeds it once auth's demo owner exists: waits). */
export async function demoMenu(base) {
  const call = client(base);
  let restaurant;
  for (let attempt = 0; !restaurant; attempt++) {
    if (attempt === 60) throw new Error('the demo restaurant was not seeded within 30 s');
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 500));
    restaurant = (await call('/restaurants/public?subDomainEnabled=true&subDomain=demo')).docs[0];
  }
  const menu = restaurant.menus.find((candidate) => candidate.availability.state === 'available');
  return { id: restaurant._id, menuId: menu._id };
}

/** The demo owner's token. */
export async function login(base) {
  return (await client(base)('/login', { method: 'POST', body: DEMO_OWNER })).token;
}

/** Renames the restaurant, as its owner would. */
export function rename(base, token, id, name) {
  return client(base)(`/restaurants/${id}`, { method: 'PATCH', token, body: { name } });
}

/** A restaurant of the demo owner with one all-day menu of `count` products with photos, in 5 sections. */
async function bigMenu(base, count) {
  const call = client(base);
  const token = await login(base);
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
      const photo = await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: (n * 37) % 256, g: 120, b: (n * 91) % 256 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([photo], { type: 'image/jpeg' }), `dish-${n}.jpg`);
      await call(`/restaurants/${id}/products/${product._id}/image`, { method: 'PUT', token, form });
      await call(`/restaurants/${id}/menus/${menu._id}/sections/${section._id}/items`, {
        method: 'POST',
        token,
        body: { productId: product._id, price: i % 4 === 0 ? 999 : null },
      });
    }
  }
  return { id, menuId: menu._id };
}

/**
 * Builds, starts the stack, creates the big menu. Returns {base, restaurantsUrl, restaurantsPort, metricsPorts, menus:
 * [{label, id, menuId}], dataDir, stop}. `env` adds to (or overrides) the stack's environment; `checkoutRoot` (from `checkout`)
 * runs another commit, on `ports`.
 */
export async function startGuestBench({ env = {}, checkoutRoot = root, ports = PORTS } = {}) {
  // BENCH_NO_BUILD=1: the checkout's dist/ is already built from its sources (saves minutes on a busy machine).
  if (!process.env.BENCH_NO_BUILD) build(checkoutRoot);
  const { gateway, services, postgres } = ports;
  for (const port of [gateway, services, services + 1, services + 2, postgres]) await assertFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-guest-'));
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its data directory.
  chmodSync(dataDir, 0o755);
  const { startCarta } = await import(pathToFileURL(join(checkoutRoot, 'tools/carta.mjs')).href);
  const carta = await startCarta({
    port: gateway,
    dataDir,
    pgPort: postgres,
    servicePortBase: services,
    quiet: true,
    env: { LOG_LEVEL: 'warn', MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png', ...env },
  });
  const base = `http://localhost:${gateway}`;
  const stop = async () => {
    await carta.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (checkoutRoot !== root) rmSync(checkoutRoot, { recursive: true, force: true });
  };
  try {
    const menus = [
      { label: 'demo menu', ...(await demoMenu(base)) },
      { label: '100-product menu', ...(await bigMenu(base, 100)) },
    ];
    return {
      base,
      restaurantsUrl: `http://127.0.0.1:${services + 1}`,
      restaurantsPort: services + 1,
      metricsPorts: carta.metricsPorts,
      menus,
      dataDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
