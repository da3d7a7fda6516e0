import { writeFileSync } from 'node:fs';
import { startGuestBench } from '../guest-stack.mjs';
const bench = await startGuestBench();
writeFileSync('/tmp/probe-stack.json', JSON.stringify({ base: bench.base, menus: bench.menus }));
console.log('ready', JSON.stringify(bench.menus));
process.on('SIGINT', async () => { await bench.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
