import type { FastifyInstance } from 'fastify';
import { isId, publicChangesPath } from '@carta/contracts';
import { errorBody } from '../errors';
import type { GuestCache } from '../guest-cache/guest-cache';
import { GuestChanges } from './guest-changes';

/** Streams one gateway holds at most (about 14 KB each, measured by bench/guest-live.mjs). */
const MAX_STREAMS = 20_000;

/**
 * `GET /api/restaurants/public/{id}/changes` (under /api): the open guest pages of a restaurant hear each change the
 * guest cache hears, as server-sent events; served here, public like the reads it announces.
 */
export function registerGuestLive(api: FastifyInstance, cache: GuestCache): GuestChanges {
  const changes = new GuestChanges(MAX_STREAMS);
  cache.watch((restaurantId) => changes.changed(restaurantId));
  // Before the server closes: an open stream would hold the close forever.
  api.addHook('preClose', async () => changes.close());
  api.get<{ Params: { id: string } }>(publicChangesPath(':id'), (req, reply) => {
    const { id } = req.params;
    if (!isId(id)) return reply.code(404).send(errorBody('NOT_FOUND'));
    const stream = changes.subscribe(id);
    if (!stream) return reply.code(503).header('retry-after', '30').send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
    req.raw.on('close', () => changes.unsubscribe(id, stream));
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        // No proxy on the way may hold the events back to fill a buffer.
        .header('x-accel-buffering', 'no')
        .send(stream)
    );
  });
  return changes;
}
