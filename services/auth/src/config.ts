import { join } from 'node:path';
import { ConfigError, checkPem, missingVars, pemFromEnv, type Env } from '@carta/nest-core';

export interface AuthConfig {
  jwtPrivateKey: string;
  /** Where the web app lives, for links in mails. */
  publicUrl: string;
  /** SMTP server for mails; null outside production means the development outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Development outbox: each mail as a JSON file here when there is no SMTP_URL. */
  outboxDir: string;
  /** Shared store for rate limits across replicas; null means in-process memory. */
  redisUrl: string | null;
  /** Requests per minute per client address on login, forgot and reset. */
  rateLimitPerMinute: number;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

/** auth's own variables on top of nest-core's; throws ConfigError listing every problem. */
export function loadAuthConfig(env: Env = process.env): AuthConfig {
  const problems = [...missingVars(env, ['JWT_PRIVATE_KEY']), ...checkPem(env, 'JWT_PRIVATE_KEY', 'PRIVATE')];
  const publicUrl = (env.PUBLIC_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) problems.push('PUBLIC_URL must be an http(s) URL');
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (!smtpUrl && env.NODE_ENV === 'production')
    problems.push('SMTP_URL is required in production (mails must go out)');
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  const rateLimit = env.AUTH_RATE_LIMIT_PER_MINUTE?.trim() || '20';
  if (!/^[1-9]\d*$/.test(rateLimit)) problems.push('AUTH_RATE_LIMIT_PER_MINUTE must be a positive integer');
  if (problems.length) throw new ConfigError('auth', problems);
  return {
    jwtPrivateKey: pemFromEnv(env.JWT_PRIVATE_KEY) ?? '',
    publicUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'CARTA ONLINE <no-reply@carta.localhost>',
    outboxDir: env.OUTBOX_DIR?.trim() || join(process.cwd(), '.data/outbox'),
    redisUrl,
    rateLimitPerMinute: Number(rateLimit),
  };
}
