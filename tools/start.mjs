// `npm start`: build what is not built (Nx cache), then run the whole product until Ctrl-C.
import { execSync } from 'node:child_process';
import { root, startCarta } from './carta.mjs';

const started = Date.now();
execSync('npx nx run-many -t build --output-style=static', {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
});
const carta = await startCarta({ port: Number(process.env.PORT ?? 8080) });
console.log(
  `\nCarta is up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${carta.url}/app/  (Ctrl-C stops everything)\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await carta.stop();
    process.exit(0);
  });
}
