// Test keys and access tokens: the valid kind, as auth signs them, and every kind a verifier must refuse.
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { AUTH_KEYS_ROUTE, type Role } from '@carta/contracts';
import { ACCESS_TOKEN } from '@carta/nest-core';

export interface TestKey {
  privateKey: KeyObject;
  privatePem: string;
  publicPem: string;
  /** The public key as auth publishes it. */
  jwk: JWK & { kid: string };
}

/** A fresh RSA key pair, its kid the RFC 7638 thumbprint (as auth names its keys). */
export async function testKey(): Promise<TestKey> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { kty, n, e } = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint({ kty, n, e } as JWK);
  return {
    privateKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    jwk: { kty, n, e, kid, alg: ACCESS_TOKEN.algorithm, use: 'sig' },
  };
}

export interface TokenSubject {
  sub: string;
  sid: string;
  role?: Role;
}

export interface TokenChanges {
  header?: Partial<JWTHeaderParameters>;
  payload?: JWTPayload;
  /** Signs with another key than the subject's. */
  key?: KeyObject | Uint8Array;
}

/** An access token as auth signs it (1 h), unless `changes` say otherwise. */
export function accessToken(key: TestKey, subject: TokenSubject, changes: TokenChanges = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: ACCESS_TOKEN.issuer,
    aud: ACCESS_TOKEN.audience,
    sub: subject.sub,
    sid: subject.sid,
    role: subject.role ?? 'user',
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
    ...changes.payload,
  })
    .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: ACCESS_TOKEN.type, kid: key.jwk.kid, ...changes.header })
    .sign(changes.key ?? key.privateKey);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The payload of a compact JWT, read without checking anything. */
export function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}

/**
 * A token of each kind a verifier must refuse (RFC 8725), made for a subject whose valid token would pass: only the
 * one thing named is wrong in each.
 */
export async function forgedTokens(key: TestKey, subject: TokenSubject): Promise<Record<string, string>> {
  const valid = await accessToken(key, subject);
  const [header, , signature] = valid.split('.');
  const now = Math.floor(Date.now() / 1000);
  const other = await testKey();
  return {
    'alg none': `${base64url({ alg: 'none', typ: ACCESS_TOKEN.type, kid: key.jwk.kid })}.${valid.split('.')[1]}.`,
    'HS256 signed with the public key': await accessToken(key, subject, {
      header: { alg: 'HS256' },
      key: new TextEncoder().encode(key.publicPem),
    }),
    'signed by another key, under the real kid': await accessToken(key, subject, { key: other.privateKey }),
    'an unknown kid': await accessToken(key, subject, { header: { kid: other.jwk.kid }, key: other.privateKey }),
    'no kid': await accessToken(key, subject, { header: { kid: undefined } }),
    'a wrong iss': await accessToken(key, subject, { payload: { iss: 'someone-else' } }),
    'a wrong aud': await accessToken(key, subject, { payload: { aud: 'another-api' } }),
    'a wrong typ (an ID token)': await accessToken(key, subject, { header: { typ: 'JWT' } }),
    'no typ': await accessToken(key, subject, { header: { typ: undefined } }),
    expired: await accessToken(key, subject, { payload: { iat: now - 7200, exp: now - 60 } }),
    'no session id': await accessToken(key, subject, { payload: { sid: undefined } }),
    'a payload edited by the client (role admin)': `${header}.${base64url({ ...payloadOf(valid), role: 'admin' })}.${signature}`,
    'not a JWT': 'garbage',
  };
}

/** What a stand-in for auth publishes at AUTH_KEYS_ROUTE, and how often it was read. */
export interface PublishedKeys {
  keys: JWK[];
  reads: number;
  /** Answers 503, as an auth that is down. */
  failing?: boolean;
}

/** Serves `published` (read afresh on each request) as auth serves its key set; `url` stands for AUTH_URL. */
export async function serveKeys(published: PublishedKeys): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url !== AUTH_KEYS_ROUTE) return void res.writeHead(404).end();
    published.reads += 1;
    if (published.failing) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: published.keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
