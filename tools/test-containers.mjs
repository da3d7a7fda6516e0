// `npm run test:containers` (not part of `npm test`: it needs Docker): builds the images (tools/images.mjs), brings
// the whole product up from them with docker compose (docker-compose.yml + deploy/compose.machine.yml: this machine's
// PostgreSQL and Redis, a database of its own), drives a smoke through it in Chromium (an owner logs in and adds a
// product, a guest sees it, a restaurant's subdomain opens it), tears everything down; non-zero exit on any failure.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { root } from './carta.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { buildImages, imageTags } from './images.mjs';

/** Beside `npm start` (8080, 3001–3003, 9460–9463) and the e2e stack (8180–8181, 3101–3103). */
const PORTS = {
  GATEWAY_PORT: 8280,
  AUTH_PORT: 3201,
  RESTAURANTS_PORT: 3202,
  ADMIN_PORT: 3203,
  MF_OWNER_PORT: 8281,
  MF_GUEST_PORT: 8282,
  MF_ADMIN_PORT: 8283,
  GATEWAY_METRICS_PORT: 9560,
  AUTH_METRICS_PORT: 9561,
  RESTAURANTS_METRICS_PORT: 9562,
  ADMIN_METRICS_PORT: 9563,
};
const MACHINE_POSTGRES = process.env.CARTA_CONTAINERS_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MACHINE_REDIS = process.env.CARTA_CONTAINERS_REDIS ?? 'redis://127.0.0.1:6379/7';
const SITE = `http://localhost:${PORTS.GATEWAY_PORT}`;
const DEMO_OWNER = { email: 'user@user.com', password: '12345' };
const PROJECT = 'carta-containers';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const step = (message) => console.log(`▶ ${message} (${seconds()})`);

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function json(response, what) {
  const body = await response.text();
  check(response.ok, `${what}: ${response.status} ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

async function waitReady(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s`);
}

