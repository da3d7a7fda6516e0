import type { FastifyInstance } from 'fastify';
import { SERVICES } from '@carta/contracts';
import type { GatewayConfig } from './config';

/** Liveness of the gateway itself, and readiness: every service answers its own /readyz. */
export function registerHealth(app: FastifyInstance, config: GatewayConfig): void {
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
}
