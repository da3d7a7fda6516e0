import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@carta/nest-core';

/** SQL for the one-time links (e-mail verification, password reset); ids are stored as sha256 hashes only. */
@Injectable()
export class LinksRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** A fresh verification link replaces the user's older ones. */
  async replaceVerification(userId: string, idHash: Buffer, expiresAt: Date): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM verification_tokens WHERE user_id = $1', [userId]);
      await client.query('INSERT INTO verification_tokens (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        idHash,
        userId,
        expiresAt,
      ]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /** Uses a live verification link: the user becomes verified and every link of theirs is gone. */
  async verify(idHash: Buffer, now: Date): Promise<{ email: string } | null> {
    const { rows } = await this.pool.query<{ email: string }>(
      `WITH used AS (
         DELETE FROM verification_tokens WHERE id_hash = $1 AND expires_at > $2 RETURNING user_id
       ), verified AS (
         UPDATE users SET verified = true, updated_at = now() FROM used WHERE users.id = used.user_id
         RETURNING users.id, users.email
       ), others AS (
         DELETE FROM verification_tokens t USING verified WHERE t.user_id = verified.id AND t.id_hash <> $1
       )
       SELECT email FROM verified`,
      [idHash, now],
    );
    return rows[0] ?? null;
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

  /**
   * In one transaction: uses the link (false if another request used it first), burns the user's other reset
   * links, sets the password and ends older sessions. The mailbox was proven, so the e-mail counts as verified.
   */
  async resetPassword(idHash: Buffer, passwordHash: string, now: Date): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ userId: string }>(
        `UPDATE password_resets SET used_at = $2 WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING user_id AS "userId"`,
        [idHash, now],
      );
      const userId = rows[0]?.userId;
      if (!userId) {
        await client.query('ROLLBACK');
        return false;
      }
      await client.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
        userId,
        now,
      ]);
      await client.query(
        `UPDATE users SET password_hash = $2, sessions_valid_after = $3::timestamptz, verified = true,
           failed_logins = 0, blocked_until = NULL, updated_at = now() WHERE id = $1`,
        [userId, passwordHash, now],
      );
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
}
