import { join } from 'node:path';
import { z } from 'zod';
import { envRule, optional, sharedEnv, withDefault } from '@carta/contracts';

/** What a service that sends mail (MailModule) reads: spread it into its serviceEnv. SMTP_URL is required in production. */
export const mailEnv = {
  PUBLIC_URL: sharedEnv.PUBLIC_URL,
  /** SMTP server for mails; unset outside production: the development outbox. */
  SMTP_URL: optional(envRule.url(['smtp', 'smtps'], { secret: true })),
  MAIL_FROM: withDefault(envRule.text, 'CARTA ONLINE <no-reply@carta.localhost>'),
  /** Development outbox: each mail as a JSON file here when there is no SMTP_URL. */
  OUTBOX_DIR: withDefault(envRule.text, () => join(process.cwd(), '.data/outbox')),
  /** How often the outbox worker looks for due mails besides being woken by a commit (LISTEN/NOTIFY). */
  MAIL_OUTBOX_POLL_MS: withDefault(envRule.positiveInteger, 5_000),
  /** Wait before the first retry of a mail; each further retry waits twice as long. */
  MAIL_RETRY_BASE_MS: withDefault(envRule.positiveInteger, 10_000),
  /** Attempts before a mail is given up ('failed', kept in the outbox table). */
  MAIL_MAX_ATTEMPTS: withDefault(envRule.positiveInteger, 10),
};

export type MailEnv = z.output<z.ZodObject<typeof mailEnv>>;

export interface MailConfig {
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  outbox: OutboxSettings;
}

export interface OutboxSettings {
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

export function mailConfig(env: MailEnv): MailConfig {
  return {
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxDir: env.OUTBOX_DIR,
    outbox: {
      pollMs: env.MAIL_OUTBOX_POLL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
  };
}
