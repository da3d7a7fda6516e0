// Prometheus metrics of every Carta process (prom-client's default registry), served on their own port (METRICS_PORT),
// never on the public one. One definition per name, here: the gateway and the services share the HTTP histogram, so
// the dashboard and the alerts read one name; a process that does not use a metric exports no series of it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '@carta/contracts';
import { collectDefaultMetrics, Counter, Gauge, register, type Metric } from 'prom-client';

/** Everything a process exports (the default registry), e.g. for a test that the dashboards read real names. */
export const metricsRegistry = register;

collectDefaultMetrics();

const HTTP_DURATION = 'carta_http_request_duration_seconds';
/** Upper bounds of the duration buckets, in seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: { route: string; method: string; status_code: number };
  /** Answers per bucket (not cumulative; past the last bucket: only in `count`). */
  buckets: Float64Array;
  sum: number;
  count: number;
}

const series = new Map<string, Series>();

/**
 * Seconds per answer, per route template (`/restaurants/:id`, never the raw URL), method and status, exposed as a
 * Prometheus histogram. Kept here rather than in prom-client's Histogram, which hashes the labels on every observe
 * (about 6 times the cost, measured): the guests' read path pays a Map lookup and a bucket increment.
 */
register.registerMetric({
  name: HTTP_DURATION,
  help: 'Time to answer an HTTP request, by route template, method and status code',
  type: 'histogram',
  aggregator: 'sum',
  reset: () => series.clear(),
  get: async () => ({
    name: HTTP_DURATION,
    help: 'Time to answer an HTTP request, by route template, method and status code',
    type: 'histogram',
    aggregator: 'sum',
    values: [...series.values()].flatMap(({ labels, buckets, sum, count }) => {
      let cumulative = 0;
      return [
        ...BUCKETS.map((le, i) => ({
          metricName: `${HTTP_DURATION}_bucket`,
          labels: { le, ...labels },
          value: (cumulative += buckets[i]),
        })),
        { metricName: `${HTTP_DURATION}_bucket`, labels: { le: '+Inf', ...labels }, value: count },
        { metricName: `${HTTP_DURATION}_sum`, labels, value: sum },
        { metricName: `${HTTP_DURATION}_count`, labels, value: count },
      ];
    }),
  }),
} as unknown as Metric);

/** Records one answer in the HTTP histogram. */
export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  const key = `${method} ${status} ${route}`;
  let answers = series.get(key);
  if (!answers) {
    answers = {
      labels: { route, method, status_code: status },
      buckets: new Float64Array(BUCKETS.length),
      sum: 0,
      count: 0,
    };
    series.set(key, answers);
  }
  let bucket = 0;
  while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]) bucket++;
  if (bucket < BUCKETS.length) answers.buckets[bucket]++;
  answers.sum += seconds;
  answers.count++;
}

/** The route of a request that matched none (a 404 from the router): one series, whatever was asked. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Mails handed to the transport (sent at once or in the background, or put in an outbox). */
export const mailsQueued = new Counter({
  name: 'carta_mails_queued_total',
  help: 'Mails handed over for sending',
});
/** Mails the SMTP server (or the development outbox) accepted. */
export const mailsSent = new Counter({
  name: 'carta_mails_sent_total',
  help: 'Mails delivered to the mail server',
});
/** Mails given up: the last retry failed, or a direct send failed to its caller, or a shutdown dropped it. */
export const mailsFailed = new Counter({
  name: 'carta_mails_failed_total',
  help: 'Mails given up without being delivered',
});

/** What the pools report, read at scrape time (no cost per query). */
interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  query(sql: string): Promise<unknown>;
}

const pools = new Map<string, PoolLike>();

new Gauge({
  name: 'carta_db_pool_connections',
  help: "Connections of the service's PostgreSQL pool: total, idle, and clients waiting for one",
  labelNames: ['service', 'state'] as const,
  collect() {
    for (const [service, pool] of pools) {
      this.set({ service, state: 'total' }, pool.totalCount);
      this.set({ service, state: 'idle' }, pool.idleCount);
      this.set({ service, state: 'waiting' }, pool.waitingCount);
    }
  },
});

/** A scrape waits this long at most for the database's answer. */
const DATABASE_CHECK_MS = 2000;

new Gauge({
  name: 'carta_database_up',
  help: 'Whether the service reached PostgreSQL at the last scrape (1) or not (0)',
  labelNames: ['service'] as const,
  async collect() {
    await Promise.all(
      [...pools].map(async ([service, pool]) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise((_, reject) => (timer = setTimeout(reject, DATABASE_CHECK_MS)));
        const up = await Promise.race([pool.query('SELECT 1'), timeout]).then(
          () => 1,
          () => 0,
        );
        clearTimeout(timer);
        this.set({ service }, up);
      }),
    );
  },
});

/** The service's pool, reported at each scrape until forgotten (its end). */
export function watchPool(service: string, pool: PoolLike): void {
  pools.set(service, pool);
}

export function forgetPool(pool: PoolLike): void {
  for (const [service, watched] of pools) if (watched === pool) pools.delete(service);
}

const redisClients = new Map<string, { status: string }>();

new Gauge({
  name: 'carta_redis_up',
  help: 'Whether the Redis client is connected and ready (1) or not (0); no series without REDIS_URL',
  labelNames: ['client'] as const,
  collect() {
    for (const [client, redis] of redisClients) this.set({ client }, redis.status === 'ready' ? 1 : 0);
  },
});

/** A Redis client (ioredis), reported by `client` (what it is for) at each scrape until forgotten (closed). */
export function watchRedis(client: string, redis: { status: string }): void {
  redisClients.set(client, redis);
}

export function forgetRedis(redis: { status: string }): void {
  for (const [client, watched] of redisClients) if (watched === redis) redisClients.delete(client);
}

/** What the print kit's render pool reports, read at scrape time. */
interface PrintPoolLike {
  threads(): number;
  running(): number;
  waiting(): number;
}

let printPool: PrintPoolLike | undefined;

new Gauge({
  name: 'carta_print_threads',
  help: 'Threads of the print kit: alive (a render runs on each busy one; an idle one stays a minute for the next)',
  collect() {
    if (printPool) this.set(printPool.threads());
  },
});

new Gauge({
  name: 'carta_print_renders',
  help: 'PDFs of the print kit being rendered (running) or waiting for a thread (waiting)',
  labelNames: ['state'] as const,
  collect() {
    if (!printPool) return;
    this.set({ state: 'running' }, printPool.running());
    this.set({ state: 'waiting' }, printPool.waiting());
  },
});

/** The print kit's render pool, reported at each scrape until forgotten (its shutdown). */
export function watchPrintPool(pool: PrintPoolLike): void {
  printPool = pool;
}

export function forgetPrintPool(): void {
  printPool = undefined;
}

export interface MetricsListener {
  /** The port it listens on. */
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text) on its own port, apart from the public one, so the public door never shows
 * it. `port` 0: no listener (METRICS_PORT=0 turns the metrics off). A taken port stops `process`'s start, naming it.
 */
export async function serveMetrics(process: string, port: number, host: string): Promise<MetricsListener | null> {
  if (port === 0) return null;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404).end();
      return;
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'content-type': register.contentType }).end(req.method === 'HEAD' ? '' : text),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(process, [`METRICS_PORT: port ${port} is already in use (choose another, or 0 for none)`])
          : error,
      ),
    );
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
