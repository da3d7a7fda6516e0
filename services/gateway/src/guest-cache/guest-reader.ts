import type { FastifyRequest } from 'fastify';
import type { ServiceName } from '@carta/contracts';
import { mayResend, type Upstreams } from '../upstreams';
import { served, type Answer, type GuestCache, type Served } from './guest-cache';
import { fetchAnswer } from './guest-reads';
import type { GuestCacheInvalidations } from './invalidations';

/**
 * The one way the gateway serves guests' data (the API's public reads, the rendered pages, the sitemaps): kept in the
 * guest cache while it is subscribed to the edits' announcements; otherwise every read asks the service.
 */
export class GuestReader {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly cache: GuestCache,
    private readonly invalidations: GuestCacheInvalidations,
  ) {}

  /** An answer kept under `key`, made by `load` when missing or stale (a public read, a page's HTML). */
  keep(key: string, load: () => Promise<Answer>): Served | Promise<Served> {
    return this.invalidations.ready ? this.cache.read(key, load) : load().then(served);
  }

  /** A public read by its key, from a ready replica, resent to another one when a replica refuses the connection. */
  read(key: string, req: FastifyRequest, service: ServiceName = 'restaurants'): Served | Promise<Served> {
    const load = async (tried: string[] = []): Promise<Answer> => {
      const base = this.upstreams.pick(service, tried) as string;
      try {
        return await fetchAnswer(`${base}${key}`, req);
      } catch (error) {
        if (!mayResend(error, 'GET') || !this.upstreams.pick(service, [...tried, base])) throw error;
        this.upstreams.refused(base);
        return load([...tried, base]);
      }
    };
    return this.keep(key, () => load());
  }
}
