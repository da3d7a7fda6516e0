import { Injectable } from '@nestjs/common';
import type { Queryable } from '@carta/nest-core';
import type { MailLocale } from './templates';

export interface Recipient {
  email: string;
  locale: MailLocale;
}

const asLocale = (value: string): MailLocale => (value === 'en' ? 'en' : 'es');

/**
 * Who gets restaurants' mails, from auth's read-only view auth_user_directory (auth migrations 003, 004), read in the
 * transaction (`db`) that queues them.
 */
@Injectable()
export class UserDirectoryRepository {
  async admins(db: Queryable): Promise<Recipient[]> {
    const { rows } = await db.query<{ email: string; locale: string }>(
      `SELECT email, locale FROM auth_user_directory WHERE role = 'admin' ORDER BY email`,
    );
    return rows.map((row) => ({ email: row.email, locale: asLocale(row.locale) }));
  }

  async find(db: Queryable, userId: string): Promise<Recipient | null> {
    const { rows } = await db.query<{ email: string; locale: string }>(
      'SELECT email, locale FROM auth_user_directory WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? { email: rows[0].email, locale: asLocale(rows[0].locale) } : null;
  }
}
