// Metrics and traces of real processes: the gateway and the restaurants service started from their sources as
// `node main.js` starts them (tracing must patch http and pg before they load, which Jest's own module loader would
// hide), an OTLP receiver on loopback standing in for the collector.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneTestDatabase, dropTestDatabase } from './jest/service-app';

const ROOT = join(__dirname, '..');

interface Running {
  child: ChildProcess;
  /** Its log, one JSON object a line. */
  lines: () => Array<Record<string, unknown>>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

function start(service: string, env: Record<string, string>): Running {
  const child = spawn(
    process.execPath,
    ['-r', join(ROOT, 'tools/jest/run-ts.cjs'), join(ROOT, `services/${service}/src/main.ts`)],
    { cwd: ROOT, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, lines };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (url: string) => fetch(url).then((res) => (res.ok ? true : undefined));

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string } }>;
}

/** What the receiver heard, span by span, with the service that sent it. */
interface HeardSpan extends ExportedSpan {
  service: string;
}

interface TraceExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ spans: ExportedSpan[] }>;
  }>;
}

/** An OTLP/HTTP (JSON) receiver, as a collector listens for traces. */
function startReceiver(): Promise<{ url: string; spans: HeardSpan[]; server: Server }> {
  const spans: HeardSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.includes('json')) {
        for (const { resource, scopeSpans } of (JSON.parse(body) as TraceExport).resourceSpans) {
          const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server }),
    ),
  );
}

