import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import jwt from 'jsonwebtoken';
import {
  API_PREFIX,
  PUBLIC_API_PATHS,
  REQUEST_ID_HEADER,
  SERVICE_BY_SEGMENT,
  SERVICES,
  etagMatches,
  type ErrorBody,
  type ErrorCode,
} from '@carta/contracts';
import { REMOTE_NAMES, type GatewayConfig } from './config';
import {
  cacheKey,
  EdgeCache,
  editedRestaurants,
  isCacheable,
  isGuestRead,
  restaurantIdsIn,
  storedHeaders,
  writeMayHaveChanged,
  type StoredHeaders,
} from './edge-cache';
import { EdgeInvalidations } from './edge-invalidations';
import { preloadLinks } from './preload';

const YEAR = 'public, max-age=31536000, immutable';
const NEVER = 'no-cache, no-store, must-revalidate';
/** Files named by content hash may be cached for a year; everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|webp|svg|jpe?g)$/;

function errorBody(msg: ErrorCode): ErrorBody {
  return { errors: { msg } };
}

function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('Cache-Control', HASHED.test(path) ? YEAR : NEVER);
}

export async function createGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    // Lines shaped like the services' (nest-core's logger): {service, requestId, method, url, statusCode, ms}.
    logger: { level: config.logLevel, base: { service: 'gateway' } },
    // One access line per request (below) instead of Fastify's two: half the logging cost on the guests' hot path.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: (req) => (req.headers[REQUEST_ID_HEADER] as string | undefined) ?? randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const checks = await Promise.all(
      SERVICES.map(async (name) => {
        try {
          const res = await fetch(`${config.upstreams[name]}/readyz`, { signal: AbortSignal.timeout(2000) });
          return [name, res.ok] as const;
        } catch {
          return [name, false] as const;
        }
      }),
    );
    const ready = checks.every(([, ok]) => ok);
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', services: Object.fromEntries(checks) });
  });
  app.get('/', (_req, reply) => reply.redirect('/app/'));

  const cache = new EdgeCache(config.edgeCache);
  const invalidations = new EdgeInvalidations(config.redisUrl, cache, app.log);
  app.addHook('onClose', () => invalidations.close());
  await invalidations.start();
  await app.register(async (api) => registerApi(api, config, cache, invalidations), { prefix: API_PREFIX });
  await app.register(async (web) => registerShell(web, config));
  for (const remote of REMOTE_NAMES) {
    await app.register(async (web) => {
      await web.register(fastifyStatic, {
        root: join(config.staticDir, `mf-${remote}`),
        prefix: `/remotes/${remote}/`,
        preCompressed: true,
        decorateReply: false,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    });
  }
  return app;
}

async function registerShell(web: FastifyInstance, config: GatewayConfig): Promise<void> {
  const root = join(config.staticDir, 'shell');
  // Generated per request from the environment, so moving a remote never needs a shell rebuild.
  web.get('/app/remotes.json', (_req, reply) => reply.header('Cache-Control', NEVER).send(config.remotes));
  web.get('/app/version.json', (_req, reply) => reply.header('Cache-Control', NEVER).send({ version: config.version }));
  web.get('/app/config.json', (_req, reply) =>
    reply
      .header('Cache-Control', NEVER)
      .send({ demoMode: config.demoMode, mapTilesUrl: config.mapTilesUrl, mainHost: config.mainHost }),
  );
  await web.register(fastifyStatic, {
    root,
    prefix: '/app/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
    index: false,
    wildcard: true,
  });
  const sendIndex = (path: string, reply: FastifyReply) =>
    reply
      .header('Cache-Control', NEVER)
      .header('Link', preloadLinks(path, config.remotes.guest))
      .sendFile('index.html', root);
  web.get('/app', (_req, reply) => reply.redirect('/app/'));
  web.get('/app/', (_req, reply) => sendIndex('/app/', reply));
  // Deep links under /app are the single-page app's routes; files that do not exist there are 404s.
  web.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path.startsWith('/app/') && !/\.[a-z0-9]+$/i.test(path)) return sendIndex(path, reply);
    return reply.code(404).send(errorBody('NOT_FOUND'));
  });
}

/** Headers a 304 carries (RFC 9110 §15.4.5): those of the 200 it stands for, minus the body's. */
const NOT_MODIFIED_HEADERS = ['etag', 'cache-control', 'vary', 'expires', 'content-location'];

