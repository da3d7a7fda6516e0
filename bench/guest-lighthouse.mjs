// Lighthouse on the guest menu page as the gateway renders it on the server (mobile preset: emulated mid-range phone,
// simulated slow 4G), median of N runs, side by side in the same run with a plain static HTML page holding the same
// menu (the floor): performance score, LCP, TBT, CLS, and the bytes the browser received before its first paint. The
// demo menu and a 100-product menu. With --before=<git ref>, that commit's guest page (its stack beside this one) is
// measured in the same interleaved runs. Then the time to first byte of a cached rendered page under 50 connections
// (autocannon, p50/p99) beside node:http sending the same bytes. Prints figures; asserts nothing.
// Usage: node bench/guest-lighthouse.mjs [runs=5] [--before=<git ref>]   (builds, starts its stacks; needs /usr/bin/chromium)
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root } from '../tools/carta.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { BEFORE_PORTS, checkout, startGuestBench } from './guest-stack.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => !arg.startsWith('--')) ?? 5);
const BEFORE = args.find((arg) => arg.startsWith('--before='))?.slice('--before='.length);
const CONNECTIONS = 50;
const LOAD_SECONDS = 5;
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** Allergens' names as the guest page writes them in English (the regulation's words, from the built contracts). */
const allergenNames = () =>
  createRequire(import.meta.url)(join(root, 'dist/node/libs/contracts/src/allergen-names.js')).ALLERGEN_WORDING.gb
    .names;

const escape = (value) =>
  String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The same menu as hand-written HTML with a little inline CSS and the same images: what no framework can beat. */
