// Boots one real service for a test file: its own database cloned from the migrated template, a fresh RSA key
// pair published as auth publishes it, the real Nest app listening on a random port. Tests talk HTTP to `url`.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import type { Role } from '@carta/contracts';
import { createServiceApp } from '@carta/nest-core';
import { databaseUrl, onServer, TEST_ENV, testPool } from './databases';
import {
  accessToken,
  serveKeys,
  testKey,
  type PublishedKeys,
  type TestKey,
  type TokenChanges,
  type TokenSubject,
} from './tokens';

/** How long a test's app is given to close before its remaining connections are cut (a stop deadline's job). */
const STOP_GRACE_MS = 2000;

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  /** Its session (opened as a login would) and a token of it. */
  sid: string;
  token: string;
}

export interface ServiceUnderTest {
  url: string;
  /** A pool on this test file's own database. */
  db: Pool;
  /** This run's signing key: JWT_PRIVATE_KEY of auth, the key published at AUTH_URL for the other services. */
  key: TestKey;
  /** The key set served at AUTH_URL (this run's key at first); a test may change it (key rotation). */
  publishedKeys: PublishedKeys;
  /** An access token as auth signs it, with this run's key unless `changes` say otherwise. */
  signToken(subject: TokenSubject, changes?: TokenChanges): Promise<string>;
  /** Inserts a user straight into auth's table (this run's database), opens a session and returns a token of it. */
  createUser(options?: { role?: Role; email?: string; passwordHash?: string }): Promise<TestUser>;
  /** Stops the app and starts it again on the same database, with these variables changed (a redeploy). */
  restart(env: Record<string, string>): Promise<void>;
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

/**
 * A verified user straight in auth's table with a session opened as a login would, and a token of it;
 * `passwordHash` defaults to one no password matches.
 */
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
  const { id } = rows[0];
  const sid = await openSession(db, id);
  return { id, email: address, role, sid, token: await signToken({ sub: id, sid, role }) };
}

/** A session of `userId` opened as a login would (30 days); returns its id, the tokens' `sid`. */
export async function openSession(db: Pool, userId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sessions (user_id, created_at, expires_at) VALUES ($1, now(), now() + interval '30 days') RETURNING id`,
    [userId],
  );
  return rows[0].id;
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
  const key = await testKey();
  const publishedKeys: PublishedKeys = { keys: [key.jwk], reads: 0 };
  const keyServer = await serveKeys(publishedKeys);
  const authUrl = keyServer.url;
  // Jest gives each test file its own copy of process.env: the service reads its config from here.
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: dbUrl,
    JWT_PRIVATE_KEY: key.privatePem,
    AUTH_URL: authUrl,
    // Mails of tests without an SMTP catcher go to a throwaway outbox, not the developer's .data/outbox.
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'carta-outbox-')),
    // The outbox worker is woken by each commit; its poll and retries short, so a test waits little for a retry.
    MAIL_OUTBOX_POLL_MS: '200',
    MAIL_RETRY_BASE_MS: '300',
    ...env,
  });
  const db = testPool(dbUrl);
  const dropAll = async () => {
    await db.end();
    await keyServer.close();
    await dropTestDatabase(serverUrl, database);
  };
  let app: Awaited<ReturnType<typeof createServiceApp>> | undefined;
  /**
   * Closes the app as a deployment stops it: in-flight requests may finish, but a connection still open after
   * STOP_GRACE_MS is cut, as the process's own stop deadline would (a client that left mid-request can leave its
   * connection open server-side until Node's 60 s header timeout).
   */
  const closeApp = async () => {
    if (!app) return;
    const http = app.getHttpServer();
    const cut = setTimeout(() => http.closeAllConnections(), STOP_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
  };
  const listen = async () => {
    app = await createServiceApp(AppModule);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.getHttpServer().address() as AddressInfo).port;
  };
  let port: number;
  try {
    port = await listen();
  } catch (error) {
    await closeApp();
    await dropAll();
    throw error;
  }
  const url = () => `http://127.0.0.1:${port}`;
  const signToken: ServiceUnderTest['signToken'] = (subject, changes) => accessToken(key, subject, changes);

  return {
    get url() {
      return url();
    },
    db,
    key,
    publishedKeys,
    signToken,
    createUser: (options) => insertUser(db, signToken, options),
    async restart(changed) {
      await closeApp();
      Object.assign(process.env, changed);
      port = await listen();
    },
    request: (path, init) => requestJson(url(), path, init),
    async close() {
      await closeApp();
      await dropAll();
    },
  };
}
