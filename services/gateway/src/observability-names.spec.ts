// The dashboard and the alert rules (deploy/observability/) read only metrics Carta exports: every name in their
// queries is one of the registry of the processes (nest-core's metrics, which every service and the gateway load, and
// the gateway's own). Here, not in nest-core, because only a service may import both.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { parse } from 'yaml';
import { metricsRegistry, recordRequest } from '@carta/nest-core/metrics';
import { routeOf } from './metrics';

const DEPLOY = join(__dirname, '../../../deploy/observability');

/** PromQL's functions, aggregations and keywords: every other word of a query is a metric name. */
const PROMQL_WORDS = new Set([
  'sum',
  'min',
  'max',
  'avg',
  'count',
  'rate',
  'irate',
  'increase',
  'changes',
  'histogram_quantile',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
]);

/** The metric names a PromQL expression reads. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\$\w+/g, '');
  return [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)].map(([word]) => word).filter((w) => !PROMQL_WORDS.has(w));
}

/** Every series name the processes export, read from their /metrics text (a histogram as _bucket, _sum, _count). */
async function exportedNames(): Promise<Set<string>> {
  // The gateway's own metrics register on import.
  await import('./metrics');
  // One answer, so that the HTTP histogram shows its series.
  recordRequest('/healthz', 'GET', 200, 0.001);
  const text = await metricsRegistry.metrics();
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const declared = /^# TYPE (\S+) (\S+)/.exec(line);
    // A family with no series yet (a labelled gauge before its first scrape of a pool) is exported all the same.
    if (declared) {
      const suffixes = declared[2] === 'histogram' ? ['_bucket', '_sum', '_count'] : [''];
      for (const suffix of suffixes) names.add(`${declared[1]}${suffix}`);
    } else if (line && !line.startsWith('#')) names.add(/^[^{\s]+/.exec(line)![0]);
  }
  return names;
}

interface Rule {
  alert: string;
  expr: string;
}

const alerts = (
  parse(readFileSync(join(DEPLOY, 'alerts.yaml'), 'utf8')) as { groups: Array<{ rules: Rule[] }> }
).groups.flatMap((group) => group.rules);

interface Panel {
  title: string;
  targets?: Array<{ expr: string }>;
}
const dashboard = JSON.parse(readFileSync(join(DEPLOY, 'grafana-dashboard.json'), 'utf8')) as {
  panels: Panel[];
  templating: { list: Array<{ definition?: string }> };
};
const dashboardExprs = [
  ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
  // label_values(metric, label): the metric only.
  ...dashboard.templating.list.flatMap(({ definition }) => /^label_values\((\w+)/.exec(definition ?? '')?.[1] ?? []),
];

describe('the dashboard and the alert rules', () => {
  let exported: Set<string>;
  beforeAll(async () => {
    exported = await exportedNames();
  });

  it('read only metrics the processes export', () => {
    const used = [...alerts.map((rule) => rule.expr), ...dashboardExprs].flatMap(metricNames);
    expect(new Set(used).size).toBeGreaterThanOrEqual(12);
    expect(used.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('would catch a name nobody exports', () => {
    expect(
      metricNames('sum by (job, le) (rate(carta_nope_bucket{route!~"/a|/b"}[5m])) / on (job) up_time > 0.5'),
    ).toEqual(['carta_nope_bucket', 'up_time']);
    expect(exported.has('carta_nope_bucket')).toBe(false);
  });

  it('alert on 5xx ratio, p99, restarts, the database, Redis and mail failures', () => {
    const reads = (name: string) => alerts.filter((rule) => metricNames(rule.expr).includes(name)).length;
    expect(alerts.find((rule) => rule.expr.includes('status_code=~"5.."'))).toBeDefined();
    expect(alerts.find((rule) => rule.expr.includes('histogram_quantile(0.99'))).toBeDefined();
    for (const name of [
      'process_start_time_seconds',
      'carta_database_up',
      'carta_redis_up',
      'carta_mails_failed_total',
    ])
      expect(reads(name)).toBeGreaterThan(0);
  });
});

describe("the gateway's route label", () => {
  const request = (route: string | undefined, url: string) => ({ routeOptions: { url: route }, url }) as FastifyRequest;

  it('is the route template, the API told apart by service and the guests’ reads on their own', () => {
    expect(routeOf(request('/healthz', '/healthz'))).toBe('/healthz');
    expect(routeOf(request('/app/*', '/app/owner/restaurants/123'))).toBe('/app/*');
    expect(routeOf(request('/api/*', '/api/cities/1c7e…?page=2'))).toBe('/api/cities/*');
    expect(routeOf(request('/api/*', '/api/restaurants?filter=x'))).toBe('/api/restaurants/*');
    expect(routeOf(request('/api/*', '/api/restaurants/public/abc/menus/def'))).toBe('/api/restaurants/public/*');
    expect(routeOf(request('/api/*', '/api/whatever-a-client-invents/1'))).toBe('/api/*');
    expect(routeOf(request(undefined, '/nothing/here'))).toBe('(unmatched)');
  });
});
