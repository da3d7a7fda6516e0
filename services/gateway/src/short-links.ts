import type { FastifyInstance } from 'fastify';
import { PLACEMENT_CODE_PATTERN, REQUEST_ID_HEADER, SHORT_LINK_ROUTE } from '@carta/contracts';
import { errorBody } from './errors';
import { upstreamFailures } from './metrics';
import type { Upstreams } from './upstreams';

/** What the service's refusals are here; anything else it answers is its failure. */
const PASSED_ON = { 404: 'NOT_FOUND', 429: 'TOO_MANY_REQUESTS' } as const;

/**
 * /q/{code}: a placement's printed QR code. The restaurants service counts the scan and names where the guest goes;
 * its redirect is passed on as it is (never cached: each scan counts). It limits and counts by the guest's address and
 * user agent, so both go with the call (the address overwritten, as in api.ts). A code of the wrong shape never
 * leaves here.
 */
export function registerShortLinks(app: FastifyInstance, upstreams: Upstreams): void {
  app.get<{ Params: { code: string } }>(SHORT_LINK_ROUTE, async (req, reply) => {
    const { code } = req.params;
    if (!PLACEMENT_CODE_PATTERN.test(code)) return reply.code(404).send(errorBody('NOT_FOUND'));
    const base = upstreams.pick('restaurants') as string;
    try {
      const res = await fetch(`${base}/q/${code}`, {
        redirect: 'manual',
        headers: {
          [REQUEST_ID_HEADER]: req.id,
          'x-forwarded-for': req.ip,
          // None is none there too (a bot's), not fetch's own.
          'user-agent': req.headers['user-agent'] ?? '',
        },
        signal: AbortSignal.timeout(10_000),
      });
      const location = res.headers.get('location');
      if (res.status === 302 && location) {
        return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
      }
      const refusal = PASSED_ON[res.status as keyof typeof PASSED_ON];
      if (refusal) return reply.code(res.status).send(errorBody(refusal));
      return reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
    } catch (error) {
      upstreamFailures.labels('restaurants').inc();
      req.log.error({ err: error, service: 'restaurants' }, 'upstream failed');
      return reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
    }
  });
}
