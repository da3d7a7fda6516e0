import { Inject, Injectable } from '@nestjs/common';
import { MAIL_CONFIG, MailRepository, type MailConfig } from '@carta/nest-core';
import { LinksRepository } from '../links/links.repository';
import { renderMail } from '../mail/templates';
import { ClockRepository } from '../security/clock.repository';
import { OneTimeIdRepository } from '../security/one-time-id.repository';
import type { UserRow } from '../users/user.row';

const HOUR_MS = 60 * 60 * 1000;
export const VERIFICATION_HOURS = 7 * 24;
export const RESET_HOURS = 1;

/** Creates one-time links and mails them, in the user's language. */
@Injectable()
export class AccountMailsService {
  constructor(
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
    private readonly links: LinksRepository,
    private readonly mail: MailRepository,
    private readonly ids: OneTimeIdRepository,
    private readonly clock: ClockRepository,
  ) {}

  async sendVerification(user: Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>): Promise<void> {
    const { id, hash } = this.ids.create();
    await this.links.replaceVerification(user.id, hash, this.expiry(VERIFICATION_HOURS));
    const link = `${this.config.publicUrl}/app/verify/${id}`;
    await this.mail.send({
      to: user.email,
      ...renderMail('verify', user.locale, { name: user.name, link, hours: VERIFICATION_HOURS }),
    });
  }

  async sendReset(user: Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>): Promise<void> {
    const { id, hash } = this.ids.create();
    await this.links.createReset(user.id, hash, this.expiry(RESET_HOURS));
    const link = `${this.config.publicUrl}/app/reset/${id}`;
    await this.mail.send({
      to: user.email,
      ...renderMail('reset', user.locale, { name: user.name, link, hours: RESET_HOURS }),
    });
  }

  private expiry(hours: number): Date {
    return new Date(this.clock.now().getTime() + hours * HOUR_MS);
  }
}
