// The public menu call under load (autocannon), side by side with its ceiling: a plain node:http server sending the
// same bytes; also the same call straight to the service, to show what the gateway's guest cache saves. The menus of
// bench/guest-stack.mjs: the demo's menu open now and a 100-product menu. Then two cases measured from outside:
// guests reading a menu while its owner edits the restaurant several times a second, and the restaurants service
// killed (SIGKILL) right after an edit. With --before=<git ref>, that commit's stack runs beside this checkout's and
// every figure is printed for both, measured in the same interleaved rounds. Prints figures; asserts nothing but the
// 304 for a matching ETag.
// Usage: node bench/guest-api.mjs [seconds=10] [--before=<git ref>]   (builds, starts its own stacks)
import { execSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { BEFORE_PORTS, checkout, login, rename, startGuestBench } from './guest-stack.mjs';

const args = process.argv.slice(2);
const SECONDS = Number(args.find((arg) => !arg.startsWith('--')) ?? 10);
const BEFORE = args.find((arg) => arg.startsWith('--before='))?.slice('--before='.length);
const CONNECTIONS = 50;
const ROUNDS = 5;
const SETTLE_MS = 1500;
/** The cases measured from outside: one client's 10 connections, an owner's edit every 200 ms. */
const CASE_CONNECTIONS = 10;
const EDIT_EVERY_MS = 200;
const KILLED_SECONDS = 3;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);

// The gateway logs every request at info, as in production.
const env = { LOG_LEVEL: 'info' };
const stacks = [];
let ceiling;

