import type { FastifyInstance } from 'fastify';

/** Whatever happens, a process told to stop has exited this long after the signal. */
export const STOP_DEADLINE_MS = 10_000;

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
 * reconnect elsewhere); after `delayMs` the listener closes, in-flight requests finish, idle connections close,
 * `close` releases the rest (pools, Redis, the outbox worker); exit. A process still there after STOP_DEADLINE_MS
 * exits anyway (code 1).
 */
export function drainOnSignals(server: FastifyInstance, close: () => Promise<unknown>, options: DrainOptions): void {
  // At answer time: a request that arrived before the signal is answered with it too.
  server.addHook('onSend', async (_req, reply, payload) => {
    if (draining.has(server)) void reply.header('connection', 'close');
    return payload;
  });
  const stop = (signal: NodeJS.Signals) => {
    if (draining.has(server)) return;
    draining.add(server);
    options.log(`${signal}: draining, readiness fails; closing in ${options.delayMs} ms`);
    setTimeout(() => {
      options.log(`still running ${STOP_DEADLINE_MS} ms after ${signal}: exiting now`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
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
