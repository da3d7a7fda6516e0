import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailsFailed, mailsQueued, mailsSent } from '../observability/metrics';
import type { MailContent } from './layout';
import { MAIL_CONFIG, type MailConfig } from './mail.config';
import { withRetry } from './retry';

export interface OutgoingMail extends MailContent {
  to: string;
  /** Where an answer goes when it is not the sender (a contact form's writer). */
  replyTo?: string;
}

/** Waits between the attempts of a mail sent in the background (in process: a restart forgets them). */
export const MAIL_RETRY_DELAYS_MS = [1_000, 10_000, 60_000] as const;

/**
 * Sends mail over SMTP_URL. Without it (never in production: the config refuses) each mail is logged and
 * written as JSON to the development outbox (OUTBOX_DIR, default .data/outbox/), like the e2e mail catcher.
 */
@Injectable()
export class MailRepository implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly cancels = new Set<() => void>();
  private closing = false;

  constructor(@Inject(MAIL_CONFIG) private readonly config: MailConfig) {
    // Bounded waits, so a silent SMTP server cannot hold a background mail (or the shutdown) for minutes.
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
  }

  /** Sends now; a failure reaches the caller. */
  async send(mail: OutgoingMail): Promise<void> {
    mailsQueued.inc();
    await this.deliver(mail).catch((error: unknown) => {
      mailsFailed.inc();
      throw error;
    });
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

  /**
   * Sends in the background so the caller's request neither waits nor fails for it: each failure is logged and
   * retried after MAIL_RETRY_DELAYS_MS; resolves true once delivered, false when given up (or shut down).
   */
  sendLater(mail: OutgoingMail): Promise<boolean> {
    mailsQueued.inc();
    if (this.closing) {
      mailsFailed.inc();
      return Promise.resolve(false);
    }
    const outcome = withRetry(() => this.deliver(mail), {
      delaysMs: MAIL_RETRY_DELAYS_MS,
      wait: (ms) => this.wait(ms),
      onFailure: (error, attempt, willRetry) =>
        this.logger[willRetry ? 'warn' : 'error']({
          msg: willRetry ? 'mail not sent, will retry' : 'mail not sent, giving up',
          to: mail.to,
          subject: mail.subject,
          attempt,
          err: error instanceof Error ? error.message : String(error),
        }),
    });
    const delivery = outcome.then((result) => {
      if (result !== 'done') mailsFailed.inc();
      if (result === 'cancelled')
        this.logger.error({ msg: 'mail not sent before shutdown, dropped', to: mail.to, subject: mail.subject });
      return result === 'done';
    });
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    return delivery;
  }

  private wait(ms: number): Promise<boolean> {
    if (this.closing) return Promise.resolve(false);
    return new Promise((resolve) => {
      const cancel = () => {
        clearTimeout(timer);
        this.cancels.delete(cancel);
        resolve(false);
      };
      const timer = setTimeout(() => {
        this.cancels.delete(cancel);
        resolve(true);
      }, ms);
      this.cancels.add(cancel);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const cancel of [...this.cancels]) cancel();
    await Promise.all(this.inFlight);
    this.transport?.close();
  }
}
