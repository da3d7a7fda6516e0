import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, createLocalJWKSet, exportJWK, type JSONWebKeySet, type JWK } from 'jose';
import { ACCESS_TOKEN, type TokenKeys } from '@carta/nest-core';
import type { AuthEnv } from '../config';

/** The key that signs, and the key set auth publishes (AUTH_KEYS_ROUTE) for every verifier. */
export interface SigningKeys {
  kid: string;
  privateKey: KeyObject;
  /** The signing key first, then the next and the previous while a rotation runs. */
  published: JSONWebKeySet;
}

/** Injection token of auth's SigningKeys. */
export const SIGNING_KEYS = Symbol('SIGNING_KEYS');

/** A public key as published: its `kid` is its RFC 7638 thumbprint, so no key id needs configuring. */
async function publicJwk(key: KeyObject, variable: string): Promise<JWK> {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${variable}: expected an RSA key (${ACCESS_TOKEN.algorithm})`);
  const { kty, n, e } = await exportJWK(key);
  const jwk = { kty, n, e } as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: ACCESS_TOKEN.algorithm, use: 'sig' };
}

export async function signingKeys(env: AuthEnv): Promise<SigningKeys> {
  const privateKey = createPrivateKey(env.JWT_PRIVATE_KEY);
  const current = await publicJwk(createPublicKey(privateKey), 'JWT_PRIVATE_KEY');
  const keys = [current];
  for (const variable of ['JWT_NEXT_PUBLIC_KEY', 'JWT_PREVIOUS_PUBLIC_KEY'] as const) {
    const pem = env[variable];
    if (!pem) continue;
    const jwk = await publicJwk(createPublicKey(pem), variable);
    if (!keys.some((key) => key.kid === jwk.kid)) keys.push(jwk);
  }
  return { kid: current.kid as string, privateKey, published: { keys } };
}

/** Auth checks tokens with the very keys it publishes, without asking itself over HTTP. */
export async function ownTokenKeys(env: AuthEnv): Promise<TokenKeys> {
  return createLocalJWKSet((await signingKeys(env)).published);
}
