import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@carta/nest-core';
import type { NewUser, ProfileChanges, UserRow } from './user.row';

const COLUMNS = `id, name, email, password_hash AS "passwordHash", role, verified, phone, city, country,
  url_avatar AS "urlAvatar", locale, failed_logins AS "failedLogins", blocked_until AS "blockedUntil"`;

const PROFILE_COLUMNS: Record<keyof ProfileChanges, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  city: 'city',
  country: 'country',
  urlAvatar: 'url_avatar',
};

/** Thrown when an e-mail is already taken (unique index), so a race between two sign-ups is caught too. */
export class EmailTakenError extends Error {}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** The only place that talks SQL for users. */
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

  async create(user: NewUser): Promise<UserRow> {
    try {
      const { rows } = await this.pool.query<UserRow>(
        `INSERT INTO users (name, email, password_hash, locale) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [user.name, user.email, user.passwordHash, user.locale],
      );
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /** Sets the given fields; `unverify` marks the e-mail as not verified (it changed). */
  async updateProfile(id: string, changes: ProfileChanges, { unverify = false } = {}): Promise<UserRow | null> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
      keyof ProfileChanges,
      string,
    ][];
    const sets = entries.map(([key], i) => `${PROFILE_COLUMNS[key]} = $${i + 2}`);
    if (unverify) sets.push('verified = false');
    try {
      const { rows } = await this.pool.query<UserRow>(
        `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, ...entries.map(([, value]) => value)],
      );
      return rows[0] ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
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

  async markVerified(id: string): Promise<void> {
    await this.pool.query('UPDATE users SET verified = true, updated_at = now() WHERE id = $1', [id]);
  }
}
