// `npm start`: build what is not built (Nx cache), then run the whole product until Ctrl-C (or SIGTERM).
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEFAULT_PORT, root, startCarta } from './carta.mjs';

const started = Date.now();
let carta;
const starting = new AbortController();
// From the start: a signal while the product is still starting stops what has started (the processes would
// otherwise outlive this one, holding their ports).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (starting.signal.aborted) return;
    starting.abort();
    if (!carta) return;
    await carta.stop();
    process.exit(0);
  });
}
execSync('npx nx run-many -t build --output-style=static', {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
});
try {
  // PORT is the gateway's, checked by the same rule (the built @carta/contracts) before anything starts.
  const require = createRequire(import.meta.url);
  const { z } = require('zod');
  const { envRule, parseEnv, withDefault } = require(join(root, 'dist/node/libs/contracts/src/index.js'));
  const { PORT } = parseEnv('npm start', z.object({ PORT: withDefault(envRule.port, DEFAULT_PORT) }), process.env);
  carta = await startCarta({ port: PORT, signal: starting.signal });
  // Up in the same instant as a signal: the handler found no product to stop.
  if (starting.signal.aborted) {
    await carta.stop();
    process.exit(0);
  }
} catch (error) {
  if (starting.signal.aborted) process.exit(0);
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
console.log(
  `\nCarta is up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${carta.url}/app/  (Ctrl-C stops everything)\n`,
);
