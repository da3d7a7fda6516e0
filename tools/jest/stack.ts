// The whole API for a test file: every service on one database cloned from the migrated template, behind the real
// gateway, all on random ports. For tests about the API as a client meets it (access, the API document, fuzzing).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Pool } from 'pg';
import { parseEnv, type ServiceName } from '@carta/contracts';
import { createServiceApp } from '@carta/nest-core';
import { gatewayConfig, gatewayEnv } from '../../services/gateway/src/config';
import { createGateway } from '../../services/gateway/src/gateway';
import {
  cloneTestDatabase,
  dropTestDatabase,
  insertUser,
  requestJson,
  type ServiceUnderTest,
  type TestRequest,
  type TestResponse,
  type TestUser,
} from './service-app';
import { testPool } from './databases';
import { accessToken, testKey } from './tokens';

export interface StackUnderTest {
  /** The gateway; the API is under /api. */
  url: string;
  services: Record<ServiceName, { url: string; app: NestFastifyApplication }>;
  db: Pool;
  signToken: ServiceUnderTest['signToken'];
  createUser(options?: { role?: TestUser['role']; passwordHash?: string }): Promise<TestUser>;
  /** A call through the gateway: `path` is the API's (`/restaurants`), the gateway's /api prefix is added. */
  request(path: string, init?: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

const urlOf = (server: { address(): AddressInfo | string | null }) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** `database`: run on this one (e.g. a restored backup), left in place at close; else a clone of the template. */
export async function startStackForTest(
  modules: Record<ServiceName, unknown>,
  { env = {}, database: given }: { env?: Record<string, string>; database?: { dbUrl: string } } = {},
): Promise<StackUnderTest> {
  const { serverUrl, database, dbUrl } = given
    ? { serverUrl: '', database: '', ...given }
    : await cloneTestDatabase('stack');
  const key = await testKey();
  const staticDir = mkdtempSync(join(tmpdir(), 'carta-stack-static-'));
  mkdirSync(join(staticDir, 'shell'));
  writeFileSync(join(staticDir, 'shell/index.html'), '<title>CARTA ONLINE</title>');
  for (const remote of ['owner', 'guest', 'admin']) mkdirSync(join(staticDir, `mf-${remote}`));
  const settings = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: dbUrl,
    JWT_PRIVATE_KEY: key.privatePem,
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'carta-outbox-')),
    ...env,
  };
  // Jest gives each test file its own copy of process.env: the services read their config from here.
  Object.assign(process.env, settings);
  const db = testPool(dbUrl);
  const apps: NestFastifyApplication[] = [];
  let gateway: FastifyInstance | undefined;
  const close = async () => {
    await gateway?.close();
    for (const app of apps) await app.close();
    await db.end();
    if (!given) await dropTestDatabase(serverUrl, database);
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(settings.OUTBOX_DIR, { recursive: true, force: true });
  };
  try {
    const services = {} as StackUnderTest['services'];
    // Auth first: the others read its published key set at AUTH_URL.
    const names = (Object.keys(modules) as ServiceName[]).sort((a, b) => Number(b === 'auth') - Number(a === 'auth'));
    for (const name of names) {
      const app = await createServiceApp(modules[name]);
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      services[name] = { url: urlOf(app.getHttpServer()), app };
      if (name === 'auth') process.env.AUTH_URL = services.auth.url;
    }
    const checked = parseEnv('gateway', gatewayEnv, {
      ...settings,
      STATIC_DIR: staticDir,
      AUTH_URL: services.auth.url,
      RESTAURANTS_URL: services.restaurants.url,
      ADMIN_URL: services.admin.url,
    });
    gateway = await createGateway(gatewayConfig(checked));
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const url = urlOf(gateway.server);
    const signToken: ServiceUnderTest['signToken'] = (subject, changes) => accessToken(key, subject, changes);
    return {
      url,
      services,
      db,
      signToken,
      createUser: (options) => insertUser(db, signToken, options),
      request: (path, init) => requestJson(`${url}/api`, path, init),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
