// Boots one real service for a test file: its own database cloned from the migrated template, a fresh RSA key
// pair, the real Nest app listening on a random port. Tests talk HTTP to `url`.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { Client, Pool } from 'pg';
import type { Role, TokenClaims } from '@carta/contracts';
import { createServiceApp } from '@carta/nest-core';
import { databaseUrl, TEST_ENV } from './databases';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  token: string;
}

export interface ServiceUnderTest {
  url: string;
  /** A pool on this test file's own database. */
  db: Pool;
  /** Signs claims with this run's private key (RS256), defaults: role user, iat now, exp in 1 h. */
  signToken(
    claims: Partial<TokenClaims> & { sub: string },
    options?: { algorithm?: jwt.Algorithm; key?: string },
  ): string;
  /** Inserts a user straight into auth's table (this run's database) and returns a token for it. */
  createUser(options?: { role?: Role; email?: string }): Promise<TestUser>;
  /** fetch against the service; a JSON body is serialised and its content type set. */
  request(path: string, init?: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Ends the test unless the environment was prepared by the integration project's global setup. */
function testEnv(): { serverUrl: string; template: string } {
  const serverUrl = process.env[TEST_ENV.serverUrl];
  const template = process.env[TEST_ENV.template];
  if (!serverUrl || !template) throw new Error('run integration tests with `npx jest --selectProjects integration`');
  return { serverUrl, template };
}

async function onServer<T>(serverUrl: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * This test file's own database, cloned from the migrated template; `emptyDatabase`: one nothing was applied to (a
 * first start: the service migrates it as its environment says, e.g. without the demo seeds in production).
 */
export async function cloneTestDatabase(
  name: string,
  emptyDatabase = false,
): Promise<{ serverUrl: string; database: string; dbUrl: string }> {
  const { serverUrl, template } = testEnv();
  const database = `t_${name}_${randomBytes(5).toString('hex')}`;
  const from = emptyDatabase ? '' : ` TEMPLATE ${template}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${database}${from}`));
  return { serverUrl, database, dbUrl: databaseUrl(serverUrl, database) };
}

export function dropTestDatabase(serverUrl: string, database: string): Promise<unknown> {
  return onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
}

/** A fresh RS256 key pair (PEM) for one run. */
export function newKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export function tokenSigner(privateKey: string): ServiceUnderTest['signToken'] {
  return (claims, options = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const iat = claims.iat ?? now;
    const payload = { role: 'user', iat, iatMs: iat * 1000, exp: now + 3600, ...claims };
    return jwt.sign(payload, options.key ?? privateKey, { algorithm: options.algorithm ?? 'RS256' });
  };
}

/** A verified user straight in auth's table; `passwordHash` defaults to one no password matches. */
export async function insertUser(
  db: Pool,
  signToken: ServiceUnderTest['signToken'],
  { role = 'user', email, passwordHash = 'not-a-hash' }: { role?: Role; email?: string; passwordHash?: string } = {},
): Promise<TestUser> {
  const address = email ?? `${role}-${randomUUID()}@test.example`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (name, email, password_hash, role, verified) VALUES ($1, $2, $3, $4, true) RETURNING id`,
    [`Test ${role}`, address, passwordHash, role],
  );
  return { id: rows[0].id, email: address, role, token: signToken({ sub: rows[0].id, role }) };
}

export type TestRequest = { method?: string; body?: unknown; token?: string; headers?: Record<string, string> };

/** fetch against `base`; a JSON body is serialised and its content type set; a JSON answer is parsed. */
export async function requestJson(base: string, path: string, init: TestRequest = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const response = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the raw text is asserted instead
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export async function startServiceForTest(
  AppModule: unknown,
  { name, env = {}, emptyDatabase = false }: { name: string; env?: Record<string, string>; emptyDatabase?: boolean },
): Promise<ServiceUnderTest> {
  const { serverUrl, database, dbUrl } = await cloneTestDatabase(name, emptyDatabase);
  const { publicKey, privateKey } = newKeyPair();
  // Jest gives each test file its own copy of process.env: the service reads its config from here.
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: dbUrl,
    JWT_PUBLIC_KEY: publicKey,
    JWT_PRIVATE_KEY: privateKey,
    // Mails of tests without an SMTP catcher go to a throwaway outbox, not the developer's .data/outbox.
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'carta-outbox-')),
    ...env,
  });
  const db = new Pool({ connectionString: dbUrl, max: 2 });
  let app: Awaited<ReturnType<typeof createServiceApp>> | undefined;
  try {
    app = await createServiceApp(AppModule);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await db.end();
    await dropTestDatabase(serverUrl, database);
    throw error;
  }
  const started = app;
  const { port } = started.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const signToken = tokenSigner(privateKey);

  return {
    url,
    db,
    signToken,
    createUser: (options) => insertUser(db, signToken, options),
    request: (path, init) => requestJson(url, path, init),
    async close() {
      await started.close();
      await db.end();
      await dropTestDatabase(serverUrl, database);
    },
  };
}
