import type { FastifyInstance } from 'fastify';
import { SERVICES } from '@carta/contracts';
import { isDraining } from '@carta/nest-core/drain';
import type { Upstreams } from './upstreams';

/**
 * Liveness of the gateway itself, and readiness: not draining (SIGTERM), and some replica of every service answers
 * its own /readyz.
 */
export function registerHealth(app: FastifyInstance, upstreams: Upstreams): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (isDraining(app)) return reply.code(503).send({ status: 'draining' });
    const checks = await Promise.all(
      SERVICES.map(async (name) => {
        const replicas = await Promise.all(upstreams.urls[name].map((url) => upstreams.ready(url)));
        return [name, replicas.some(Boolean)] as const;
      }),
    );
    const ready = checks.every(([, ok]) => ok);
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', services: Object.fromEntries(checks) });
  });
}
