import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import type { Role } from '@carta/contracts';
import { PG_POOL, type ListPlan } from '@carta/nest-core';
import type { UserRow } from '../users/user.row';
import { EmailTakenError } from '../users/users.repository';

const COLUMNS = `id, name, email, password_hash AS "passwordHash", role, verified, phone, city, country,
  url_avatar AS "urlAvatar", locale, failed_logins AS "failedLogins", blocked_until AS "blockedUntil"`;

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

export interface NewAdminUser {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  phone: string;
  city: string;
  country: string;
}

export type AdminUserChanges = Partial<Pick<UserRow, 'name' | 'email' | 'role' | 'phone' | 'city' | 'country'>>;

/** What a guarded write did: the row after it, or why nothing changed. */
export type GuardedWrite = UserRow | 'missing' | 'lastAdmin';

// Any fixed number: the advisory lock that serialises every write which could remove an admin.
const ADMINS_LOCK = 7_310_001;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** SQL for the admin's user screens. Writes that could leave no admin run one at a time (advisory lock). */
@Injectable()
export class UsersAdminRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async page(plan: ListPlan): Promise<{ rows: UserRow[]; total: number }> {
    const where = plan.pattern ? `WHERE ${plan.searchColumns.map((c) => `${c}::text LIKE $1`).join(' OR ')}` : '';
    const params = plan.pattern ? [plan.pattern] : [];
    const [page, count] = await Promise.all([
      this.pool.query<UserRow>(
        `SELECT ${COLUMNS} FROM users ${where} ORDER BY ${plan.orderBy} ${plan.direction}, id
         LIMIT ${plan.limit} OFFSET ${plan.offset}`,
        params,
      ),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM users ${where}`, params),
    ]);
    return { rows: page.rows, total: count.rows[0].total };
  }

  async findById(id: string): Promise<UserRow | null> {
    const { rows } = await this.pool.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async create(user: NewAdminUser): Promise<UserRow> {
    try {
      const { rows } = await this.pool.query<UserRow>(
        `INSERT INTO users (name, email, password_hash, role, phone, city, country)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [user.name, user.email, user.passwordHash, user.role, user.phone, user.city, user.country],
      );
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * Sets the given fields unless that would demote the last admin. `unverify` marks the e-mail as not verified;
   * `endSessionsAt` refuses every token issued up to that second (to the next whole second, so a token of the
   * old role issued in the same second does not survive).
   */
  async update(
    id: string,
    changes: AdminUserChanges,
    { unverify = false, endSessionsAt = null }: { unverify?: boolean; endSessionsAt?: Date | null } = {},
  ): Promise<GuardedWrite> {
    return this.withAdminsLocked(async (client) => {
      const current = await this.lockedRow(client, id);
      if (!current) return 'missing';
      if (current.role === 'admin' && changes.role === 'user' && (await this.countAdmins(client)) <= 1)
        return 'lastAdmin';
      const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
      const sets = entries.map(([key], i) => `${key} = $${i + 2}`);
      const params: unknown[] = [id, ...entries.map(([, value]) => value)];
      if (unverify) sets.push('verified = false');
      if (endSessionsAt) {
        params.push(endSessionsAt);
        sets.push(`sessions_valid_after = $${params.length}::timestamptz`);
      }
      const { rows } = await client.query<UserRow>(
        `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
        params,
      );
      if (unverify) {
        // Links sent to the old address must not verify the new one, nor reset the account from the old one.
        await client.query('DELETE FROM verification_tokens WHERE user_id = $1', [id]);
        await client.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [id]);
      }
      return rows[0];
    });
  }

  /** Deletes the user (their links cascade; their tokens die with the row) unless they are the last admin. */
  async delete(id: string): Promise<GuardedWrite> {
    return this.withAdminsLocked(async (client) => {
      const current = await this.lockedRow(client, id);
      if (!current) return 'missing';
      if (current.role === 'admin' && (await this.countAdmins(client)) <= 1) return 'lastAdmin';
      await client.query('DELETE FROM users WHERE id = $1', [id]);
      return current;
    });
  }

  private async lockedRow(client: PoolClient, id: string): Promise<UserRow | null> {
    const { rows } = await client.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  private async countAdmins(client: PoolClient): Promise<number> {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
    return rows[0].n;
  }

  private async withAdminsLocked(work: (client: PoolClient) => Promise<GuardedWrite>): Promise<GuardedWrite> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [ADMINS_LOCK]);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    } finally {
      client.release();
    }
  }
}
