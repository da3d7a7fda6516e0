import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type Queryable } from '@carta/nest-core';

/**
 * Live reset links an account may have from /forgot. Beyond it no mail goes, and none is needed: links live one hour,
 * so whoever asked within the hour, the newest mailed link still works.
 */
export const MAX_LIVE_RESETS = 5;

/**
 * SQL for the one-time links' own rows (e-mail verification and change, password reset); ids are stored as sha256
 * hashes only. Using a link changes the user, so that is the users repository's. A new link is written in the
 * transaction (`db`) that queues its mail (MailOutbox.withMails).
 */
@Injectable()
export class LinksRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** A fresh link for the account's own address replaces the older ones (one statement: atomic). */
  async replaceVerification(db: Queryable, userId: string, idHash: Buffer, expiresAt: Date): Promise<void> {
    await db.query(
      `WITH older AS (DELETE FROM verification_tokens WHERE user_id = $2 AND new_email IS NULL)
       INSERT INTO verification_tokens (id_hash, user_id, expires_at) VALUES ($1, $2, $3)`,
      [idHash, userId, expiresAt],
    );
  }

  /** A link that confirms a new address; it replaces the user's pending e-mail change, if any. */
  async replaceEmailChange(
    db: Queryable,
    userId: string,
    idHash: Buffer,
    expiresAt: Date,
    newEmail: string,
  ): Promise<void> {
    await db.query(
      `WITH older AS (DELETE FROM verification_tokens WHERE user_id = $2 AND new_email IS NOT NULL)
       INSERT INTO verification_tokens (id_hash, user_id, expires_at, new_email) VALUES ($1, $2, $3, $4)`,
      [idHash, userId, expiresAt, newEmail],
    );
  }

  /**
   * A reset link, unless the account already has MAX_LIVE_RESETS live ones (false): checked under the user's lock, so
   * `db` must be a transaction.
   */
  async createReset(db: Queryable, userId: string, idHash: Buffer, expiresAt: Date, now: Date): Promise<boolean> {
    await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await db.query<{ live: number }>(
      `SELECT count(*)::int AS live FROM password_resets
       WHERE user_id = $1 AND restore_email IS NULL AND used_at IS NULL AND expires_at > $2`,
      [userId, now],
    );
    if (rows[0].live >= MAX_LIVE_RESETS) return false;
    await db.query('INSERT INTO password_resets (id_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      idHash,
      userId,
      expiresAt,
    ]);
    return true;
  }

  /** A reset link for the old address of an e-mail change: using it also gives the account that address back. */
  async createRestore(
    db: Queryable,
    userId: string,
    idHash: Buffer,
    expiresAt: Date,
    restoreEmail: string,
  ): Promise<void> {
    await db.query(
      'INSERT INTO password_resets (id_hash, user_id, expires_at, restore_email) VALUES ($1, $2, $3, $4)',
      [idHash, userId, expiresAt, restoreEmail],
    );
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
