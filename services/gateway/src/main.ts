import './tracing';
import { parseEnv, startFailure } from '@carta/contracts';
import { serveMetrics } from '@carta/nest-core/metrics';
import { stopTracing } from '@carta/nest-core/tracing';
import { gatewayConfig, gatewayEnv } from './config';
import { createGateway } from './gateway';

async function main(): Promise<void> {
  const env = parseEnv('gateway', gatewayEnv, process.env);
  const app = await createGateway(gatewayConfig(env));
  const metrics = await serveMetrics('gateway', env.METRICS_PORT, env.HOST);
  app.addHook('onClose', async () => {
    await metrics?.close();
    await stopTracing();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(startFailure('gateway', error));
  process.exit(1);
});
