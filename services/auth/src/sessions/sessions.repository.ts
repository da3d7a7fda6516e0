import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@carta/nest-core';

/** A login's absolute lifetime: refreshes never extend a session past it. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/**
 * Ending one session. Opening a session and reading a live one check the user's row, so they are UsersRepository's;
 * ending all of a user's sessions happens inside its writes (password, role), in the same transaction as the change.
 */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Logout: the session's tokens are refused from now on, by every service. */
  async end(sessionId: string, now: Date): Promise<void> {
    await this.pool.query('UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now]);
  }
}
