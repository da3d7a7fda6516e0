import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@carta/nest-core';

/**
 * SQL for the one-time links' own rows (e-mail verification, password reset); ids are stored as sha256 hashes only.
 * Using a link changes the user, so that is the users repository's.
 */
@Injectable()
export class LinksRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** A fresh verification link replaces the user's older ones (one statement: atomic). */
  async replaceVerification(userId: string, idHash: Buffer, expiresAt: Date): Promise<void> {
    await this.pool.query(
      `WITH older AS (DELETE FROM verification_tokens WHERE user_id = $2)
       INSERT INTO verification_tokens (id_hash, user_id, expires_at) VALUES ($1, $2, $3)`,
      [idHash, userId, expiresAt],
    );
  }

  async createReset(userId: string, idHash: Buffer, expiresAt: Date): Promise<void> {
    await this.pool.query('INSERT INTO password_resets (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      idHash,
      userId,
      expiresAt,
    ]);
  }

  /** Whose live reset link this is, or null (unknown, used or expired). */
  async findResetUser(idHash: Buffer, now: Date): Promise<string | null> {
    const { rows } = await this.pool.query<{ userId: string }>(
      'SELECT user_id AS "userId" FROM password_resets WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [idHash, now],
    );
    return rows[0]?.userId ?? null;
  }
}
