import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  AppException,
  inTransaction,
  insertValues,
  onUniqueViolation,
  PG_POOL,
  selectPage,
  TIMESTAMP_SORTS,
  toColumns,
  updateSet,
  type ListPlan,
  type ListSearch,
  type Page,
  type Queryable,
} from '@carta/nest-core';
import type { CheckedUser, FirstAdmin, GuardedWrite, LiveSession, NewUser, UserChanges, UserRow } from './user.row';

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

/** API field → SQL expression; the only columns a list query may sort by (never the password). */
export const USER_SORT_COLUMNS: Record<string, string> = {
  name: 'lower(name)',
  email: 'email',
  role: 'role',
  verified: 'verified',
  city: 'lower(city)',
  country: 'lower(country)',
  phone: 'phone',
  ...TIMESTAMP_SORTS,
};

/** What a list query may search in, case and accents ignored (migrations 330 and 340: the folded columns, together). */
export const USER_SEARCH: ListSearch = {
  fold: 'auth_search_text',
  combined: 'search_folded',
  columns: {
    name: 'name_folded',
    email: 'email_folded',
    role: 'role_folded',
    city: 'city_folded',
    country: 'country_folded',
    phone: 'phone_folded',
  },
};

// Any fixed number: the advisory lock that serialises every write which could remove an admin.
const ADMINS_LOCK = 7_310_001;

const emailTaken = (): never => {
  throw new AppException('EMAIL_ALREADY_EXISTS');
};

export interface WriteOptions {
  /** The e-mail changed: it must be verified again. */
  unverify?: boolean;
  /** Ends every session of the user at this instant (a role change), in the same transaction as the write. */
  endSessionsAt?: Date | null;
}

/** A password change: every other session ends with it, in the same transaction. */
export interface PasswordChange {
  /** The session that made the change goes on (ASVS 3.3.3); none for a reset. */
  keepSession: string | null;
  at: Date;
}

/** Ends the user's sessions, but `keep`: their tokens are refused by every service from the commit on. */
async function endSessions(db: Queryable, userId: string, at: Date, keep: string | null = null): Promise<void> {
  await db.query(
    'UPDATE sessions SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3',
    [userId, at, keep],
  );
}

/**
 * The only place that knows the users table's columns, including the writes that use or void a user's one-time links
 * or open and end their sessions in the same statement or transaction (the links' own rows: links.repository.ts, which
 * only locks a user's row by id; logout: sessions.repository.ts). A taken e-mail is caught by the unique index, so a race between two writes is caught too.
 * Writes that could leave no admin run one at a time (advisory lock).
 */
