import { generateKeyPairSync } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import type { AuthEnv } from '../config';
import { signingKeys } from './signing-keys';

const pem = (kind: 'rsa' | 'ec') => {
  const { privateKey, publicKey } =
    kind === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const env = (vars: Partial<AuthEnv>) =>
  ({ JWT_NEXT_PUBLIC_KEY: null, JWT_PREVIOUS_PUBLIC_KEY: null, ...vars }) as AuthEnv;

describe('signingKeys', () => {
  const current = pem('rsa');
  const next = pem('rsa');
  const previous = pem('rsa');

  it('publishes the public half of the signing key only, named by its RFC 7638 thumbprint', async () => {
    const keys = await signingKeys(env({ JWT_PRIVATE_KEY: current.privatePem }));
    expect(keys.published.keys).toHaveLength(1);
    const [jwk] = keys.published.keys;
    expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: keys.kid });
    expect(keys.kid).toBe(await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e }));
  });

  it('publishes the next and the previous key after the signing one, each once', async () => {
    const keys = await signingKeys(
      env({
        JWT_PRIVATE_KEY: current.privatePem,
        JWT_NEXT_PUBLIC_KEY: next.publicPem,
        JWT_PREVIOUS_PUBLIC_KEY: previous.publicPem,
      }),
    );
    expect(keys.published.keys.map((key) => key.kid)).toEqual([
      keys.kid,
      (await signingKeys(env({ JWT_PRIVATE_KEY: next.privatePem }))).kid,
      (await signingKeys(env({ JWT_PRIVATE_KEY: previous.privatePem }))).kid,
    ]);
    const same = await signingKeys(
      env({ JWT_PRIVATE_KEY: current.privatePem, JWT_NEXT_PUBLIC_KEY: current.publicPem }),
    );
    expect(same.published.keys).toHaveLength(1);
  });

  it('refuses a key that is not RSA, naming the variable', async () => {
    await expect(signingKeys(env({ JWT_PRIVATE_KEY: pem('ec').privatePem }))).rejects.toThrow(
      /JWT_PRIVATE_KEY: expected an RSA key/,
    );
    await expect(
      signingKeys(env({ JWT_PRIVATE_KEY: current.privatePem, JWT_PREVIOUS_PUBLIC_KEY: pem('ec').publicPem })),
    ).rejects.toThrow(/JWT_PREVIOUS_PUBLIC_KEY: expected an RSA key/);
  });
});
