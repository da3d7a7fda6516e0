import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Role } from '@carta/contracts';
import { PG_POOL } from '@carta/nest-core';

/** A login's absolute lifetime: refreshes never extend a session past it. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/** A session that stands, with its user's role now. */
export interface LiveSession {
  id: string;
  userId: string;
  role: Role;
  expiresAt: Date;
}

/** The user as the login checked them: a session opens only if the row is still that. */
export interface CheckedUser {
  id: string;
  email: string;
  role: Role;
  passwordHash: string;
}

/**
 * The sessions table. Ending all of a user's sessions happens inside UsersRepository's writes (password, role), in
 * the same transaction as the change.
 */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Opens a session, unless the user's password, e-mail or role changed since the login read them: FOR SHARE waits
   * for a change under way and then checks the row as it now is, so a login that raced a change that ends sessions
   * gets nothing. The user's dead sessions are removed on the way.
   */
  async open(user: CheckedUser, now: Date): Promise<LiveSession | null> {
    const { rows } = await this.pool.query<LiveSession>(
      `WITH dead AS (
         DELETE FROM sessions WHERE user_id = $1 AND (ended_at IS NOT NULL OR expires_at <= $4)
       )
       INSERT INTO sessions (user_id, created_at, expires_at)
       SELECT id, $4, $5 FROM (
         SELECT id FROM users WHERE id = $1 AND role = $2 AND password_hash = $3 AND email = $6 FOR SHARE
       ) checked
       RETURNING id, user_id AS "userId", $2::text AS role, expires_at AS "expiresAt"`,
      [user.id, user.role, user.passwordHash, now, new Date(now.getTime() + SESSION_LIFETIME_MS), user.email],
    );
    return rows[0] ?? null;
  }

  /** The session if it stands (not ended, not expired, its user exists), with the user's current role. */
  async findLive(sessionId: string, userId: string, now: Date): Promise<LiveSession | null> {
    const { rows } = await this.pool.query<LiveSession>(
      `SELECT s.id, s.user_id AS "userId", u.role, s.expires_at AS "expiresAt"
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = $1 AND s.user_id = $2 AND s.ended_at IS NULL AND s.expires_at > $3`,
      [sessionId, userId, now],
    );
    return rows[0] ?? null;
  }

  /** Logout: the session's tokens are refused from now on, by every service. */
  async end(sessionId: string, now: Date): Promise<void> {
    await this.pool.query('UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now]);
  }
}
