// A CSV import of 1,000 products (issue 16's target: seconds): auth and restaurants as built processes on an embedded
// PostgreSQL of their own with the demo data, the demo owner's restaurant. Times the preview, the import (all rows
// created), the same file again (all unchanged: idempotent on external_id) and the file with every price changed (all
// updated), with every column an export writes (traces, diets, two sizes…), each through the service's HTTP API as
// the owner UI sends it. The reference, in the same run: the first preview beside the preview of the same rows as
// Excel in Spanish saves them (semicolons, decimal commas, a BOM, allergens and diets by their Spanish names), which
// reads every cell through the words table and the formula guard. Prints seconds; asserts only the counts.
// Usage: node bench/csv-import.mjs [--rows=1000]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, freePort, root, serviceDatabaseUrls, serviceMain, signingKey } from '../tools/carta.mjs';
import { startEmbeddedPostgres } from '../tools/postgres.mjs';

const ROWS = Number(process.argv.find((arg) => arg.startsWith('--rows='))?.split('=')[1] ?? 1000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const name of ['auth', 'restaurants']) {
  execFileSync(process.execPath, [join(root, 'tools/build-node.mjs'), name], { cwd: root, stdio: 'ignore' });
}
const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-csv-'));
const postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: await freePort() });
const databaseUrls = await serviceDatabaseUrls(await ensureDatabase(postgres.url, 'carta'), dataDir);
const ports = { auth: await freePort(), restaurants: await freePort() };
const children = [];
const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
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
  const { token } = await call('auth', '/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@user.com', password: '12345' }),
  });
  const owner = { authorization: `Bearer ${token}` };
  const { docs } = await call('restaurants', '/restaurants?limit=1', { headers: owner });
  const restaurant = docs[0];
  const first = restaurant.languages[0];

  // Every column an export writes for the first language: traces, diets, spiciness and two sizes too.
  const price = (cents) => (cents / 100).toFixed(2);
  const header =
    `name_${first},description_${first},price,allergens,traces,allergens_confirmed,diets,spiciness,enabled,external_id,` +
    `size1_name_${first},size1_price,size2_name_${first},size2_price`;
  const csv = (cents) =>
    [
      header,
      ...Array.from(
        { length: ROWS },
        (_, i) =>
          `"Plato ${i}, de la casa",Descripción del plato ${i},${price(cents + i)},gluten|egg,sesameGrains,true,` +
          `vegetarian,1,true,BENCH-${i},Media,${price(cents + i - 100)},Ración,${price(cents + i)}`,
      ),
    ].join('\n');
  const excelEs = (cents) =>
    '\uFEFF' +
    [
      header.replaceAll(',', ';'),
      ...Array.from(
        { length: ROWS },
        (_, i) =>
          `Plato ${i}, de la casa;Descripción del plato ${i};${price(cents + i).replace('.', ',')};` +
          `Cereales que contengan gluten|Huevos;Granos de sésamo;true;Vegetariano;1;true;BENCH-${i};` +
          `Media;${price(cents + i - 100).replace('.', ',')};Ración;${price(cents + i).replace('.', ',')}`,
      ),
    ].join('\r\n');
  const send = async (route, body) => {
    const started = performance.now();
    const result = await call('restaurants', `/restaurants/${restaurant._id}/import/products${route}`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'text/csv' },
      body,
    });
    return { seconds: (performance.now() - started) / 1000, result };
  };
  const expectCounts = (name, { result }, counts) => {
    for (const [key, value] of Object.entries(counts)) {
      if (result[key] !== value) throw new Error(`${name}: ${key} ${result[key]}, expected ${value}`);
    }
  };

  const file = csv(500);
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `${ROWS} rows, ${(Buffer.byteLength(file) / 1024).toFixed(0)} KB, restaurant in ${restaurant.languages.join(', ')}`,
  );
  const steps = [
    ['preview (nothing written)', '/preview', file, { created: ROWS }],
    ['preview, as Excel in Spanish saves', '/preview', excelEs(500), { created: ROWS }],
    ['import (all created)', '', file, { created: ROWS }],
    ['same file again (all unchanged)', '', file, { unchanged: ROWS }],
    ['every price changed (all updated)', '', csv(700), { updated: ROWS }],
  ];
  for (const [name, route, body, counts] of steps) {
    const run = await send(route, body);
    expectCounts(name, run, counts);
    console.log(`${name.padEnd(34)} ${run.seconds.toFixed(2)} s`);
  }
  console.log(
    `load average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stop();
}