function run(url, { connections = CONNECTIONS, seconds = SECONDS / ROUNDS } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A plain node:http server, in its own process like the gateway, answering every request with `bytes`. */
async function startCeiling(dataDir, bytes, headers) {
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

const menuPath = ({ id, menuId }) => `/restaurants/public/${id}/menus/${menuId}`;
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

function table(rows) {
  console.log(
    `  ${'target'.padEnd(26)} ${'req/s'.padStart(8)} ${'of ceiling'.padStart(11)} ${'p99'.padStart(7)} errors`,
  );
  const top = rows[0].rate;
  for (const { name, rate, p99, errors } of rows) {
    console.log(
      `  ${name.padEnd(26)} ${rate.toFixed(0).padStart(8)} ${`${((100 * rate) / top).toFixed(0)} %`.padStart(11)} ` +
        `${`${p99} ms`.padStart(7)} ${errors}`,
    );
  }
}

async function measure(index) {
  const runs = [];
  const checks = [];
  let bytes;
  for (const { name, bench } of stacks) {
    const menu = bench.menus[index];
    const url = `${bench.base}/api${menuPath(menu)}`;
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    bytes = Buffer.from(await res.arrayBuffer());
    const etag = res.headers.get('etag');
    const revalidated = await fetch(url, { headers: { 'if-none-match': etag } });
    const notModified = revalidated.status === 304 && (await revalidated.arrayBuffer()).byteLength === 0;
    if (!notModified) process.exitCode = 1;
    checks.push(
      `  ${name}: If-None-Match ${etag} → ${revalidated.status}${notModified ? ' with no body' : ' (EXPECTED 304 WITH NO BODY)'}`,
    );
    runs.push([`${name}: service direct`, `${bench.restaurantsUrl}${menuPath(menu)}`]);
    runs.push([`${name}: through gateway`, url]);
  }
  const products = JSON.parse(bytes.toString()).menu.sections.reduce((sum, section) => sum + section.items.length, 0);
  console.log(
    `\n${stacks[0].bench.menus[index].label}: ${products} products, ${(bytes.length / 1024).toFixed(1)} KB JSON ` +
      `(${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip, ${(brotliCompressSync(bytes).length / 1024).toFixed(1)} KB brotli)`,
  );
  for (const line of checks) console.log(line);
  const now = stacks.at(-1).bench;
  ceiling = await startCeiling(now.dataDir, bytes, { 'content-type': 'application/json; charset=utf-8' });
  runs.unshift(['node:http ceiling', ceiling.url]);
  // Interleaved short rounds, so a change in the machine's background load touches every target alike; a pause after
  // each, so requests a saturated target still works through do not weigh on the next.
  const rounds = Object.fromEntries(runs.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of runs) {
      rounds[name].push(await run(url));
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
  }
  ceiling.stop();
  ceiling = undefined;
  table(
    runs.map(([name]) => ({
      name,
      rate: median(rounds[name].map((result) => result.requests.average)),
      p99: median(rounds[name].map((result) => result.latency.p99)),
      errors: rounds[name].reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    })),
  );
}

/** (a) Guests read the 100-product menu while its owner renames the restaurant every 200 ms. */
async function underEdits({ bench }) {
  const menu = bench.menus[1];
  const url = `${bench.base}/api${menuPath(menu)}`;
  const token = await login(bench.base);
  const quiet = await run(url, { connections: CASE_CONNECTIONS, seconds: SECONDS });
  let edits = 0;
  let editing = true;
  const editor = (async () => {
    while (editing) {
      edits += 1;
      await rename(bench.base, token, menu.id, `Casa Grande ${edits}`);
      await new Promise((resolve) => setTimeout(resolve, EDIT_EVERY_MS));
    }
  })();
  const busy = await run(url, { connections: CASE_CONNECTIONS, seconds: SECONDS });
  editing = false;
  await editor;
  const shown = (await (await fetch(url)).json()).restaurant.name === `Casa Grande ${edits}`;
  return { quiet, busy, edits, shown };
}

/** The listening process's id, from the socket table (it is one of the processes this bench started). */
function pidOn(port) {
  const line = execSync(`ss -ltnpH 'sport = :${port}'`).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}`);
  return Number(pid);
}

/** (b) The restaurants service killed: a cached menu, and a menu whose restaurant was edited just before. */
async function serviceKilled({ bench }) {
  const [demo, big] = bench.menus;
  const demoUrl = `${bench.base}/api${menuPath(demo)}`;
  const bigUrl = `${bench.base}/api${menuPath(big)}`;
  const token = await login(bench.base);
  // Read as autocannon reads (no Accept-Encoding), so the guests' own copies are the cached ones.
  for (const url of [demoUrl, bigUrl]) await autocannon({ url, amount: 5, connections: 1 });
  await rename(bench.base, token, big.id, 'Casa Grande, edited');
  process.kill(pidOn(bench.restaurantsPort), 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const cached = await run(demoUrl, { connections: CASE_CONNECTIONS, seconds: KILLED_SECONDS });
  const edited = await run(bigUrl, { connections: CASE_CONNECTIONS, seconds: KILLED_SECONDS });
  return { cached, edited };
}

const share = (result) => {
  const all = result.requests.total + result.errors;
  return `${(result['2xx'] ?? 0).toString().padStart(6)} of ${all.toString().padEnd(6)} answered 200`;
};

try {
  if (BEFORE) {
    const checkoutRoot = checkout(BEFORE);
    stacks.push({ name: 'before', bench: await startGuestBench({ env, checkoutRoot, ports: BEFORE_PORTS }) });
  }
  stacks.push({ name: BEFORE ? 'after' : 'this checkout', bench: await startGuestBench({ env }) });
  if (BEFORE)
    console.log(
      `before: ${BEFORE} (${execSync(`git rev-parse --short ${BEFORE}`).toString().trim()}); after: this checkout`,
    );
  console.log(`load average when measuring starts: ${load()}`);

  for (const index of [0, 1]) await measure(index);
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per target in ${ROUNDS} interleaved rounds (medians), everything on this machine (${execSync('nproc').toString().trim()} cores).`,
  );

  console.log(
    `\n(a) 100-product menu, ${CASE_CONNECTIONS} connections for ${SECONDS} s, quiet and while its owner renames the restaurant every ${EDIT_EVERY_MS} ms:`,
  );
  for (const stack of stacks) {
    const { quiet, busy, edits, shown } = await underEdits(stack);
    console.log(
      `  ${stack.name.padEnd(14)} quiet ${quiet.requests.average.toFixed(0).padStart(6)} req/s (p99 ${quiet.latency.p99} ms); ` +
        `editing ${busy.requests.average.toFixed(0).padStart(6)} req/s (p99 ${busy.latency.p99} ms, ${busy.non2xx + busy.errors} errors), ` +
        `${(edits / SECONDS).toFixed(1)} edits/s, last edit shown: ${shown ? 'yes' : 'NO'}`,
    );
  }

  console.log(
    `\n(b) restaurants service killed right after an edit of the 100-product menu's restaurant; ${CASE_CONNECTIONS} connections, ${KILLED_SECONDS} s each:`,
  );
  for (const stack of stacks) {
    const { cached, edited } = await serviceKilled(stack);
    console.log(`  ${stack.name.padEnd(14)} demo menu (cached): ${share(cached)}; edited menu: ${share(edited)}`);
  }
  console.log(`\nload average at the end: ${load()}`);
} finally {
  ceiling?.stop();
  for (const { bench } of stacks) await bench.stop();
}
