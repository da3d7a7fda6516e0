import { Inject, Injectable } from '@nestjs/common';
import { ClockRepository, MAIL_CONFIG, MailRepository, type MailConfig } from '@carta/nest-core';
import { renderMail, type MailKind } from '../mail/templates';
import { OneTimeIdRepository } from '../security/one-time-id.repository';
import type { UserRow } from '../users/user.row';
import { LinksRepository } from './links.repository';

const HOUR_MS = 60 * 60 * 1000;
/** How long each kind of link lives; the web app's route for it is /app/{kind}/{id}. */
const LIFETIME_HOURS: Record<MailKind, number> = { verify: 7 * 24, reset: 1 };

type Recipient = Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>;

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

  sendVerification(user: Recipient): Promise<void> {
    return this.send('verify', user, (hash, expiresAt) => this.links.replaceVerification(user.id, hash, expiresAt));
  }

  sendReset(user: Recipient): Promise<void> {
    return this.send('reset', user, (hash, expiresAt) => this.links.createReset(user.id, hash, expiresAt));
  }

  private async send(kind: MailKind, user: Recipient, store: (hash: Buffer, expiresAt: Date) => Promise<void>) {
    const hours = LIFETIME_HOURS[kind];
    const { id, hash } = this.ids.create();
    await store(hash, new Date(this.clock.now().getTime() + hours * HOUR_MS));
    const link = `${this.config.publicUrl}/app/${kind}/${id}`;
    await this.mail.send({ to: user.email, ...renderMail(kind, user.locale, { name: user.name, link, hours }) });
  }
}
