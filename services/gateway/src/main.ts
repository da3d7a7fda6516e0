import { parseEnv, startFailure } from '@carta/contracts';
import { drainOnSignals } from '@carta/nest-core/drain';
import { gatewayConfig, gatewayEnv } from './config';
import { createGateway } from './gateway';

async function main(): Promise<void> {
  const env = parseEnv('gateway', gatewayEnv, process.env);
  const config = gatewayConfig(env);
  const app = await createGateway(config);
  drainOnSignals(app, () => app.close(), { delayMs: config.drainDelayMs, log: (message) => app.log.info(message) });
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(startFailure('gateway', error));
  process.exit(1);
});
