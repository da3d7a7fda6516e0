// What it costs the gateway to keep 1,000 open guest menus current ("sold out" within 2 s, without a reload), both
// ways measured on the same stack: (a) server-sent events — each page holds one stream of
// GET /api/restaurants/public/{id}/changes and reads the menu again when told; (b) ETag revalidation — each page asks
// for the menu with If-None-Match every POLL_MS. For each: the gateway's CPU (its process, from /proc), its resident
// memory, the requests the pages sent, and how long after an owner's edit the pages knew. Then what one open stream
// costs the gateway (resident memory and open files, with STREAMS open), beside another commit's gateway with
// --before=<git ref>. Pages connect from 100 guests per loopback address (a dining room on one Wi-Fi), within the
// per-address cap. Prints figures; asserts nothing.
// Usage: node bench/guest-live.mjs [pages=1000] [seconds=20] [--before=<git ref>] [--streams=4000]
//   (builds, starts its own stacks on the bench ports)
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, get, request } from 'node:http';
import { loadavg } from 'node:os';
import { checkout, login, rename, startGuestBench } from './guest-stack.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const [pagesArg, secondsArg] = args.filter((arg) => !arg.startsWith('--'));
const PAGES = Number(pagesArg ?? 1000);
const SECONDS = Number(secondsArg ?? 20);
const BEFORE = option('before');
const STREAMS = Number(option('streams') ?? 4000);
/** The interval revalidation needs to show a change within 2 s (worst case: one interval plus the answer). */
const POLL_MS = 1500;
/** Guests per source address. */
const PER_ADDRESS = 100;
const TICKS = Number(execSync('getconf CLK_TCK').toString().trim());

/** Its own ports, so it runs beside guest-api.mjs and its `--before` stack. */
const PORTS = { gateway: 8780, services: 3701, postgres: 54399 };
const BEFORE_PORTS = { gateway: 8880, services: 3801, postgres: 54409 };
const beforeStack = BEFORE
  ? await startGuestBench({ checkoutRoot: checkout(BEFORE), ports: BEFORE_PORTS }).catch((error) => {
      throw new Error(`the --before stack did not start: ${error.message}`);
    })
  : null;
const stack = await startGuestBench({ ports: PORTS }).catch(async (error) => {
  await beforeStack?.stop();
  throw error;
});
const [{ id, menuId }] = stack.menus;
const menuPath = `/api/restaurants/public/${id}/menus/${menuId}`;
const port = PORTS.gateway;

/** The process listening on `listening`. */
function pidOn(listening) {
  const pid = /pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${listening}'`).toString())?.[1];
  if (!pid) throw new Error(`no process listens on ${listening}`);
  return Number(pid);
}
const gatewayPid = pidOn(port);
const token = await login(stack.base);

/** A gateway's CPU time so far (s), resident memory (MB) and open files. */
function gatewayUsage(pid = gatewayPid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  return { cpu, rss, files: readdirSync(`/proc/${pid}/fd`).length };
}

/** The loopback address the `index`th guest connects from. */
const guestAddress = (index) => {
  const room = Math.floor(index / PER_ADDRESS);
  return `127.0.${1 + Math.floor(room / 250)}.${1 + (room % 250)}`;
};

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** One conditional GET of the menu: its status and ETag. */
function readMenu(etag) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: menuPath, agent, headers: etag ? { 'if-none-match': etag } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, etag: res.headers.etag ?? etag }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Runs `pages` for SECONDS, an owner's edit halfway; returns the gateway's cost and the pages' delays. */
async function measure(label, startPages) {
  let requests = 0;
  const seen = [];
  let editedAt = 0;
  const before = gatewayUsage();
  const pages = await startPages({
    count: () => (requests += 1),
    saw: () => editedAt && seen.push(Date.now() - editedAt),
  });
  const opened = gatewayUsage();
  await sleep((SECONDS * 1000) / 2);
  editedAt = Date.now();
  await rename(stack.base, token, id, `Casa ${label} ${editedAt}`);
  await sleep((SECONDS * 1000) / 2);
  const after = gatewayUsage();
  await pages.stop();
  const seconds = SECONDS;
  return {
    label,
    'gateway CPU (% of one core)': (((after.cpu - opened.cpu) / seconds) * 100).toFixed(1),
    'gateway RSS with the pages open (MB)': after.rss.toFixed(0),
    'RSS added by the pages (MB)': (opened.rss - before.rss).toFixed(0),
    'requests sent by the pages': requests,
    'requests/s': (requests / seconds).toFixed(0),
    'pages that saw the edit': `${seen.length}/${PAGES}`,
    'edit seen after, median (ms)': seen.length ? percentile(seen, 0.5) : 'n/a',
    'edit seen after, p99 (ms)': seen.length ? percentile(seen, 0.99) : 'n/a',
  };
}

