import { Injectable, Logger } from '@nestjs/common';
import type { SiteContactRequest, SiteContactResponse } from '@carta/contracts';
import { MailOutbox } from '@carta/nest-core';
import { siteContactMail } from '../mail/templates';
import { UsersRepository } from '../users/users.repository';

/** The site's contact form: every admin gets the message in their language; nothing is stored. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly users: UsersRepository,
    private readonly outbox: MailOutbox,
  ) {}

  async send(message: SiteContactRequest): Promise<SiteContactResponse> {
    const admins = await this.users.adminRecipients();
    if (!admins.length) this.logger.warn({ msg: 'contact message, but there is no admin to mail' });
    // Queued (the outbox's worker sends them, with retries): the sender is answered at once, never told about SMTP.
    await this.outbox.queue(
      ...admins.map((admin) => ({
        to: admin.email,
        replyTo: message.email,
        ...siteContactMail(admin.locale, message),
      })),
    );
    return { msg: 'CONTACT_MESSAGE_SENT' };
  }
}
