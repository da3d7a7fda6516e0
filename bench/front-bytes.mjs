// Gzip bytes of JavaScript a browser downloads to render a page, split by file.
// Usage: node bench/front-bytes.mjs [baseUrl] [path ...]   (default: a running `npm start`, /app/ and a guest route)
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:8080';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/app/', '/app/guest/restaurant/demo'];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const files = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.close();
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    console.log(`\n${path}: ${(total / 1024).toFixed(1)} KB gzip JavaScript in ${files.length} files`);
    for (const f of files.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
  }
} finally {
  await browser.close();
}
