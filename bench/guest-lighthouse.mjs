// Lighthouse on the guest menu page (mobile preset: emulated mid-range phone, simulated slow 4G), median of N runs,
// side by side in the same run with a plain static HTML page holding the same menu (the floor): performance score,
// LCP, TBT, CLS. The demo menu and a 100-product menu. Prints figures; asserts nothing.
// Usage: node bench/guest-lighthouse.mjs [runs=5]   (builds, starts its own stack; needs /usr/bin/chromium)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root } from '../tools/carta.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { startGuestBench } from './guest-stack.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const text = JSON.parse(readFileSync(join(root, 'libs/i18n/src/locales/en/guest.json'), 'utf8'));

const escape = (value) =>
  String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The same menu as hand-written HTML with a little inline CSS and the same images: what no framework can beat. */
function staticPage({ restaurant, menu }, apiBase) {
  const name = (value) => value.gb || value.es || '';
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: restaurant.currency });
  const sections = menu.sections.map((section) => {
    const items = section.items.map((item) => {
      const image = item.image
        ? `<img src="${apiBase}${item.image.thumb}" width="160" height="${Math.round((160 * item.image.height) / item.image.width)}" loading="lazy" alt="">`
        : '';
      const price = item.price === null ? '' : `<b>${money.format(Number(item.price))}</b>`;
      const allergens = item.allergens.map((allergen) => `<li>${escape(text.allergens[allergen])}</li>`).join('');
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

const bench = await startGuestBench();
let chrome;
let server;
try {
  const targets = [];
  const pages = new Map();
  for (const { label, id, menuId } of bench.menus) {
    const response = await fetch(`${bench.base}/api/restaurants/public/${id}/menus/${menuId}`);
    pages.set(`/${menuId}.html`, staticPage(await response.json(), bench.base));
    targets.push({ label: `guest page, ${label}`, url: `${bench.base}/app/guest/restaurant/${id}/menu/${menuId}` });
    targets.push({ label: `static HTML, ${label}`, path: `/${menuId}.html` });
  }
  server = await serveStatic(pages);
  for (const target of targets) target.url ??= `http://localhost:${server.address().port}${target.path}`;

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
      });
    }
  }

  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
  console.log(
    `\nLighthouse ${version}, mobile preset, median of ${RUNS} runs (load average ${loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `  ${'target'.padEnd(36)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)}`,
  );
  for (const [target, runs] of results) {
    const pick = (key) => median(runs.map((result) => result[key]));
    console.log(
      `  ${target.label.padEnd(36)} ${pick('score').toFixed(0).padStart(5)} ` +
        `${`${(pick('lcp') / 1000).toFixed(2)} s`.padStart(8)} ${`${pick('tbt').toFixed(0)} ms`.padStart(8)} ` +
        `${pick('cls').toFixed(3).padStart(7)}`,
    );
  }
  console.log('  targets for the guest page: perf ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05');
} finally {
  await chrome?.kill();
  server?.close();
  await bench.stop();
}
