// Guests' insight events under load: the event endpoint asked EVENTS_PER_SECOND (default 5,000/s) for SECONDS through
// the gateway on loopback, while guests read a menu at READS_PER_SECOND; the same reads without events beside it, so
// the cost of ingestion shows as the reads' p50/p99 side by side. The reads come at a fixed rate, as guests arrive: reads
// as fast as the machine allows would slow down beside any other work on 2 cores and measure only the sharing. The CPU
// the gateway and the restaurants service spend per event (their `process_cpu_seconds_total` beside the reads, less the
// reads' alone) is told apart from the neighbours' load, which the rates are not. Then what was counted reached
// PostgreSQL (the owner's insights), and the JavaScript a guest's menu page loads (gzip), the beacon's share in it.
// Prints figures; asserts nothing.
// Usage: node bench/insights-events.mjs [seconds=10] [events-per-second=5000] [reads-per-second=1000]
//        (builds, starts its own stack)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { root } from '../tools/carta.mjs';
import { login, startGuestBench } from './guest-stack.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const EVENTS_PER_SECOND = Number(process.argv[3] ?? 5000);
const READS_PER_SECOND = Number(process.argv[4] ?? 1000);
const READ_CONNECTIONS = 10;
// Every guest's phone has its own connection, kept alive between its beacons as a browser does; no pipelining
// (browsers do not pipeline).
const EVENT_CONNECTIONS = 200;
const FLUSH_MS = 1000;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const reads = (url) => run({ url, connections: READ_CONNECTIONS, overallRate: READS_PER_SECOND });
const events = (url, body, duration = SECONDS) =>
  run({
    url,
    method: 'POST',
    duration,
    connections: EVENT_CONNECTIONS,
    overallRate: EVENTS_PER_SECOND,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE },
    body,
  });

/** CPU seconds each process has used so far, from its metrics (prom-client's process_cpu_seconds_total). */
async function cpuSeconds(metricsPorts) {
  const entries = await Promise.all(
    ['gateway', 'restaurants'].map(async (name) => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPorts[name]}/metrics`)).text();
      return [name, Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)[1])];
    }),
  );
  return Object.fromEntries(entries);
}

/** gzip -9 bytes of the guest remote's JavaScript files whose source contains `marker`, and of all of them. */
function guestBytes(marker) {
  const dir = join(root, 'dist/apps/mf-guest');
  let all = 0;
  let marked = 0;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js') || !statSync(join(dir, file)).isFile()) continue;
    const text = readFileSync(join(dir, file));
    const bytes = gzipSync(text, { level: 9 }).length;
    all += bytes;
    if (text.includes(marker)) marked += bytes;
  }
  return { all, marked };
}

console.log(`load average at start: ${load()}`);
const bench = await startGuestBench({
  // One client address sends them all: no per-address limit here, and a flush every second. The limit and the visitors
  // are counted in Redis, as in production (in-process, the limit keeps every hit of the minute: one address sending
  // 50,000 a minute would measure that list, no guest's cost).
  env: {
    INSIGHTS_EVENTS_PER_MINUTE: '1000000000',
    INSIGHTS_FLUSH_MS: String(FLUSH_MS),
    REDIS_URL: 'redis://127.0.0.1:6379',
  },
});
try {
  const [{ id, menuId }] = bench.menus;
  const readUrl = `${bench.base}/api/restaurants/public/${id}/menus/${menuId}`;
  const eventUrl = `${bench.base}/api/restaurants/public/${id}/events`;
  const body = JSON.stringify({ kind: 'menuView', menu: menuId });
  // Warm-up (caches, JIT), then the counts start from what the warm-up counted.
  await Promise.all([reads(readUrl), events(eventUrl, body, 3)]);
  await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 2));
  const token = await login(bench.base);
  const menuViews = async () =>
    (
      await (
        await fetch(`${bench.base}/api/restaurants/${id}/insights`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).totals.menuViews.count;
  const countedBefore = await menuViews();

  const cpuAtStart = await cpuSeconds(bench.metricsPorts);
  const alone = await reads(readUrl);
  const cpuAlone = await cpuSeconds(bench.metricsPorts);
  const [beside, sent] = await Promise.all([reads(readUrl), events(eventUrl, body)]);
  const cpuBeside = await cpuSeconds(bench.metricsPorts);
  await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 2));
  const counted = (await menuViews()) - countedBefore;

  console.log(
    `\nguest menu reads asked at ${READS_PER_SECOND}/s (${READ_CONNECTIONS} connections, ${SECONDS} s), ` +
      `load average now ${load()}:`,
  );
  console.log(`  ${''.padEnd(24)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}`);
  for (const [name, result] of [
    ['without events', alone],
    [`beside ${(sent['2xx'] / SECONDS).toFixed(0)} events/s`, beside],
  ]) {
    console.log(
      `  ${name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(8)} ` +
        `${`${result.latency.p50} ms`.padStart(7)} ${`${result.latency.p99} ms`.padStart(7)}`,
    );
  }
  const accepted = sent['2xx'];
  console.log(`\nevents (${EVENT_CONNECTIONS} connections, asked ${EVENTS_PER_SECOND}/s for ${SECONDS} s):`);
  console.log(
    `  sent ${sent.requests.total}, answered 204: ${accepted} (${(accepted / SECONDS).toFixed(0)}/s), ` +
      `other: ${sent.non2xx}, errors: ${sent.errors}, timeouts: ${sent.timeouts}; ` +
      `p50 ${sent.latency.p50} ms, p99 ${sent.latency.p99} ms`,
  );
  const perEvent = (name) =>
    (((cpuBeside[name] - cpuAlone[name] - (cpuAlone[name] - cpuAtStart[name])) * 1e6) / accepted).toFixed(0);
  console.log(`  CPU per event: gateway ${perEvent('gateway')} µs, restaurants ${perEvent('restaurants')} µs`);
  console.log(`  menu views the owner's insights count after the flush: ${counted}`);

  const { all, marked } = guestBytes('sendBeacon');
  console.log(
    `\nguest remote JavaScript (gzip -9): ${all} B in all; the file(s) holding the beacon: ${marked} B ` +
      '(the beacon code itself: see README, "Insights")',
  );
} finally {
  await bench.stop();
}