@Injectable()
export class UsersRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Opens a session, unless the user's password, e-mail or role changed since the login read them: FOR SHARE waits
   * for a change under way and then checks the row as it now is, so a login that raced a change that ends sessions
   * gets nothing. The user's dead sessions are removed on the way.
   */
  async openSession(user: CheckedUser, now: Date, expiresAt: Date): Promise<LiveSession | null> {
    const { rows } = await this.pool.query<LiveSession>(
      `WITH dead AS (
         DELETE FROM sessions WHERE user_id = $1 AND (ended_at IS NOT NULL OR expires_at <= $4)
       )
       INSERT INTO sessions (user_id, created_at, expires_at)
       SELECT id, $4, $5 FROM (
         SELECT id FROM users WHERE id = $1 AND role = $2 AND password_hash = $3 AND email = $6 FOR SHARE
       ) checked
       RETURNING id, user_id AS "userId", $2::text AS role, expires_at AS "expiresAt"`,
      [user.id, user.role, user.passwordHash, now, expiresAt, user.email],
    );
    return rows[0] ?? null;
  }

  /** The session if it stands (not ended, not expired, its user exists), with the user's current role. */
  async findLiveSession(sessionId: string, userId: string, now: Date): Promise<LiveSession | null> {
    const { rows } = await this.pool.query<LiveSession>(
      `SELECT s.id, s.user_id AS "userId", u.role, s.expires_at AS "expiresAt"
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = $1 AND s.user_id = $2 AND s.ended_at IS NULL AND s.expires_at > $3`,
      [sessionId, userId, now],
    );
    return rows[0] ?? null;
  }

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

  /** Every admin's address and language: whom the site's contact messages go to. */
  async adminRecipients(): Promise<Pick<UserRow, 'email' | 'locale'>[]> {
    const { rows } = await this.pool.query<Pick<UserRow, 'email' | 'locale'>>(
      `SELECT email, locale FROM users WHERE role = 'admin' ORDER BY email`,
    );
    return rows;
  }

  /** Whether any admin account exists. */
  async hasAdmin(): Promise<boolean> {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM users WHERE role = 'admin' LIMIT 1`);
    return Boolean(rowCount);
  }

  /**
   * The first admin (verified), under the admins' lock so replicas starting together create one: 'adminExists' when
   * another start made one first, 'emailTaken' when the address is a non-admin's account (never promoted silently).
   */
  createFirstAdmin(user: Pick<NewUser, 'name' | 'email' | 'passwordHash'>): Promise<FirstAdmin> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [ADMINS_LOCK]);
      if (await this.countAdmins(client)) return 'adminExists';
      const { rowCount } = await client.query(
        `INSERT INTO users (name, email, password_hash, role, verified) VALUES ($1, $2, $3, 'admin', true)
         ON CONFLICT (email) DO NOTHING`,
        [user.name, user.email, user.passwordHash],
      );
      return rowCount ? 'created' : 'emailTaken';
    });
  }

  /** The user's own edit (profile): sets the given fields. */
  update(id: string, changes: UserChanges, options: WriteOptions = {}): Promise<UserRow | null> {
    return onUniqueViolation(
      () => inTransaction(this.pool, (client) => this.write(client, id, changes, options)),
      emailTaken,
    );
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

  /**
   * Takes a strike before the password is checked, in one statement with the block check, so parallel attempts
   * cannot check more passwords than the lockout allows: the strike that reaches `maxStrikes` blocks the account
   * until `blockUntil` (a right password then lifts it: clearFailedLogins). The user as it was, or null when the
   * account is blocked or unknown.
   */
  async takeStrike(
    who: { email: string } | { id: string },
    maxStrikes: number,
    now: Date,
    blockUntil: Date,
  ): Promise<UserRow | null> {
    const [column, value] = 'email' in who ? ['email', who.email] : ['id', who.id];
    const { rows } = await this.pool.query<UserRow>(
      `UPDATE users SET
         failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
         blocked_until = CASE WHEN failed_logins + 1 >= $2 THEN $4::timestamptz END
       WHERE ${column} = $1 AND (blocked_until IS NULL OR blocked_until <= $3)
       RETURNING ${COLUMNS}`,
      [value, maxStrikes, now, blockUntil],
    );
    return rows[0] ?? null;
  }

  async clearFailedLogins(id: string): Promise<void> {
    await this.pool.query('UPDATE users SET failed_logins = 0, blocked_until = NULL WHERE id = $1', [id]);
  }

  /** New password; the user's other sessions end with it. */
  async setPassword(id: string, passwordHash: string, change: PasswordChange): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `UPDATE users SET password_hash = $2, failed_logins = 0, blocked_until = NULL, updated_at = now() WHERE id = $1`,
        [id, passwordHash],
      );
      await endSessions(client, id, change.at, change.keepSession);
    });
  }

  /**
   * Uses a live verification link; the user's e-mail after it. A link for the account's own address verifies it (and
   * burns its other such links). A link of an e-mail change proves the new address: the address changes, every
   * session ends, and every link sent before (verification, reset, to the old address) dies, except the old address's
   * restore link.
   */
  async verifyByLink(idHash: Buffer, now: Date): Promise<string | null> {
    return onUniqueViolation(
      () =>
        inTransaction(this.pool, async (client) => {
          const { rows } = await client.query<{ userId: string; newEmail: string | null }>(
            `DELETE FROM verification_tokens WHERE id_hash = $1 AND expires_at > $2
             RETURNING user_id AS "userId", new_email AS "newEmail"`,
            [idHash, now],
          );
          const link = rows[0];
          if (!link) return null;
          if (link.newEmail) {
            await client.query('DELETE FROM verification_tokens WHERE user_id = $1', [link.userId]);
            await client.query(
              'DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL AND restore_email IS NULL',
              [link.userId],
            );
          } else {
            await client.query('DELETE FROM verification_tokens WHERE user_id = $1 AND new_email IS NULL', [
              link.userId,
            ]);
          }
          const { rows: users } = await client.query<{ email: string }>(
            `UPDATE users SET verified = true, email = coalesce($2, email), updated_at = now() WHERE id = $1
             RETURNING email`,
            [link.userId, link.newEmail],
          );
          // The sign-in name changed: every session ends with it (as with a reset), the owner signs in again.
          if (link.newEmail) await endSessions(client, link.userId, now);
          return users[0]?.email ?? null;
        }),
      emailTaken,
    );
  }

  /**
   * In one transaction: uses the reset link (false if another request used it first), burns the user's other reset
   * links (restore links only when one of them is used), sets the password, lifts a lockout and ends every session.
   * The mailbox was proven, so the e-mail counts as verified. A restore link (sent to the old address of an e-mail
   * change) also gives the account that address back and drops a pending change.
   */
  async resetPasswordByLink(idHash: Buffer, passwordHash: string, now: Date): Promise<boolean> {
    return onUniqueViolation(
      () =>
        inTransaction(this.pool, async (client) => {
          const { rows } = await client.query<{ userId: string; restoreEmail: string | null }>(
            `UPDATE password_resets SET used_at = $2 WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2
             RETURNING user_id AS "userId", restore_email AS "restoreEmail"`,
            [idHash, now],
          );
          const link = rows[0];
          if (!link) return false;
          // A restore link outlives ordinary resets: whoever took the account could otherwise burn it with one.
          await client.query(
            `UPDATE password_resets SET used_at = $2
             WHERE user_id = $1 AND used_at IS NULL AND (restore_email IS NULL OR $3)`,
            [link.userId, now, link.restoreEmail !== null],
          );
          if (link.restoreEmail)
            await client.query('DELETE FROM verification_tokens WHERE user_id = $1 AND new_email IS NOT NULL', [
              link.userId,
            ]);
          await client.query(
            `UPDATE users SET password_hash = $2, verified = true, email = coalesce($3, email), failed_logins = 0,
               blocked_until = NULL, updated_at = now() WHERE id = $1`,
            [link.userId, passwordHash, link.restoreEmail],
          );
          await endSessions(client, link.userId, now);
          return true;
        }),
      emailTaken,
    );
  }

  private async write(db: Queryable, id: string, changes: UserChanges, options: WriteOptions): Promise<UserRow | null> {
    const set = updateSet(toColumns(changes, FIELD_COLUMNS), 2);
    const sets = [set.sql];
    const params: unknown[] = [id, ...set.params];
    if (options.unverify) sets.push('verified = false');
    const { rows } = await db.query<UserRow>(
      `UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
      params,
    );
    if (rows[0] && options.endSessionsAt) await endSessions(db, id, options.endSessionsAt);
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