/** Answers from the cache: 304 when the client holds this ETag, else the very bytes and headers the service sent. */
function sendCached(req: FastifyRequest, reply: FastifyReply, headers: StoredHeaders, body: Buffer, etag?: string) {
  if (etagMatches(req.headers['if-none-match'], etag)) {
    for (const name of ['content-type', 'content-encoding', 'content-length']) reply.removeHeader(name);
    for (const name of NOT_MODIFIED_HEADERS) if (headers[name] !== undefined) void reply.header(name, headers[name]);
    return reply.code(304).send();
  }
  return reply.code(200).headers(headers).send(body);
}

interface UpstreamResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function registerApi(
  api: FastifyInstance,
  config: GatewayConfig,
  cache: EdgeCache,
  invalidations: EdgeInvalidations,
): Promise<void> {
  // undici, not node's http agent: about 1.6× the requests/s through the gateway (bench/guest-api.mjs).
  // The request's one access line says it all; reply-from's own two lines per proxied call would triple it.
  await api.register(replyFrom, {
    disableRequestLogging: true,
    undici: { headersTimeout: 30_000, bodyTimeout: 30_000 },
  });
  // Bodies pass through untouched (JSON, multipart uploads): the services parse and validate them.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  api.all('/*', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.slice(API_PREFIX.length);
    const pathname = path.split('?')[0];
    const segment = pathname.split('/')[1] ?? '';
    // Own keys only: `constructor` or `__proto__` name no service.
    const service = Object.hasOwn(SERVICE_BY_SEGMENT, segment) ? SERVICE_BY_SEGMENT[segment] : undefined;
    if (!service) return reply.code(404).send(errorBody('NOT_FOUND'));
    if (!PUBLIC_API_PATHS.some((pattern) => pattern.test(pathname)) && !hasValidToken(req, config.jwtPublicKey)) {
      return reply.code(401).send(errorBody('UNAUTHORIZED'));
    }
    let cached = req.method === 'GET' && isGuestRead(pathname) && invalidations.ready;
    const key = cached ? cacheKey(req.url, req.headers['accept-encoding']) : '';
    const hit = cached ? cache.get(key) : undefined;
    if (hit) {
      const condition = req.headers['if-none-match'];
      if (!condition || etagMatches(condition, hit.etag))
        return sendCached(req, reply, hit.headers, hit.body, hit.etag);
      // Another representation's tag (the service matches them all) or an old one: the service decides.
      cached = false;
    }
    const ticket = cache.begin();
    const edited = editedRestaurants(req.method, pathname);
    const invalidate = () => edited.forEach((id) => cache.invalidate(id));
    return reply.from(`${config.upstreams[service]}${path}`, {
      rewriteRequestHeaders: (_orig, headers) => {
        const forwarded = { ...headers };
        // A miss asks for the whole body, to keep it; the gateway answers the condition itself.
        if (cached) for (const name of ['if-none-match', 'if-modified-since']) delete forwarded[name];
        // Overwritten, never appended: services rate-limit by this address, so a client must not choose it.
        return { ...forwarded, [REQUEST_ID_HEADER]: req.id, 'x-forwarded-for': req.ip };
      },
      onResponse: (_request, _reply, response) => {
        // reply-from's types miss the upstream answer's status and headers.
        const upstream = response as unknown as UpstreamResponse;
        // Before the answer leaves: the owner's next read must not find the old copy.
        if (edited.length && writeMayHaveChanged(upstream.statusCode)) invalidate();
        if (!cached || !isCacheable(upstream.statusCode, upstream.headers)) return void reply.send(upstream.stream);
        const fill = async () => {
          const body = await readAll(upstream.stream);
          const headers = storedHeaders(upstream.headers);
          const restaurantIds = await restaurantIdsIn(body, headers['content-encoding']);
          cache.store(ticket, key, { headers, body, restaurantIds });
          const etag = headers.etag;
          return sendCached(req, reply, headers, body, Array.isArray(etag) ? etag[0] : etag);
        };
        fill().catch((error: unknown) => {
          req.log.error({ err: error, service }, 'upstream body failed');
          if (!reply.sent) void reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
        });
      },
      onError: (res, { error }) => {
        req.log.error({ err: error, service }, 'upstream failed');
        // The write may have reached the service before the connection failed.
        invalidate();
        void res.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
      },
    });
  });
}

function hasValidToken(req: FastifyRequest, publicKey: string): boolean {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  try {
    jwt.verify(header.slice(7), publicKey, { algorithms: ['RS256'] });
    return true;
  } catch {
    return false;
  }
}
