// The product as the end-to-end tests see it, in its own process: the stack on E2E ports, plus a second
// gateway whose owner remote is dead. Prints "ready" on stdout; SIGTERM stops everything.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnGateway, startCarta } from '../tools/carta.mjs';
import { startFakeGeocoder } from '../tools/fake-geocoder.mjs';

const config = JSON.parse(process.argv[2]);
const dataDir = mkdtempSync(join(tmpdir(), 'carta-e2e-'));
// The embedded server runs as the `postgres` user when we are root: it must reach its directory.
chmodSync(dataDir, 0o755);
// A clock left behind by an interrupted run would skew every menu's availability.
rmSync(config.clockFile, { force: true });
// The owner's address search asks this stand-in, never a real geocoder.
const geocoder = await startFakeGeocoder();
const carta = await startCarta({
  port: config.port,
  dataDir,
  pgPort: config.pgPort,
  servicePortBase: config.servicePortBase,
  quiet: true,
  env: {
    SMTP_URL: `smtp://127.0.0.1:${config.smtpPort}`,
    // Mails go out through the outbox, woken by each commit; a short poll and first retry besides.
    MAIL_OUTBOX_POLL_MS: '250',
    MAIL_RETRY_BASE_MS: '500',
    PUBLIC_URL: config.baseUrl,
    LOG_LEVEL: 'warn',
    // Every browser in these tests shares one address; the per-IP limit itself is covered by integration tests.
    AUTH_RATE_LIMIT_PER_MINUTE: '200',
    // Test-only: the services read "now" from this file when it exists (menu availability tests).
    CARTA_CLOCK_FILE: config.clockFile,
    GEOCODER_URL: geocoder.url,
    // Guests' events reach the owner's insights within a second (e2e/insights.spec.ts); every browser shares one address.
    INSIGHTS_FLUSH_MS: '500',
    INSIGHTS_EVENTS_PER_MINUTE: '2000',
  },
});
const deadOwner = spawnGateway(
  {
    ...carta.env,
    PORT: String(config.deadOwnerPort),
    // The first gateway's metrics port is taken; this one needs none.
    METRICS_PORT: '0',
    REMOTE_OWNER_URL: 'http://127.0.0.1:9/remotes/owner/mf-manifest.json',
  },
  { quiet: true },
);
process.once('SIGTERM', async () => {
  deadOwner.kill('SIGTERM');
  await carta.stop();
  await geocoder.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
console.log('ready');
