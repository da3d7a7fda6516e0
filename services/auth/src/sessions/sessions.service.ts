import { Inject, Injectable } from '@nestjs/common';
import type { JSONWebKeySet } from 'jose';
import type { TokenClaims } from '@carta/contracts';
import { AppException, ClockRepository } from '@carta/nest-core';
import { SIGNING_KEYS, type SigningKeys } from '../security/signing-keys';
import { TokenRepository } from '../security/token.repository';
import { SessionsRepository, type CheckedUser, type LiveSession } from './sessions.repository';

/** Sessions and their tokens: a login opens one, a refresh re-signs it, a logout ends it. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly tokens: TokenRepository,
    private readonly clock: ClockRepository,
    @Inject(SIGNING_KEYS) private readonly keys: SigningKeys,
  ) {}

  /** A new session's first token; null when the user's password or role changed since they were checked. */
  async open(user: CheckedUser): Promise<string | null> {
    const now = this.clock.now();
    const session = await this.sessions.open(user, now);
    return session && this.sign(session, now);
  }

  /** A fresh token of the caller's session, with the user's role now; never past the session's end. */
  async refresh(claims: TokenClaims): Promise<string> {
    const now = this.clock.now();
    const session = await this.sessions.findLive(claims.sid, claims.sub, now);
    if (!session) throw new AppException('UNAUTHORIZED');
    return this.sign(session, now);
  }

  async end(claims: TokenClaims): Promise<void> {
    await this.sessions.end(claims.sid, this.clock.now());
  }

  publishedKeys(): JSONWebKeySet {
    return this.keys.published;
  }

  private sign(session: LiveSession, now: Date): Promise<string> {
    return this.tokens.sign(
      { userId: session.userId, role: session.role, sessionId: session.id, sessionExpiresAt: session.expiresAt },
      now,
    );
  }
}