const attribute = (span: ExportedSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe('metrics and traces of the gateway and a service', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let database: { serverUrl: string; database: string };
  let gateway: Running;
  let restaurants: Running;
  const ports = { gateway: 0, gatewayMetrics: 0, restaurants: 0, restaurantsMetrics: 0 };
  const staticDir = mkdtempSync(join(tmpdir(), 'carta-observability-'));
  const gatewayUrl = () => `http://127.0.0.1:${ports.gateway}`;
  const metricsOf = (port: number) => fetch(`http://127.0.0.1:${port}/metrics`).then((res) => res.text());

  beforeAll(async () => {
    receiver = await startReceiver();
    const { serverUrl, database: name, dbUrl } = await cloneTestDatabase('observability');
    database = { serverUrl, database: name };
    for (const name of Object.keys(ports) as Array<keyof typeof ports>) ports[name] = await freePort();
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Spans leave within 0.1 s instead of 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    };
    restaurants = start('restaurants', {
      ...tracing,
      PORT: String(ports.restaurants),
      METRICS_PORT: String(ports.restaurantsMetrics),
      DATABASE_URL: dbUrl,
      // No token is checked on a guest's read: nothing listens there.
      AUTH_URL: 'http://127.0.0.1:9',
      OUTBOX_DIR: staticDir,
    });
    gateway = start('gateway', {
      ...tracing,
      PORT: String(ports.gateway),
      METRICS_PORT: String(ports.gatewayMetrics),
      RESTAURANTS_URL: `http://127.0.0.1:${ports.restaurants}`,
      AUTH_URL: 'http://127.0.0.1:9',
      ADMIN_URL: 'http://127.0.0.1:9',
      STATIC_DIR: staticDir,
    });
    await until('the restaurants service', () => answers(`http://127.0.0.1:${ports.restaurants}/healthz`), 60_000);
    await until('the gateway', () => answers(`${gatewayUrl()}/healthz`), 60_000);
  }, 90_000);

  afterAll(async () => {
    for (const { child } of [gateway, restaurants]) {
      if (child?.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => receiver?.server.close(resolve));
    if (database) await dropTestDatabase(database.serverUrl, database.database);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves /metrics on each process’s metrics port, never on its public port', async () => {
    for (const port of [ports.gatewayMetrics, ports.restaurantsMetrics]) {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toContain('\nprocess_cpu_user_seconds_total ');
      expect(text).toContain('# TYPE carta_http_request_duration_seconds histogram');
    }
    expect((await fetch(`${gatewayUrl()}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${ports.restaurants}/metrics`)).status).toBe(404);
    // The service's pool is reported by state, and whether the database answers.
    const service = await metricsOf(ports.restaurantsMetrics);
    expect(service).toMatch(/\ncarta_db_pool_connections\{service="restaurants",state="idle"\} \d+/);
    expect(service).toContain('\ncarta_database_up{service="restaurants"} 1');
  });

  it('counts a request under its route template, never its URL', async () => {
    const [id, menuId] = [randomUUID(), randomUUID()];
    expect((await fetch(`${gatewayUrl()}/api/restaurants/public/${id}/menus/${menuId}`)).status).toBe(404);
    const service = await metricsOf(ports.restaurantsMetrics);
    expect(service).toContain(
      'carta_http_request_duration_seconds_count{route="/restaurants/public/:id/menus/:menuId",method="GET",status_code="404"} 1',
    );
    const edge = await metricsOf(ports.gatewayMetrics);
    expect(edge).toMatch(
      /carta_http_request_duration_seconds_count\{route="\/api\/restaurants\/public\/\*",method="GET",status_code="404"\} [1-9]/,
    );
    expect(edge).toMatch(/carta_guest_cache_reads_total\{result="miss"\} [1-9]/);
    for (const text of [service, edge]) expect(text).not.toContain(id);
  });

  it('logs no line for a guest’s event answered 2xx, and one for a refused event', async () => {
    const id = randomUUID();
    const event = (userAgent: string) =>
      fetch(`http://127.0.0.1:${ports.restaurants}/restaurants/public/${id}/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
        body: 'not json',
      });
    // A script's event is answered 204 and dropped; a browser's unreadable one is refused (422).
    expect((await event('curl/8.5.0')).status).toBe(204);
    expect((await event('Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0')).status).toBe(422);
    const ours = () => restaurants.lines().filter((entry) => entry.msg === 'request' && String(entry.url).includes(id));
    await until('the refused event’s line', () => ours().find((entry) => entry.statusCode === 422));
    expect(ours().map((entry) => entry.statusCode)).toEqual([422]);
  });

  it("continues the caller's trace through the gateway and the service to PostgreSQL, and logs its id", async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const res = await fetch(`${gatewayUrl()}/api/restaurants/public/${randomUUID()}/menus/${randomUUID()}`, {
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    expect(res.status).toBe(404);
    const spans = await until('spans of the gateway, the service and PostgreSQL', () => {
      const ours = receiver.spans.filter((span) => span.traceId === traceId);
      const services = new Set(ours.map((span) => span.service));
      const query = ours.some((span) => attribute(span, 'db.system') ?? attribute(span, 'db.system.name'));
      return services.has('gateway') && services.has('restaurants') && query ? ours : undefined;
    });
    // SERVER spans (kind 2): the gateway's is the caller's child, the service's a child of the gateway's call.
    const gatewaySpan = spans.find((span) => span.service === 'gateway' && span.kind === 2)!;
    expect(gatewaySpan.parentSpanId).toBe(callerSpan);
    expect(gatewaySpan.name).toBe('GET /api/restaurants/public/*');
    const serviceSpan = spans.find((span) => span.service === 'restaurants' && span.kind === 2)!;
    expect(serviceSpan.name).toBe('GET /restaurants/public/:id/menus/:menuId');
    expect(spans.map((span) => span.spanId)).toContain(serviceSpan.parentSpanId);
    const query = spans.find((span) => attribute(span, 'db.system') ?? attribute(span, 'db.system.name'))!;
    expect(query.service).toBe('restaurants');

    for (const running of [gateway, restaurants]) {
      const line = await until('the request line', () =>
        running.lines().find((entry) => entry.msg === 'request' && entry.trace_id === traceId),
      );
      expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
    }
  });
});
