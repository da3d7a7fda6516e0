// The gateway's metrics: its requests in nest-core's one HTTP histogram, its guest cache and its upstream failures.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import { API_PREFIX, PUBLIC_ROUTES, SERVICE_BY_SEGMENT } from '@carta/contracts';
import { recordRequest, UNMATCHED_ROUTE } from '@carta/nest-core/metrics';
import { nameServerSpan, tracingStarted } from '@carta/nest-core/tracing';

const guestCacheReads = new Counter({
  name: 'carta_guest_cache_reads_total',
  help: "Guests' public reads at the gateway's cache: hit (kept and fresh), stale (kept, refreshing), miss",
  labelNames: ['result'] as const,
});

/** Bound once: the guests' hot path pays one increment. */
export const guestCacheRead = {
  hit: guestCacheReads.labels('hit'),
  stale: guestCacheReads.labels('stale'),
  miss: guestCacheReads.labels('miss'),
};

/** A call the gateway could not get answered by its service (refused, reset, timed out): answered 502. */
export const upstreamFailures = new Counter({
  name: 'carta_gateway_upstream_failures_total',
  help: 'Calls the gateway could not get answered by a service (answered 502)',
  labelNames: ['service'] as const,
});

const API_ROUTE = `${API_PREFIX}/*`;
const GUEST_READS = `${API_PREFIX}${PUBLIC_ROUTES.restaurants}`;
const GUEST_READS_ROUTE = `${GUEST_READS}/*`;
/** `/api/<segment>/*` per service segment, built once; any other segment is one series. */
const API_ROUTES = new Map(Object.keys(SERVICE_BY_SEGMENT).map((segment) => [segment, `${API_PREFIX}/${segment}/*`]));

/**
 * The route template of a request: Fastify's (`/app/*`, `/healthz`), except the API's catch-all, told apart by
 * service segment (`/api/cities/*`) and with the guests' cached reads on their own (`/api/restaurants/public/*`).
 */
export function routeOf(req: FastifyRequest): string {
  const route = req.routeOptions.url;
  if (route === undefined) return UNMATCHED_ROUTE;
  if (route !== API_ROUTE) return route;
  const { url } = req;
  if (url.startsWith(GUEST_READS)) return GUEST_READS_ROUTE;
  const start = API_PREFIX.length + 1;
  const end = url.slice(start).search(/[/?]/);
  return API_ROUTES.get(url.slice(start, end === -1 ? undefined : start + end)) ?? API_ROUTE;
}

/** Every answer into the HTTP histogram; with tracing on, the server span named after the route. */
export function registerMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    recordRequest(routeOf(req), req.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (!tracingStarted()) return;
  app.addHook('onRequest', (req, _reply, done) => {
    nameServerSpan(req.method, routeOf(req));
    done();
  });
}
