// The public menu call under load (autocannon, 50 connections), side by side with its ceiling: a plain node:http
// server sending the same bytes. Also the same call straight to the service, to show what the gateway costs.
// The menus of bench/guest-stack.mjs: the demo's menu open now and a 100-product menu. Prints figures; asserts nothing
// but the 304 for a matching ETag.
// Usage: node bench/guest-api.mjs [seconds=10]   (builds, starts its own stack)
import { execSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startGuestBench } from './guest-stack.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const ROUNDS = 5;

// The gateway logs every request at info, as in production.
const bench = await startGuestBench({ env: { LOG_LEVEL: 'info' } });
const api = `${bench.base}/api`;
let ceiling;

/** A plain node:http server, in its own process like the gateway, answering every request with `bytes`. */
async function startCeiling(bytes, headers) {
  const file = join(bench.dataDir, 'ceiling.json');
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
    ['service direct', `${bench.restaurantsUrl}${path}`],
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
  for (const { label, ...menu } of bench.menus) await measure(label, menu);
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per target in ${ROUNDS} interleaved rounds (medians), everything on this machine (${execSync('nproc').toString().trim()} cores).`,
  );
} finally {
  ceiling?.stop();
  await bench.stop();
}
