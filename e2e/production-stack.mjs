// `NODE_ENV=production npm start` against a PostgreSQL of its own (DATABASE_URL, as an operator gives it), in its own
// process on free ports. Prints "ready <url>" or "failed <message>" on stdout; SIGTERM stops everything.
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCarta } from '../tools/carta.mjs';
import { startEmbeddedPostgres } from '../tools/postgres.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const env = JSON.parse(process.argv[2]);
const dir = mkdtempSync(join(tmpdir(), 'carta-production-'));
// The embedded server runs as the `postgres` user when we are root: it must reach its directory.
chmodSync(dir, 0o755);
const database = await startEmbeddedPostgres({
  dataDir: join(dir, 'postgres'),
  port: await freePort(),
  persistent: false,
  fast: true,
});
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const port = await freePort();
let carta;
try {
  carta = await startCarta({
    port,
    dataDir: join(dir, 'data'),
    quiet: true,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      JWT_PRIVATE_KEY: privateKey,
      JWT_PUBLIC_KEY: publicKey,
      ...env,
    },
  });
  console.log(`ready http://127.0.0.1:${port}`);
} catch (error) {
  console.log(`failed ${JSON.stringify(error.message)}`);
}
const stop = async () => {
  await carta?.stop();
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
if (!carta) await stop();
