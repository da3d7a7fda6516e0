// Integration tests: one PostgreSQL for the run (embedded unless DATABASE_URL), one template database with every
// service's migrations; each test file clones it (see service-app.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { SERVICES, type ServiceName } from '@carta/contracts';
import { migrate } from '../../libs/nest-core/src/database/migrator';
import { serviceDatabaseUrl, setUpServiceRoles } from '../../libs/nest-core/src/database/roles';
import { databaseUrl, ROOT, servicesWithMigrations, TEST_ENV } from './databases';

interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

declare global {
  var __cartaTestTeardown: (() => Promise<void>) | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// tools/postgres.mjs is an ES module: load it natively, not through the CommonJS transform.
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<{
  startEmbeddedPostgres: (options: {
    dataDir: string;
    port: number;
    persistent: boolean;
    fast: boolean;
  }) => Promise<EmbeddedServer>;
}>;

export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    const { startEmbeddedPostgres } = await importEsm(join(ROOT, 'tools/postgres.mjs'));
    const server = await startEmbeddedPostgres({
      dataDir: mkdtempSync(join(tmpdir(), 'carta-jest-pg-')),
      port: await freePort(),
      persistent: false,
      fast: true,
    });
    serverUrl = server.url;
    stopServer = server.stop;
  }
  const template = `carta_template_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  // As in production: each service migrates as its own role, so it owns its tables (tests connect as the admin).
  const templateUrl = databaseUrl(serverUrl, template);
  const rolePasswords = Object.fromEntries(
    SERVICES.map((service) => [service, randomBytes(12).toString('hex')]),
  ) as Record<ServiceName, string>;
  const setup = new Client({ connectionString: templateUrl });
  await setup.connect();
  try {
    await setUpServiceRoles(setup, rolePasswords);
  } finally {
    await setup.end();
  }
  for (const service of servicesWithMigrations()) {
    const url = serviceDatabaseUrl(templateUrl, service, rolePasswords[service]);
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      await migrate(pool, { service, dir: join(ROOT, 'services', service, 'migrations'), demoData: true });
    } finally {
      await pool.end();
    }
  }

  process.env[TEST_ENV.serverUrl] = serverUrl;
  process.env[TEST_ENV.template] = template;
  process.env[TEST_ENV.rolePasswords] = JSON.stringify(rolePasswords);
  const url = serverUrl;
  globalThis.__cartaTestTeardown = async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.end();
    await stopServer();
  };
}
