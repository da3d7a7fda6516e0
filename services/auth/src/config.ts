import { ConfigError, checkPem, missingVars, pemFromEnv, type Env } from '@carta/nest-core';

export interface AuthConfig {
  jwtPrivateKey: string;
  /** Shared store for rate limits across replicas; null means in-process memory. */
  redisUrl: string | null;
  /** Requests per minute per client address on login, forgot and reset. */
  rateLimitPerMinute: number;
}

/** auth's own variables on top of nest-core's (mail ones: nest-core's MailModule); throws ConfigError listing every problem. */
export function loadAuthConfig(env: Env = process.env): AuthConfig {
  const problems = [...missingVars(env, ['JWT_PRIVATE_KEY']), ...checkPem(env, 'JWT_PRIVATE_KEY', 'PRIVATE')];
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  const rateLimit = env.AUTH_RATE_LIMIT_PER_MINUTE?.trim() || '20';
  if (!/^[1-9]\d*$/.test(rateLimit)) problems.push('AUTH_RATE_LIMIT_PER_MINUTE must be a positive integer');
  if (problems.length) throw new ConfigError('auth', problems);
  return {
    jwtPrivateKey: pemFromEnv(env.JWT_PRIVATE_KEY) ?? '',
    redisUrl,
    rateLimitPerMinute: Number(rateLimit),
  };
}
