import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import type { MailContent } from './templates';

export interface OutgoingMail extends MailContent {
  to: string;
}

/**
 * Sends mail over SMTP_URL. Without it (never in production: the config refuses) each mail is logged and
 * written as JSON to the development outbox (OUTBOX_DIR, default .data/outbox/), like the e2e mail catcher.
 */
@Injectable()
export class MailRepository implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      return;
    }
    await mkdir(this.config.outboxDir, { recursive: true });
    const file = join(this.config.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
    await writeFile(
      file,
      JSON.stringify({ to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }, null, 2),
    );
    this.logger.log({ msg: 'mail kept in the development outbox', to: mail.to, subject: mail.subject, file });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
