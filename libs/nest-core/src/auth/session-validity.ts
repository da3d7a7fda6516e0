import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database';
import { isId } from '@carta/contracts';

/** A user's session state as auth publishes it; null when the user does not exist. */
export interface SessionValidity {
  sessionsValidAfter: Date | null;
}

/**
 * A token is valid when its user still exists and it was issued at or after the instant the user's sessions were
 * last ended (password change or reset, role change), to the millisecond.
 */
export function isSessionValid(issuedAtMs: number, validity: SessionValidity | null): boolean {
  if (!validity) return false;
  if (!validity.sessionsValidAfter) return true;
  return issuedAtMs >= validity.sessionsValidAfter.getTime();
}

/** Reads auth's read-only view `auth_session_validity` (created by auth's migrations for every service). */
@Injectable()
export class SessionValidityRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async find(userId: string): Promise<SessionValidity | null> {
    if (!isId(userId)) return null;
    const { rows } = await this.pool.query<{ sessions_valid_after: Date | null }>(
      'SELECT sessions_valid_after FROM auth_session_validity WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? { sessionsValidAfter: rows[0].sessions_valid_after } : null;
  }
}
