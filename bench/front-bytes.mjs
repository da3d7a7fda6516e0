// Bytes a browser downloads on a cold load, split by file: the document (for a server-rendered guest page, everything
// before its first paint: markup and inline CSS), JavaScript, CSS, fonts and images (gzip -9 of text files, as sent
// for images), and what actually crossed the wire (the gateway sends precompressed brotli).
// The guest menu page must request no owner or admin file (exit code 1 if it does).
// Usage: node bench/front-bytes.mjs                 builds, starts its own stack: the shell's landing page, and the
//                                                    guest landing and menu pages of the demo and of a 100-product menu
//        node bench/front-bytes.mjs URL [path ...]   against a running stack (default paths: /app/ and the demo's
//                                                    guest pages)
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { demoMenu, startGuestBench } from './guest-stack.mjs';

const KINDS = { document: 'html', script: 'js', stylesheet: 'css', font: 'font', image: 'image' };
const TEXT = new Set(['html', 'js', 'css']);
const FOREIGN_REMOTE = /\/remotes\/(owner|admin)\//;

const guestPaths = ({ id, menuId }) => [`/app/guest/restaurant/${id}`, `/app/guest/restaurant/${id}/menu/${menuId}`];

let bench;
let targets;
if (process.argv[2]) {
  const base = process.argv[2];
  const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/app/', ...guestPaths(await demoMenu(base))];
  targets = { base, pages: paths.map((path) => ({ label: path, path })) };
} else {
  bench = await startGuestBench();
  const pages = [{ label: "shell's landing page", path: '/app/' }];
  for (const menu of bench.menus) {
    const [landing, menuPage] = guestPaths(menu);
    pages.push({ label: `guest landing (${menu.label})`, path: landing });
    pages.push({ label: `guest menu (${menu.label})`, path: menuPage });
  }
  targets = { base: bench.base, pages };
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
try {
  for (const { label, path } of targets.pages) {
    // A fresh context per page: a cold cache, a phone-sized screen (lazy images below the fold stay unloaded).
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });
    const page = await context.newPage();
    const files = [];
    const foreign = [];
    page.on('request', (request) => {
      if (FOREIGN_REMOTE.test(request.url())) foreign.push(new URL(request.url()).pathname);
    });
    page.on('requestfinished', async (request) => {
      const kind = KINDS[request.resourceType()];
      if (!kind) return;
      const response = await request.response();
      const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
      const { responseBodySize } = await request.sizes();
      files.push({
        kind,
        url: new URL(request.url()).pathname,
        bytes: TEXT.has(kind) ? gzipSync(body, { level: 9 }).length : body.length,
        wire: responseBodySize,
      });
    });
    await page.goto(targets.base + path, { waitUntil: 'networkidle' });
    await context.close();

    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    const byKind = Object.values(KINDS).map((kind) => {
      const list = files.filter((file) => file.kind === kind);
      return `${kind} ${kb(sum(list, 'bytes'))} KB (${list.length})`;
    });
    const js = files.filter((file) => file.kind === 'js');
    const html = files.filter((file) => file.kind === 'html');
    console.log(`\n${label}: ${path}`);
    console.log(`  document ${kb(sum(html, 'bytes'))} KB gzip, ${kb(sum(html, 'wire'))} KB on the wire`);
    console.log(`  JavaScript ${kb(sum(js, 'bytes'))} KB gzip, ${kb(sum(js, 'wire'))} KB on the wire (brotli)`);
    console.log(`  ${byKind.join(' · ')}`);
    for (const file of files.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(file.bytes).padStart(7)} KB  ${file.kind.padEnd(5)} ${file.url}`);
    }
    if (path.includes('/guest/')) {
      console.log(`  owner or admin files requested: ${foreign.length ? foreign.join(', ') : 'none'}`);
      if (foreign.length) process.exitCode = 1;
    }
  }
} finally {
  await browser.close();
  await bench?.stop();
}
