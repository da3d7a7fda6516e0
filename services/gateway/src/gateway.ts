import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { DestinationStream } from 'pino';
import { API_PREFIX, REQUEST_ID_HEADER, isRequestId, isWellEncoded, loggableUrl } from '@carta/contracts';
import { traceLogFields } from '@carta/nest-core/tracing';
import { registerApi } from './api';
import type { GatewayConfig } from './config';
import { errorBody } from './errors';
import { registerDocs } from './docs';
import { GuestCache } from './guest-cache/guest-cache';
import { GuestReader } from './guest-cache/guest-reader';
import { GuestCacheInvalidations } from './guest-cache/invalidations';
import { registerGuestOffline } from './guest-offline';
import { GuestPages } from './guest-pages/guest-pages';
import { registerGuestLive } from './guest-live/guest-live';
import { registerHealth } from './health';
import { registerMetrics } from './metrics';
import { securityHeaders } from './security-headers';
import { registerShortLinks } from './short-links';
import { registerSitemaps } from './sitemap';
import { Upstreams } from './upstreams';
import { registerWeb } from './web';

/** A request whose URL cannot be read (a broken percent-escape): what the services answer to an unreadable body. */
const UNREADABLE = errorBody('ERROR');

export async function createGateway(
  config: GatewayConfig,
  { logStream }: { logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Lines shaped like the services' (nest-core's logger): {service, requestId, method, url, statusCode, ms}.
    logger: {
      level: config.logLevel,
      base: { service: 'gateway' },
      // trace_id and span_id on every line inside a trace, when tracing is on.
      mixin: traceLogFields(),
      ...(logStream && { stream: logStream }),
    },
    // One access line per request (below) instead of Fastify's two: half the logging cost on the guests' hot path.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: (req) => {
      const id = req.headers[REQUEST_ID_HEADER];
      return isRequestId(id) ? id : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // The spec's calls table writes `POST /api/cities/`: every route answers the same with or without the slash.
    routerOptions: { ignoreTrailingSlash: true },
    // While draining (nest-core's drain.ts), a request on a kept-alive connection is served, not refused with a 503.
    return503OnClosing: false,
    // The router refuses a malformed path (`/api/cities/%zz`) before any hook: the spec's body, as the services do.
    frameworkErrors: (_error: FastifyError, _req: FastifyRequest, reply: FastifyReply) =>
      void reply.code(422).send(UNREADABLE),
  });

  // What Fastify itself refuses (an unreadable body on a route that parses one, a body too large…) answers in the
  // contract's shape, like the services: an unreadable body is 422, any other refusal keeps its 4xx.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status === 400 ? 422 : status).send(UNREADABLE);
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(UNREADABLE);
  });

  registerMetrics(app);
  const setSecurityHeaders = securityHeaders(config);
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    setSecurityHeaders(req, reply);
    // A broken escape in the query (`?filter=%zz`) is refused like one in the path.
    if (!isWellEncoded(req.url)) return reply.code(422).send(UNREADABLE);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        url: loggableUrl(req.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  // Browsers on the listed origins may call the API (preflights answered here, 204); any other origin gets no CORS
  // header, so its page cannot read the answer. Tokens travel in Authorization, never in cookies: no credentials.
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    // None listed: CORS off, so answers do not vary by Origin either.
    origin: allowed.size
      ? (origin, done) => done(null, origin !== undefined && allowed.has(origin.toLowerCase()))
      : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', REQUEST_ID_HEADER],
    exposedHeaders: [REQUEST_ID_HEADER, 'ETag'],
    maxAge: 600,
  });

  const upstreams = new Upstreams(config.upstreams);
  upstreams.start();
  app.addHook('onClose', () => upstreams.stop());
  registerHealth(app, upstreams);
  app.get('/', (_req, reply) => reply.redirect('/app/'));

  const cache = new GuestCache(config.guestCache);
  const invalidations = new GuestCacheInvalidations(config.redisUrl, cache, app.log);
  const guestReader = new GuestReader(upstreams, cache, invalidations);
  app.addHook('onClose', () => invalidations.close());
  await invalidations.start();
  await app.register(
    async (api) => {
      registerDocs(api, config, upstreams);
      registerGuestLive(api, cache, guestReader, config.guestLive);
      await registerApi(api, upstreams, cache, guestReader);
    },
    { prefix: API_PREFIX },
  );
  await registerWeb(app, config, new GuestPages(config, guestReader, app.log));
  registerSitemaps(app, config, guestReader);
  registerShortLinks(app, upstreams);
  registerGuestOffline(app, config);
  return app;
}
