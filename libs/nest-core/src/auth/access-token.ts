// The access token's rules, in one place for its signer (auth) and every verifier (the services' guard, the gateway).
// Plain jose, no Nest: the gateway imports it as `@carta/nest-core/access-token`.
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AUTH_KEYS_ROUTE, isId, ROLES, type TokenClaims } from '@carta/contracts';

/** What every access token says and every verifier checks (RFC 8725, RFC 9068). */
export const ACCESS_TOKEN = {
  algorithm: 'RS256',
  /** The header's `typ`: an access token, never an ID token or another JWT signed with the same key. */
  type: 'at+jwt',
  issuer: 'carta-auth',
  audience: 'carta-api',
} as const;

/** Finds the public key of a token's `kid`. */
export type TokenKeys = JWTVerifyGetKey;

/** Auth's key set could not be read: no token can be judged, so the answer is a 502, never a 401 (a logout). */
export class TokenKeysUnavailable extends Error {
  constructor(cause: unknown) {
    super('the token keys could not be read from auth', { cause });
    this.name = 'TokenKeysUnavailable';
  }
}

/**
 * Auth's published key set, cached: read again after 10 minutes, or at once for a `kid` it does not list, but at most
 * every 30 s (a flood of made-up kids costs auth one read per 30 s).
 */
export function remoteTokenKeys(authUrl: string): TokenKeys {
  const keySet = createRemoteJWKSet(new URL(AUTH_KEYS_ROUTE, authUrl), {
    cacheMaxAge: 10 * 60_000,
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  });
  return async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new TokenKeysUnavailable(error);
    }
  };
}

/** A `kid` is required: a key set holds several keys while they rotate. */
function requiringKid(keys: TokenKeys): TokenKeys {
  return (header, token) => {
    if (typeof header.kid !== 'string' || !header.kid) throw new errors.JWSInvalid('kid missing');
    return keys(header, token);
  };
}

/**
 * The claims of a valid access token, or null when it is not one (signature, algorithm, kid, typ, iss, aud, expiry,
 * claims' shape). Whether its session still stands is the caller's question. Throws TokenKeysUnavailable.
 */
export async function verifyAccessToken(token: string, keys: TokenKeys, now?: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, requiringKid(keys), {
      algorithms: [ACCESS_TOKEN.algorithm],
      typ: ACCESS_TOKEN.type,
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      requiredClaims: ['sub', 'sid', 'role', 'iat', 'exp', 'jti'],
      currentDate: now,
    });
    const { sub, sid, role, iat, exp } = payload;
    if (typeof sub !== 'string' || !isId(sub) || typeof sid !== 'string' || !isId(sid)) return null;
    if (!(ROLES as readonly unknown[]).includes(role) || typeof iat !== 'number' || typeof exp !== 'number')
      return null;
    return { sub, sid, role: role as TokenClaims['role'], iat, exp };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
