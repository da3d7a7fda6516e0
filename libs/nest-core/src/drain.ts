import type { FastifyInstance } from 'fastify';

/** Whatever happens, a process told to stop has exited this long after the signal. */
export const STOP_DEADLINE_MS = 10_000;

/**
 * How long every answer lets its client keep the connection idle (`Keep-Alive: timeout=5`; Node's own hint would be
 * its idle timeout, 72 s, kept above the ingress's 60 s: nginx ignores the hint). A draining server closes a
 * connection idle since before the signal only once that long has passed, when a client that follows the hint (undici:
 * Node's fetch, the gateway's calls to the services) has let it go, so it never sends on a connection as it closes.
 */
export const KEEP_ALIVE_HINT_S = 5;

/** A connection accepted just before the listener closed: its request is on the way. */
const JUST_ACCEPTED_MS = 1_000;

const draining = new WeakSet<FastifyInstance>();

/** Whether this server was told to stop: its readiness answers 503 (so load balancers take it out). */
export function isDraining(server: FastifyInstance): boolean {
  return draining.has(server);
}

export interface DrainOptions {
  /** How long readiness fails while requests are still served (load balancers notice), before the listener closes. */
  delayMs: number;
  log: (message: string) => void;
}

/**
 * On SIGTERM or SIGINT: readiness fails at once and every answer says `Connection: close` (keep-alive clients
 * reconnect elsewhere); after `delayMs` the listener closes and `close` runs: in-flight requests finish, and the
 * connections idle since before the signal close once their clients have let them go (`KEEP_ALIVE_HINT_S` after the
 * signal; one just accepted gets a second for its request first), never under a request on its way; then `close`
 * releases the rest (pools, Redis, the outbox worker); exit. A process still there after STOP_DEADLINE_MS exits
 * anyway (code 1).
 */
export function drainOnSignals(server: FastifyInstance, close: () => Promise<unknown>, options: DrainOptions): void {
  // At answer time: a request that arrived before the signal is answered with it too.
  server.addHook('onSend', async (_req, reply, payload) => {
    if (draining.has(server)) void reply.header('connection', 'close');
    else void reply.header('keep-alive', `timeout=${KEEP_ALIVE_HINT_S}`);
    return payload;
  });
  const stop = (signal: NodeJS.Signals) => {
    if (draining.has(server)) return;
    draining.add(server);
    const signalledAt = Date.now();
    options.log(`${signal}: draining, readiness fails; closing in ${options.delayMs} ms`);
    setTimeout(() => {
      options.log(`still running ${STOP_DEADLINE_MS} ms after ${signal}: exiting now`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    // Node's `server.close()` closes every idle connection the moment the listener closes, whether or not its client
    // is sending on it right then: here, later.
    const http = server.server;
    const closeIdleConnections = http.closeIdleConnections.bind(http);
    http.closeIdleConnections = () => {
      const wait = Math.max(JUST_ACCEPTED_MS, signalledAt + KEEP_ALIVE_HINT_S * 1000 - Date.now());
      setTimeout(closeIdleConnections, wait).unref();
    };
    const delay = Math.min(options.delayMs, STOP_DEADLINE_MS / 2);
    setTimeout(() => {
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          options.log(`closing failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    }, delay);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}
