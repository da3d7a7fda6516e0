import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import {
  remoteTokenKeys,
  TokenKeysUnavailable,
  verifyAccessToken,
  type TokenKeys,
} from '@carta/nest-core/access-token';
import {
  API_PREFIX,
  GUEST_CACHE_INVALIDATES_HEADER,
  GUEST_CACHE_TAGS_HEADER,
  PUBLIC_API_PATHS,
  isId,
  REQUEST_ID_HEADER,
  SERVICE_BY_SEGMENT,
} from '@carta/contracts';
import { errorBody } from './errors';
import { upstreamFailures } from './metrics';
import { isPending, type GuestCache } from './guest-cache/guest-cache';
import { guestReadKey, isGuestRead, restaurantIdsIn, sendServed } from './guest-cache/guest-reads';
import type { GuestReader } from './guest-cache/guest-reader';
import { HOP_BY_HOP, mayHaveArrived, mayResend, type Upstreams } from './upstreams';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * A client's headers a service never gets: the connection's own (reply-from drops `Connection` and the headers it
 * names, not the others), `Expect` (Node answered the client's `100-continue` already, and undici refuses to send
 * it), and the trace context, the gateway's to write (its instrumentation adds its own: a client's would be a second).
 */
const NOT_FORWARDED = new Set([...HOP_BY_HOP, 'expect', 'traceparent', 'tracestate']);

/** The restaurant a token holder's write to the restaurants service names (every write guests see is under /restaurants/{id}). */
function restaurantWritten(pathname: string): string | undefined {
  return pathname.split('/').find((segment) => isId(segment));
}

/**
 * `.` and `..` segments, plain or escaped, and backslashes (which URL parsers read as `/`): the proxy's URL parser
 * would resolve them into another route than the one checked here. In the query they are data and pass untouched.
 */
function hasDotSegment(pathname: string): boolean {
  return pathname
    .replace(/%2e/gi, '.')
    .split(/[/\\]/)
    .some((segment) => segment === '.' || segment === '..');
}

/**
 * The token's signature and claims (algorithm, kid, typ, iss, aud, expiry), as every service checks them; whether its
 * session stands is the services' question. Throws TokenKeysUnavailable.
 */
async function hasValidToken(req: FastifyRequest, keys: TokenKeys): Promise<boolean> {
  const match = /^Bearer ([^\s]+)$/.exec(req.headers.authorization ?? '');
  return Boolean(match && (await verifyAccessToken(match[1], keys)));
}

/**
 * /api/*: routed by the first path segment to its service, protected calls refused without a valid token, guests'
 * public reads answered from the guest cache, every other call proxied as is.
 */
