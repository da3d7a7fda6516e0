import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { ClockRepository, MAIL_CONFIG, MailOutbox, type MailConfig } from '@carta/nest-core';
import { renderMail, type MailKind } from '../mail/templates';
import { OneTimeIdRepository } from '../security/one-time-id.repository';
import type { UserRow } from '../users/user.row';
import { LinksRepository } from './links.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Each mail's link: the web app's route (/app/{route}/{id}) and how long the link lives. */
const LINKS: Record<MailKind, { route: 'verify' | 'reset'; hours: number }> = {
  verify: { route: 'verify', hours: 7 * 24 },
  welcome: { route: 'verify', hours: 7 * 24 },
  verifyAsked: { route: 'verify', hours: 7 * 24 },
  reset: { route: 'reset', hours: 1 },
  confirmEmail: { route: 'verify', hours: 24 },
  // Long enough for an owner who reads this mail late to take the account back.
  emailChanging: { route: 'reset', hours: 7 * 24 },
};

type Recipient = Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>;

/** Creates one-time links and mails them, in the user's language. */
@Injectable()
export class AccountMailsService {
  constructor(
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
    private readonly links: LinksRepository,
    private readonly outbox: MailOutbox,
    private readonly ids: OneTimeIdRepository,
    private readonly clock: ClockRepository,
  ) {}

  /** The link that verifies the account's address, worded for a sign-up, an admin's new account or an admin's ask. */
  async sendVerification(user: Recipient, kind: 'verify' | 'welcome' | 'verifyAsked' = 'verify'): Promise<void> {
    await this.send(kind, user, user.email, (db, hash, expiresAt) =>
      this.links.replaceVerification(db, user.id, hash, expiresAt),
    );
  }

  /** Nothing is sent while the account has as many live reset links as allowed (LinksRepository.createReset). */
  async sendReset(user: Recipient): Promise<void> {
    await this.send('reset', user, user.email, (db, hash, expiresAt) =>
      this.links.createReset(db, user.id, hash, expiresAt, this.clock.now()),
    );
  }

  /** The link that makes the change goes to the new address; the old one is told, with a link to undo it. */
  async sendEmailChange(user: Recipient, newEmail: string): Promise<void> {
    await this.send(
      'confirmEmail',
      user,
      newEmail,
      (db, hash, expiresAt) => this.links.replaceEmailChange(db, user.id, hash, expiresAt, newEmail),
      newEmail,
    );
    await this.send(
      'emailChanging',
      user,
      user.email,
      (db, hash, expiresAt) => this.links.createRestore(db, user.id, hash, expiresAt, user.email),
      newEmail,
    );
  }

  /**
   * `store` keeps the link's hash, in the transaction that queues its mail; false: no link, no mail. `newEmail`: the
   * address an e-mail change asks for.
   */
  private async send(
    kind: MailKind,
    user: Recipient,
    to: string,
    store: (db: PoolClient, hash: Buffer, expiresAt: Date) => Promise<boolean | void>,
    newEmail?: string,
  ): Promise<void> {
    const { route, hours } = LINKS[kind];
    const { id, hash } = this.ids.create();
    const link = `${this.config.publicUrl}/app/${route}/${id}`;
    const content = renderMail(kind, user.locale, { name: user.name, link, hours, email: newEmail });
    const expiresAt = new Date(this.clock.now().getTime() + hours * HOUR_MS);
    await this.outbox.withMails(
      (db) => store(db, hash, expiresAt),
      (stored) => (stored === false ? [] : [{ to, ...content }]),
    );
  }
}
