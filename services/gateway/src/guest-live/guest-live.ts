import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTES, isId, publicChangesPath } from '@carta/contracts';
import { rateLimitClient } from '@carta/nest-core/client-address';
import { errorBody } from '../errors';
import { isPending, type GuestCache, type Served } from '../guest-cache/guest-cache';
import type { GuestReader } from '../guest-cache/guest-reader';
import { guestReadKey } from '../guest-cache/guest-reads';
import { GuestChanges, type GuestLiveLimits } from './guest-changes';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // No proxy on the way may hold the events back to fill a buffer.
  'x-accel-buffering': 'no',
  // One stream, one connection: when the stream ends its connection goes too, not left idle for a reuse to race.
  connection: 'close',
};

/**
 * `GET /api/restaurants/public/{id}/changes` (under /api): the open guest pages of a restaurant hear each change the
 * guest cache hears, as server-sent events; served here, public like the reads it announces. Only for a restaurant
 * guests can see (the guest cache's read of it: an unknown id costs no more than the negative entry), within a place
 * per address and per gateway (`GuestLiveLimits`), each stream for a bounded time.
 */
export function registerGuestLive(
  api: FastifyInstance,
  cache: GuestCache,
  guestReader: GuestReader,
  limits: GuestLiveLimits,
): GuestChanges {
  const changes = new GuestChanges(limits);
  cache.watch((restaurantId) => changes.changed(restaurantId));
  // Before the server closes: an open stream would hold the close forever.
  api.addHook('preClose', async () => changes.close());
  // GET only: a HEAD would hold a place and a connection for an answer without a body.
  api.get<{ Params: { id: string } }>(publicChangesPath(':id'), { exposeHeadRoute: false }, async (req, reply) => {
    const { id } = req.params;
    if (!isId(id)) return reply.code(404).send(errorBody('NOT_FOUND'));
    const stream = reply.raw;
    const refused = changes.take(rateLimitClient(req.ip), stream);
    if (refused === 'address') {
      return reply.code(429).header('retry-after', '60').send(errorBody('TOO_MANY_REQUESTS'));
    }
    if (refused === 'full') {
      return reply.code(503).header('retry-after', '30').send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
    }
    // The guest left (or the stream ended): its place is free.
    stream.once('close', () => changes.end(stream));
    let read: Served;
    try {
      const pending = guestReader.read(guestReadKey(PUBLIC_ROUTES.restaurants, `_id=${id}`), req);
      read = isPending(pending) ? await pending : pending;
    } catch (error) {
      changes.end(stream);
      req.log.error({ err: error, service: 'restaurants' }, 'upstream failed');
      return reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
    }
    if (!read.restaurantIds.includes(id.toLowerCase())) {
      changes.end(stream);
      if (read.status >= 500) return reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
      return reply.code(404).send(errorBody('NOT_FOUND'));
    }
    // Written straight to the answer: a stream piped through would cost about half as much again per guest.
    reply.hijack();
    stream.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...STREAM_HEADERS });
    changes.open(stream, id);
  });
  return changes;
}
