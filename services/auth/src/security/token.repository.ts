import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import type { Role } from '@carta/contracts';
import { ACCESS_TOKEN } from '@carta/nest-core';
import { SIGNING_KEYS, type SigningKeys } from './signing-keys';

/** A token's lifetime: longer than the client's refresh window (TOKEN_REFRESH_MINUTES), so refresh can happen. */
export const TOKEN_TTL_MS = 2 * 24 * 60 * 60_000;

/** What a token is issued for: a session that stands, and the user's role now. */
export interface TokenSubject {
  userId: string;
  role: Role;
  sessionId: string;
  /** The session's end: no token outlives it. */
  sessionExpiresAt: Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

@Injectable()
export class TokenRepository {
  constructor(@Inject(SIGNING_KEYS) private readonly keys: SigningKeys) {}

  /** An access token (RFC 9068): header {alg RS256, typ at+jwt, kid}, claims {iss, aud, sub, sid, role, iat, exp, jti}. */
  sign(subject: TokenSubject, now: Date): Promise<string> {
    const expiresAt = Math.min(now.getTime() + TOKEN_TTL_MS, subject.sessionExpiresAt.getTime());
    return new SignJWT({ sid: subject.sessionId, role: subject.role })
      .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: ACCESS_TOKEN.type, kid: this.keys.kid })
      .setIssuer(ACCESS_TOKEN.issuer)
      .setAudience(ACCESS_TOKEN.audience)
      .setSubject(subject.userId)
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(new Date(expiresAt)))
      .setJti(randomUUID())
      .sign(this.keys.privateKey);
  }
}