function staticPage({ restaurant, menu }, apiBase) {
  const name = (value) => value.gb || value.es || '';
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: restaurant.currency });
  const names = allergenNames();
  const sections = menu.sections.map((section) => {
    const items = section.items.map((item) => {
      const image = item.image
        ? `<img src="${apiBase}${item.image.thumb}" width="160" height="${Math.round((160 * item.image.height) / item.image.width)}" loading="lazy" alt="">`
        : '';
      const price = item.price === null ? '' : `<b>${money.format(Number(item.price))}</b>`;
      const allergens = item.allergens.map((allergen) => `<li>${escape(names[allergen])}</li>`).join('');
      return `<li class="item">${image}<div><h3>${escape(name(item.name))} ${price}</h3><p>${escape(name(item.description))}</p><ul class="tags">${allergens}</ul></div></li>`;
    });
    return `<section><h2>${escape(name(section.name))}</h2><ul>${items.join('')}</ul></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(restaurant.name)}</title><style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;background:#fafafa;color:#272727}
header{background:${restaurant.brandColor};padding:1rem}h1{margin:0;font-size:2rem}main{padding:1rem}ul{list-style:none;padding:0}
.item{display:flex;gap:.75rem;background:#fff;border:1px solid #d0d0d0;border-radius:8px;padding:.75rem;margin-bottom:.75rem}
.item img{width:80px;height:auto}h3{margin:0;font-size:1.125rem;display:flex;justify-content:space-between}p{margin:.25rem 0}
.tags{display:flex;flex-wrap:wrap;gap:.25rem;font-size:.875rem}.tags li{border:1px solid #d0d0d0;border-radius:16px;padding:0 .5rem}
</style></head><body><header><h1>${escape(name(menu.name))}</h1></header><main>${sections.join('')}</main></body></html>`;
}

/** Serves the static pages, gzipped like the gateway's files. */
function serveStatic(pages) {
  const server = createServer((req, res) => {
    const html = pages.get(req.url);
    if (!html) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
    res.end(gzipSync(html));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What the browser received before its first paint (observed, unthrottled): bytes on the wire, and how many files. */
function beforeFirstPaint(lhr) {
  const fcp = lhr.audits.metrics.details.items[0].observedFirstContentfulPaint;
  const requests = lhr.audits['network-requests'].details.items.filter((item) => item.networkEndTime <= fcp);
  return { bytes: requests.reduce((sum, item) => sum + item.transferSize, 0), files: requests.length };
}

/** A plain node:http server, in its own process like the gateway, answering every request with `bytes`. */
async function startCeiling(bytes) {
  const dir = mkdtempSync(join(tmpdir(), 'carta-bench-ceiling-'));
  const file = join(dir, 'page.html');
  writeFileSync(file, bytes);
  const source = `
    const body = require('fs').readFileSync(${JSON.stringify(file)});
    const server = require('http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.once('data', (chunk) => resolve(Number(chunk))));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function loadTest(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const stacks = [];
let chrome;
let server;
try {
  if (BEFORE) {
    const checkoutRoot = checkout(BEFORE);
    stacks.push({ name: `before (${BEFORE})`, bench: await startGuestBench({ checkoutRoot, ports: BEFORE_PORTS }) });
  }
  stacks.push({ name: 'server-rendered', bench: await startGuestBench() });
  const bench = stacks.at(-1).bench;
  const targets = [];
  const pages = new Map();
  for (const [index, { label, id, menuId }] of bench.menus.entries()) {
    const response = await fetch(`${bench.base}/api/restaurants/public/${id}/menus/${menuId}`);
    pages.set(`/${menuId}.html`, staticPage(await response.json(), bench.base));
    for (const { name, bench: stack } of stacks) {
      const menu = stack.menus[index];
      targets.push({
        label: `${name}, ${label}`,
        url: `${stack.base}/app/guest/restaurant/${menu.id}/menu/${menu.menuId}`,
      });
    }
    targets.push({ label: `static HTML, ${label}`, path: `/${menuId}.html` });
  }
  server = await serveStatic(pages);
  for (const target of targets) target.url ??= `http://localhost:${server.address().port}${target.path}`;
  if (BEFORE) console.log(`before: ${BEFORE} (${execSync(`git rev-parse --short ${BEFORE}`).toString().trim()})`);

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results = new Map(targets.map((target) => [target, []]));
  // Interleaved runs, so the machine's background load touches every target alike.
  for (let run = 0; run < RUNS; run++) {
    for (const target of targets) {
      const { lhr } = await lighthouse(target.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      results.get(target).push({
        score: lhr.categories.performance.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        ...beforeFirstPaint(lhr),
      });
    }
  }

  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
  console.log(
    `\nLighthouse ${version}, mobile preset, median of ${RUNS} runs (load average ${loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `  ${'target'.padEnd(44)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)} ` +
      `${'before 1st paint'.padStart(20)}`,
  );
  for (const [target, runs] of results) {
    const pick = (key) => median(runs.map((result) => result[key]));
    console.log(
      `  ${target.label.padEnd(44)} ${pick('score').toFixed(0).padStart(5)} ` +
        `${`${(pick('lcp') / 1000).toFixed(2)} s`.padStart(8)} ${`${pick('tbt').toFixed(0)} ms`.padStart(8)} ` +
        `${pick('cls').toFixed(3).padStart(7)} ` +
        `${`${(pick('bytes') / 1024).toFixed(1)} KB in ${pick('files')} files`.padStart(20)}`,
    );
  }
  console.log('  targets (issue 13): LCP within 1.3× the static page, perf 100, CLS ≤ 0.02, TBT ≤ 50 ms');

  // A cached rendered page under load, beside node:http sending its bytes (autocannon asks for no compression).
  console.log(
    `\nTime to first byte of a cached page, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each (autocannon):`,
  );
  for (const target of targets.filter((candidate) => !candidate.path)) {
    const bytes = Buffer.from(
      await (await fetch(target.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const served = await loadTest(target.url);
    const same = await startCeiling(bytes);
    const ceiling = await loadTest(same.url).finally(same.stop);
    for (const [label, result] of [
      [target.label, served],
      ['  node:http, the same bytes', ceiling],
    ]) {
      console.log(
        `  ${label.padEnd(44)} p50 ${`${result.latency.p50} ms`.padStart(7)}  p99 ${`${result.latency.p99} ms`.padStart(7)}  ` +
          `${result.requests.average.toFixed(0).padStart(6)} req/s  (${(bytes.length / 1024).toFixed(1)} KB)`,
      );
    }
  }
} finally {
  await chrome?.kill();
  server?.close();
  for (const { bench } of stacks) await bench.stop();
}
