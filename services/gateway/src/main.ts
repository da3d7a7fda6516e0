import './tracing';
import { parseEnv, startFailure } from '@carta/contracts';
import { drainOnSignals } from '@carta/nest-core/drain';
import { serveMetrics } from '@carta/nest-core/metrics';
import { stopTracing } from '@carta/nest-core/tracing';
import { gatewayConfig, gatewayEnv } from './config';
import { createGateway } from './gateway';

async function main(): Promise<void> {
  const env = parseEnv('gateway', gatewayEnv, process.env);
  const config = gatewayConfig(env);
  const app = await createGateway(config);
  drainOnSignals(app, () => app.close(), { delayMs: config.drainDelayMs, log: (message) => app.log.info(message) });
  const metrics = await serveMetrics('gateway', env.METRICS_PORT, env.HOST);
  app.addHook('onClose', async () => {
    await metrics?.close();
    await stopTracing();
  });
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(startFailure('gateway', error));
  process.exit(1);
});
