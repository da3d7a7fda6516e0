import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  AppException,
  inTransaction,
  insertValues,
  onUniqueViolation,
  PG_POOL,
  selectPage,
  toColumns,
  updateSet,
  type ListPlan,
  type Page,
  type Queryable,
} from '@carta/nest-core';
import type { GuardedWrite, NewUser, UserChanges, UserRow } from './user.row';

const COLUMNS = `id, name, email, password_hash AS "passwordHash", role, verified, phone, city, country,
  url_avatar AS "urlAvatar", locale, failed_logins AS "failedLogins", blocked_until AS "blockedUntil",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Each writable field's column (never from a request: toColumns only reads the fields named here). */
const FIELD_COLUMNS: { readonly [K in keyof (NewUser & UserChanges)]-?: string } = {
  name: 'name',
  email: 'email',
  passwordHash: 'password_hash',
  locale: 'locale',
  role: 'role',
  phone: 'phone',
  city: 'city',
  country: 'country',
  urlAvatar: 'url_avatar',
};

/** API field → SQL expression; the only columns a list query may sort or search by (never the password). */
export const USER_LIST_COLUMNS: Record<string, string> = {
  name: 'lower(name)',
  email: 'email',
  role: 'role',
  verified: 'verified',
  city: 'lower(city)',
  country: 'lower(country)',
  phone: 'phone',
};

// Any fixed number: the advisory lock that serialises every write which could remove an admin.
const ADMINS_LOCK = 7_310_001;

const emailTaken = (): never => {
  throw new AppException('EMAIL_ALREADY_EXISTS');
};

export interface WriteOptions {
  /** The e-mail changed: it must be verified again. */
  unverify?: boolean;
  /**
   * Refuses every token issued up to that second (to the next whole second, so a token of the old role issued in
   * the same second does not survive).
   */
  endSessionsAt?: Date | null;
}

/**
 * The only place that talks SQL to the users table, including the writes that use or void a user's one-time links
 * in the same transaction (the links' own rows: links.repository.ts). A taken e-mail is caught by the unique index,
 * so a race between two writes is caught too. Writes that could leave no admin run one at a time (advisory lock).
 */
@Injectable()
export class UsersRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async findByEmail(email: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = $1`, [email]);
    return rows[0] ?? null;
  }

  async findById(id: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  page(plan: ListPlan): Promise<Page<UserRow>> {
    return selectPage(
      this.pool,
      { select: `SELECT ${COLUMNS} FROM users WHERE true`, params: [], tiebreak: 'id' },
      plan,
    );
  }

  create(user: NewUser): Promise<UserRow> {
    const { sql, params } = insertValues(toColumns(user, FIELD_COLUMNS));
    return onUniqueViolation(async () => {
      const { rows } = await this.pool.query<UserRow>(`INSERT INTO users ${sql} RETURNING ${COLUMNS}`, params);
      return rows[0];
    }, emailTaken);
  }

  /** The user's own edit (profile): sets the given fields. */
  update(id: string, changes: UserChanges, options: WriteOptions = {}): Promise<UserRow | null> {
    return onUniqueViolation(() => this.write(this.pool, id, changes, options), emailTaken);
  }

  /** An admin's edit: as `update`, unless it would demote the last admin; a new e-mail voids the old one's links. */
  async updateKeepingAnAdmin(id: string, changes: UserChanges, options: WriteOptions = {}): Promise<GuardedWrite> {
    return this.withAdminsLocked(async (client) => {
      const current = await this.lockedRow(client, id);
      if (!current) return 'missing';
      if (current.role === 'admin' && changes.role === 'user' && (await this.countAdmins(client)) <= 1)
        return 'lastAdmin';
      const updated = await this.write(client, id, changes, options);
      if (options.unverify) {
        // Links sent to the old address must not verify the new one, nor reset the account from the old one.
        await client.query('DELETE FROM verification_tokens WHERE user_id = $1', [id]);
        await client.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [id]);
      }
      return updated ?? 'missing';
    });
  }

  /** Deletes the user (their links cascade; their tokens die with the row) unless they are the last admin. */
  async deleteKeepingAnAdmin(id: string): Promise<GuardedWrite> {
    return this.withAdminsLocked(async (client) => {
      const current = await this.lockedRow(client, id);
      if (!current) return 'missing';
      if (current.role === 'admin' && (await this.countAdmins(client)) <= 1) return 'lastAdmin';
      await client.query('DELETE FROM users WHERE id = $1', [id]);
      return current;
    });
  }

  /** Atomic across replicas: returns the count after this failure. */
  async incrementFailedLogins(id: string): Promise<number> {
    const { rows } = await this.pool.query<{ failedLogins: number }>(
      'UPDATE users SET failed_logins = failed_logins + 1 WHERE id = $1 RETURNING failed_logins AS "failedLogins"',
      [id],
    );
    return rows[0]?.failedLogins ?? 0;
  }

  async block(id: string, until: Date): Promise<void> {
    await this.pool.query('UPDATE users SET failed_logins = 0, blocked_until = $2 WHERE id = $1', [id, until]);
  }

  async clearFailedLogins(id: string): Promise<void> {
    await this.pool.query('UPDATE users SET failed_logins = 0, blocked_until = NULL WHERE id = $1', [id]);
  }

  /** New password; tokens issued before `at` stop working. */
  async setPassword(id: string, passwordHash: string, at: Date): Promise<void> {
    await this.pool.query(
      `UPDATE users SET password_hash = $2, sessions_valid_after = $3::timestamptz,
         failed_logins = 0, blocked_until = NULL, updated_at = now() WHERE id = $1`,
      [id, passwordHash, at],
    );
  }

  /** Uses a live verification link: the user becomes verified and every link of theirs is gone; their e-mail. */
  async verifyByLink(idHash: Buffer, now: Date): Promise<string | null> {
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
    return rows[0]?.email ?? null;
  }

  /**
   * In one transaction: uses the reset link (false if another request used it first), burns the user's other reset
   * links, sets the password and ends older sessions. The mailbox was proven, so the e-mail counts as verified.
   */
  async resetPasswordByLink(idHash: Buffer, passwordHash: string, now: Date): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ userId: string }>(
        `UPDATE password_resets SET used_at = $2 WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING user_id AS "userId"`,
        [idHash, now],
      );
      const userId = rows[0]?.userId;
      if (!userId) return false;
      await client.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
        userId,
        now,
      ]);
      await client.query(
        `UPDATE users SET password_hash = $2, sessions_valid_after = $3::timestamptz, verified = true,
           failed_logins = 0, blocked_until = NULL, updated_at = now() WHERE id = $1`,
        [userId, passwordHash, now],
      );
      return true;
    });
  }

  private async write(db: Queryable, id: string, changes: UserChanges, options: WriteOptions): Promise<UserRow | null> {
    const set = updateSet(toColumns(changes, FIELD_COLUMNS), 2);
    const sets = [set.sql];
    const params: unknown[] = [id, ...set.params];
    if (options.unverify) sets.push('verified = false');
    if (options.endSessionsAt) {
      params.push(options.endSessionsAt);
      sets.push(`sessions_valid_after = $${params.length}::timestamptz`);
    }
    const { rows } = await db.query<UserRow>(
      `UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
      params,
    );
    return rows[0] ?? null;
  }

  private async lockedRow(client: PoolClient, id: string): Promise<UserRow | null> {
    const { rows } = await client.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  private async countAdmins(client: PoolClient): Promise<number> {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
    return rows[0].n;
  }

  private withAdminsLocked(work: (client: PoolClient) => Promise<GuardedWrite>): Promise<GuardedWrite> {
    return onUniqueViolation(
      () =>
        inTransaction(this.pool, async (client) => {
          await client.query('SELECT pg_advisory_xact_lock($1)', [ADMINS_LOCK]);
          return work(client);
        }),
      emailTaken,
    );
  }
}
