import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database';

/**
 * Reads auth's read-only view `auth_session_validity` (created by auth's migrations for every service): the sessions
 * that stand, i.e. neither ended (logout, password, role) nor past their absolute lifetime, of users that exist.
 */
@Injectable()
export class SessionValidityRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async stands(sessionId: string, userId: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM auth_session_validity WHERE session_id = $1 AND user_id = $2 AND expires_at > $3',
      [sessionId, userId, now],
    );
    return rowCount === 1;
  }
}