/** Opens a guest's stream on `restaurantId` at `gatewayPort`, as guest number `index`; settles with its status. */
function openStream(gatewayPort, restaurantId, index, onData = () => undefined) {
  return new Promise((resolve, reject) => {
    const req = get(
      {
        host: '127.0.0.1',
        port: gatewayPort,
        path: `/api/restaurants/public/${restaurantId}/changes`,
        headers: { accept: 'text/event-stream' },
        localAddress: guestAddress(index),
        agent: false,
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', onData);
        resolve({ req, status: res.statusCode });
      },
    );
    req.on('error', reject);
  });
}

/** (a) One event stream per page; on `changed`, one conditional read of the menu. */
async function eventPages({ count, saw }) {
  const streams = [];
  const open = async (index) => {
    count();
    let etag = null;
    const { req } = await openStream(port, id, index, (chunk) => {
      if (!chunk.includes('event: changed')) return;
      count();
      void readMenu(etag).then((answer) => {
        etag = answer.etag;
        saw();
      });
    });
    streams.push(req);
  };
  for (let i = 0; i < PAGES; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, PAGES - i) }, (_, j) => open(i + j)));
  }
  return { stop: async () => streams.forEach((req) => req.destroy()) };
}

/** (b) Each page asks again every POLL_MS (spread evenly), with the ETag it has; a 200 with a new one is the edit. */
async function pollingPages({ count, saw }) {
  let running = true;
  const loops = Array.from({ length: PAGES }, async (_, index) => {
    await sleep((POLL_MS * index) / PAGES);
    let etag = (await readMenu(null)).etag;
    count();
    while (running) {
      await sleep(POLL_MS);
      if (!running) break;
      count();
      const answer = await readMenu(etag);
      if (answer.status === 200 && answer.etag !== etag) saw();
      etag = answer.etag;
    }
  });
  await sleep(POLL_MS);
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** What one open stream costs a gateway: STREAMS streams of `restaurantId` opened, its memory and files read after. */
async function streamCost(label, gatewayPort, restaurantId) {
  const pid = pidOn(gatewayPort);
  const before = gatewayUsage(pid);
  const opened = [];
  const statuses = {};
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = Array.from({ length: Math.min(100, STREAMS - i) }, (_, j) =>
      openStream(gatewayPort, restaurantId, i + j),
    );
    for (const stream of await Promise.all(batch)) {
      opened.push(stream);
      statuses[stream.status] = (statuses[stream.status] ?? 0) + 1;
    }
  }
  // Two heartbeat-free seconds: what the gateway allocated for the streams has settled.
  await sleep(2000);
  const after = gatewayUsage(pid);
  for (const { req } of opened) req.destroy();
  const open = statuses[200] ?? 0;
  return {
    label,
    'streams asked for': STREAMS,
    answers: Object.entries(statuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', '),
    'RSS per open stream (KB)': open ? (((after.rss - before.rss) * 1024) / open).toFixed(1) : 'n/a',
    'files per open stream': open ? ((after.files - before.files) / open).toFixed(2) : 'n/a',
  };
}

try {
  console.log(
    `load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(`${PAGES} open guest pages of the demo menu, ${SECONDS} s each, one owner's edit halfway\n`);
  const idle = gatewayUsage();
  await sleep(5000);
  const resting = (((gatewayUsage().cpu - idle.cpu) / 5) * 100).toFixed(1);
  const rows = [
    await measure('server-sent events (chosen)', eventPages),
    await measure(`ETag revalidation every ${POLL_MS} ms`, pollingPages),
  ];
  console.log(`gateway at rest: ${resting} % of a core, ${idle.rss.toFixed(0)} MB`);
  console.table(Object.fromEntries(rows.map(({ label, ...row }) => [label, row])));

  console.log(`\nWhat one open stream costs the gateway, ${STREAMS} streams open (${PER_ADDRESS} per address):`);
  const costs = [];
  if (beforeStack) {
    const ref = execSync(`git rev-parse --short ${BEFORE}`).toString().trim();
    costs.push(await streamCost(`before: ${BEFORE} (${ref})`, BEFORE_PORTS.gateway, beforeStack.menus[0].id));
  }
  costs.push(await streamCost(BEFORE ? 'after: this checkout' : 'this checkout', port, id));
  console.table(Object.fromEntries(costs.map(({ label, ...row }) => [label, row])));
} finally {
  agent.destroy();
  await stack.stop();
  await beforeStack?.stop();
}
