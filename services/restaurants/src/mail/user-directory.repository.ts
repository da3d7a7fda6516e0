import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@carta/nest-core';
import type { MailLocale } from './templates';

export interface Recipient {
  email: string;
  locale: MailLocale;
}

const asLocale = (value: string): MailLocale => (value === 'en' ? 'en' : 'es');

/** Who gets restaurants' mails, from auth's read-only view auth_user_directory (auth migrations 003, 004). */
@Injectable()
export class UserDirectoryRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async admins(): Promise<Recipient[]> {
    const { rows } = await this.pool.query<{ email: string; locale: string }>(
      `SELECT email, locale FROM auth_user_directory WHERE role = 'admin' ORDER BY email`,
    );
    return rows.map((row) => ({ email: row.email, locale: asLocale(row.locale) }));
  }

  async find(userId: string): Promise<Recipient | null> {
    const { rows } = await this.pool.query<{ email: string; locale: string }>(
      'SELECT email, locale FROM auth_user_directory WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? { email: rows[0].email, locale: asLocale(rows[0].locale) } : null;
  }
}
