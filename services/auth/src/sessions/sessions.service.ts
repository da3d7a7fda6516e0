import { Inject, Injectable } from '@nestjs/common';
import type { JSONWebKeySet } from 'jose';
import type { TokenClaims } from '@carta/contracts';
import { AppException, ClockRepository } from '@carta/nest-core';
import { SIGNING_KEYS, type SigningKeys } from '../security/signing-keys';
import { TokenRepository } from '../security/token.repository';
import type { CheckedUser, LiveSession } from '../users/user.row';
import { UsersRepository } from '../users/users.repository';
import { SESSION_LIFETIME_MS, SessionsRepository } from './sessions.repository';

/** Sessions and their tokens: a login opens one, a refresh re-signs it, a logout ends it. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly tokens: TokenRepository,
    private readonly clock: ClockRepository,
    @Inject(SIGNING_KEYS) private readonly keys: SigningKeys,
  ) {}

  /** A new session's first token; null when the user's password or role changed since they were checked. */
  async open(user: CheckedUser): Promise<string | null> {
    const now = this.clock.now();
    const session = await this.users.openSession(user, now, new Date(now.getTime() + SESSION_LIFETIME_MS));
    return session && this.sign(session, now);
  }

  /** A fresh token of the caller's session, with the user's role now; never past the session's end. */
  async refresh(claims: TokenClaims): Promise<string> {
    const now = this.clock.now();
    const session = await this.users.findLiveSession(claims.sid, claims.sub, now);
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
