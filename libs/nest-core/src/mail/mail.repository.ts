import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailsSent } from '../observability/metrics';
import type { MailContent } from './layout';
import { MAIL_CONFIG, type MailConfig } from './mail.config';

export interface OutgoingMail extends MailContent {
  to: string;
  /** Where an answer goes when it is not the sender (a contact form's writer). */
  replyTo?: string;
}

/**
 * The transport: sends over SMTP_URL. Without it (never in production: the config refuses) each mail is logged and
 * written as JSON to the development outbox (OUTBOX_DIR, default .data/outbox/), like the e2e mail catcher.
 * Services never call it: they queue mails with MailOutbox, whose worker calls it.
 */
@Injectable()
export class MailRepository implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(@Inject(MAIL_CONFIG) private readonly config: MailConfig) {
    // Bounded waits, so a silent SMTP server cannot hold the outbox worker (or the shutdown) for long.
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
          socketTimeout: 8_000,
        })
      : null;
  }

  /** Sends now; a failure reaches the caller. */
  async send(mail: OutgoingMail): Promise<void> {
    await this.deliver(mail);
  }

  /** One attempt; counted as sent when the server (or the development outbox) took it. */
  private async deliver(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      mailsSent.inc();
      return;
    }
    await mkdir(this.config.outboxDir, { recursive: true });
    const file = join(this.config.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
    await writeFile(
      file,
      JSON.stringify({ to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }, null, 2),
    );
    mailsSent.inc();
    this.logger.log({ msg: 'mail kept in the development outbox', to: mail.to, subject: mail.subject, file });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