export async function registerApi(
  api: FastifyInstance,
  upstreams: Upstreams,
  cache: GuestCache,
  guestReader: GuestReader,
): Promise<void> {
  // The key set auth publishes, read from auth itself, cached.
  const tokenKeys = remoteTokenKeys(upstreams.first('auth'));
  // undici, not node's http agent: about 1.6× the requests/s through the gateway (bench/guest-api.mjs).
  // The request's one access line says it all; reply-from's own two lines per proxied call would triple it.
  await api.register(replyFrom, {
    disableRequestLogging: true,
    undici: { headersTimeout: 30_000, bodyTimeout: 30_000 },
  });
  // Bodies pass through untouched (JSON, multipart uploads): the services parse and validate them. A JSON body is
  // kept whole (small), so a call a replica refused can go to another one; an upload streams through.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  api.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  /**
   * The service's answer passes through, minus the guest cache's headers, which it obeys first, and minus its
   * connection's own (a draining service's `Connection: close` is not the guest's connection's).
   */
  const obeyCacheHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders => {
    const { [GUEST_CACHE_INVALIDATES_HEADER]: invalidated, [GUEST_CACHE_TAGS_HEADER]: _tags, ...passed } = headers;
    // Before the answer leaves: the owner's next read must not find the old copy.
    for (const id of restaurantIdsIn(invalidated)) cache.invalidate(id);
    for (const name of HOP_BY_HOP) delete passed[name];
    return passed;
  };

  api.all('/*', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.slice(API_PREFIX.length);
    const [rawPathname, query = ''] = path.split(/\?(.*)/s);
    if (hasDotSegment(rawPathname)) return reply.code(404).send(errorBody('NOT_FOUND'));
    // The router ignores a trailing slash: so do the public paths and the guest cache.
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/$/, '') : rawPathname;
    const segment = pathname.split('/')[1] ?? '';
    // Own keys only: `constructor` or `__proto__` name no service.
    const service = Object.hasOwn(SERVICE_BY_SEGMENT, segment) ? SERVICE_BY_SEGMENT[segment] : undefined;
    if (!service) return reply.code(404).send(errorBody('NOT_FOUND'));
    // What a CORS preflight did not already answer: no service answers OPTIONS.
    if (req.method === 'OPTIONS') return reply.code(204).send();
    const isPublic = PUBLIC_API_PATHS.some((pattern) => pattern.test(pathname));
    if (!isPublic) {
      const valid = await hasValidToken(req, tokenKeys).catch((error: unknown) => {
        if (!(error instanceof TokenKeysUnavailable)) throw error;
        req.log.error({ err: error.cause }, error.message);
        return null;
      });
      if (valid === null) return reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
      if (!valid) return reply.code(401).send(errorBody('UNAUTHORIZED'));
    }
    if (req.method === 'GET' && isGuestRead(pathname)) {
      const failed = (error: unknown) => {
        upstreamFailures.labels(service).inc();
        req.log.error({ err: error, service }, 'upstream failed');
        return reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
      };
      // Every spelling of one read (ids' case, parameters' order, a trailing slash, a query the route ignores) is
      // one key, and the service is asked exactly that: a guest cannot multiply the entries.
      const key = guestReadKey(pathname, query);
      const answer = guestReader.read(key, req, service);
      // A kept answer goes out at once; the rest once the service has answered.
      if (!isPending(answer)) return sendServed(req, reply, answer);
      return answer.then((fresh) => sendServed(req, reply, fresh)).catch(failed);
    }
    // The path only: reply-from appends the request's query as it came, where `..` is data (it refuses `..`
    // anywhere in the URL it is given, query included).
    const proxy = (tried: string[]): FastifyReply => {
      const base = upstreams.pick(service, tried) as string;
      // A JSON body arrives as its text (kept for a resend): sent as it came, not encoded again.
      const text = typeof req.body === 'string' && !READS.has(req.method) ? req.body : undefined;
      return reply.from(`${base}${rawPathname}`, {
        ...(text !== undefined && { body: text, contentType: req.headers['content-type'] }),
        // Overwritten, never appended: services rate-limit by this address, so a client must not choose it.
        rewriteRequestHeaders: (_orig, headers) => ({
          ...Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.has(name))),
          [REQUEST_ID_HEADER]: req.id,
          'x-forwarded-for': req.ip,
        }),
        rewriteHeaders: obeyCacheHeaders,
        onError: (res, { error }) => {
          // Refused: nothing was sent, so any call may go to another replica (a streamed upload cannot be resent).
          const resendable = req.body === undefined || typeof req.body === 'string';
          if (mayResend(error, req.method) && resendable && upstreams.pick(service, [...tried, base])) {
            upstreams.refused(base);
            return void proxy([...tried, base]);
          }
          upstreamFailures.labels(service).inc();
          req.log.error({ err: error, service }, 'upstream failed');
          // A write that may have reached the service, whose answer naming what it changed is lost: the restaurant
          // its path names changes for guests (with Redis the service's announcement says so too). Nothing else: a
          // guest's call (a beacon, a login) changes no guest data, and one failed call never empties the cache.
          const written = !READS.has(req.method) && !isPublic && service === 'restaurants' && mayHaveArrived(error);
          const restaurantId = written ? restaurantWritten(rawPathname) : undefined;
          if (restaurantId) cache.invalidate(restaurantId);
          void res.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
        },
      });
    };
    return proxy([]);
  });
}
