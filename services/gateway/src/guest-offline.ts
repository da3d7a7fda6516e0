import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';

/** Where the guest remote's build puts its service worker, beside its manifest (no content hash: a stable name). */
export const GUEST_WORKER_FILE = 'guest-sw.js';
/** Under the guest pages, so the worker's scope is theirs (`/app/guest/`) and no owner or admin screen's. */
export const GUEST_WORKER_PATH = '/app/guest/sw.js';

/** The remote's worker, beside its manifest wherever the remote is deployed (its own origin or ours). */
export function guestWorkerUrl(guestManifestUrl: string): string {
  return `${guestManifestUrl.replace(/[^/]*$/, '')}${GUEST_WORKER_FILE}`;
}

/**
 * `/app/guest/sw.js`: a service worker must come from the pages' origin, under the scope it serves, while its code is
 * the guest remote's, deployed with it. So this one line imports the remote's worker; the browser checks the imported
 * file for changes too, so a new remote deployment updates guests' workers.
 */
export function registerGuestOffline(app: FastifyInstance, config: GatewayConfig): void {
  const body = `importScripts(${JSON.stringify(guestWorkerUrl(config.remotes.guest))});\n`;
  app.get(GUEST_WORKER_PATH, (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(body),
  );
}
