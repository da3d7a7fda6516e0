import { loadConfig } from './config';
import { createGateway } from './gateway';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createGateway(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
