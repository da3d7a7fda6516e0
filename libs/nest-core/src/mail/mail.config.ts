import { join } from 'node:path';
import { ConfigError, type Env } from '../config';

export interface MailConfig {
  /** Where the web app lives, for links in mails. */
  publicUrl: string;
  /** SMTP server for mails; null outside production means the development outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Development outbox: each mail as a JSON file here when there is no SMTP_URL. */
  outboxDir: string;
}

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

/** Every problem with the mail variables, readable; empty when they are fine. */
export function mailConfigProblems(env: Env): string[] {
  const problems: string[] = [];
  const publicUrl = env.PUBLIC_URL?.trim();
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) problems.push('PUBLIC_URL must be an http(s) URL');
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (!smtpUrl && env.NODE_ENV === 'production')
    problems.push('SMTP_URL is required in production (mails must go out)');
  return problems;
}

/** The mail settings of a service that sends mail; throws ConfigError listing every problem. */
export function loadMailConfig(env: Env = process.env, service = 'mail'): MailConfig {
  const problems = mailConfigProblems(env);
  if (problems.length) throw new ConfigError(service, problems);
  return {
    publicUrl: (env.PUBLIC_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'CARTA ONLINE <no-reply@carta.localhost>',
    outboxDir: env.OUTBOX_DIR?.trim() || join(process.cwd(), '.data/outbox'),
  };
}