/** A throwaway database on the machine's PostgreSQL: nothing else's data is touched. */
async function withDatabase(name, fn) {
  const admin = new pg.Client({ connectionString: MACHINE_POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(MACHINE_POSTGRES);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** An SMTP server on loopback that accepts every mail: production services refuse to start without one. */
async function startMailSink() {
  const require = createRequire(import.meta.url);
  const { SMTPServer } = require('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume().on('end', () => callback());
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => server.close() };
}

function compose(env, ...args) {
  return execFileSync(
    'docker-compose',
    ['-p', PROJECT, '-f', join(root, 'docker-compose.yml'), '-f', join(root, 'deploy/compose.machine.yml'), ...args],
    { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** The smoke, in Chromium against the containers. */
async function smoke() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // Nothing but this machine: the map's tiles and the like are refused.
    const local = (url) => ['localhost', '127.0.0.1'].includes(url.hostname) || url.hostname.endsWith('.localhost');
    const newPage = async () => {
      const context = await browser.newContext({ locale: 'en-GB' });
      await context.route(
        (url) => !local(url),
        (route) => route.abort(),
      );
      return context.newPage();
    };

    step('the owner logs in (shell, mf-owner)');
    const owner = await newPage();
    await owner.goto(`${SITE}/app/login`);
    await owner.getByLabel('Email').fill(DEMO_OWNER.email);
    await owner.getByLabel('Password').fill(DEMO_OWNER.password);
    await owner.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await owner.waitForURL(/\/app\/home$/, { timeout: 20_000 });
    const token = await owner.evaluate(() => localStorage.getItem('token'));
    check(token, 'no token after logging in');

    const [restaurant] = (
      await json(await fetch(`${SITE}/api/restaurants/public?subDomainEnabled=true&subDomain=demo`), 'demo restaurant')
    ).docs;
    check(restaurant, 'the demo restaurant is missing');
    // mf-owner's list on the home page names it.
    await owner.getByText(restaurant.name).first().waitFor({ timeout: 20_000 });

    step('the owner adds a product to the open menu');
    const menu = restaurant.menus.find((candidate) => candidate.availability.state === 'available');
    check(menu, 'the demo restaurant has no menu open now');
    const name = `Containers ${Date.now()}`;
    const asOwner = (method, path, body) =>
      fetch(`${SITE}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
    const languages = Object.fromEntries(restaurant.languages.map((language) => [language, name]));
    const product = await json(
      await asOwner('POST', `/restaurants/${restaurant._id}/products`, {
        name: languages,
        description: {},
        price: 1234,
        allergens: [],
        enabled: true,
      }),
      'add a product',
    );
    const detail = await json(await asOwner('GET', `/restaurants/${restaurant._id}/menus/${menu._id}`), 'the menu');
    check(detail.sections.length, 'the open menu has no section');
    await json(
      await asOwner(
        'POST',
        `/restaurants/${restaurant._id}/menus/${menu._id}/sections/${detail.sections[0]._id}/items`,
        {
          productId: product._id,
          price: null,
        },
      ),
      'put it on the menu',
    );

    step('a guest sees it (mf-guest)');
    const guest = await newPage();
    await guest.goto(`${SITE}/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
    await guest.getByText(name).first().waitFor({ timeout: 20_000 });

    step('the subdomain opens its restaurant');
    const sub = await newPage();
    await sub.goto(`http://demo.localhost:${PORTS.GATEWAY_PORT}/app/`);
    await sub.waitForURL(new RegExp(`/app/guest/restaurant/${restaurant._id}$`), { timeout: 20_000 });
    await sub.getByRole('heading', { name: restaurant.name }).first().waitFor({ timeout: 20_000 });
  } finally {
    await browser.close();
  }
}

async function main() {
  step('images');
  const { images } = await buildImages({ log: (line) => console.log(line) });
  const { version } = imageTags();
  const database = `carta_containers_${process.pid}_${Date.now()}`;
  const mail = await startMailSink();
  let failure;
  try {
    await withDatabase(database, async (adminUrl) => {
      const { privateKey } = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      const host = new URL(adminUrl).host;
      const env = {
        ...process.env,
        ...Object.fromEntries(Object.entries(PORTS).map(([key, value]) => [key, String(value)])),
        CARTA_VERSION: version,
        DATABASE_ADMIN_URL: adminUrl,
        DATABASE_HOST: host,
        DATABASE_NAME: database,
        AUTH_DB_PASSWORD: randomBytes(12).toString('hex'),
        RESTAURANTS_DB_PASSWORD: randomBytes(12).toString('hex'),
        ADMIN_DB_PASSWORD: randomBytes(12).toString('hex'),
        JWT_PRIVATE_KEY: privateKey,
        SMTP_URL: mail.url,
        REDIS_URL: MACHINE_REDIS,
        PUBLIC_URL: SITE,
        MAIN_HOST: 'localhost',
        DEMO_MODE: 'true',
      };
      step(`docker-compose up (database ${database})`);
      try {
        compose(env, 'up', '-d');
        await waitReady(`http://127.0.0.1:${PORTS.GATEWAY_PORT}/readyz`, 120_000);
        for (const port of [PORTS.AUTH_PORT, PORTS.RESTAURANTS_PORT, PORTS.ADMIN_PORT, PORTS.MF_GUEST_PORT]) {
          await waitReady(`http://127.0.0.1:${port}/readyz`, 60_000);
        }
        await smoke();
      } catch (error) {
        failure = error;
        console.error(compose(env, 'logs', '--no-color', '--tail', '40'));
      } finally {
        step('docker-compose down');
        compose(env, 'down', '--volumes', '--remove-orphans', '--timeout', '10');
      }
    });
  } finally {
    mail.close();
  }
  console.log('\nImages:');
  for (const { ref, bytes } of images) console.log(`  ${ref.padEnd(44)} ${(bytes / 1e6).toFixed(1).padStart(7)} MB`);
  if (failure) throw failure;
  console.log(`\ntest:containers passed in ${seconds()}`);
}

main().catch((error) => {
  console.error(`\n✗ test:containers failed after ${seconds()}: ${error.stack ?? error.message}`);
  process.exit(1);
});
