import type { z } from 'zod';
import { envRule, sharedEnv, withDefault, required } from '@carta/contracts';
import { mailEnv, serviceEnv } from '@carta/nest-core';

/** Every variable the auth process reads, checked at start. */
export const authEnv = serviceEnv(3001, {
  ...mailEnv,
  JWT_PRIVATE_KEY: required(envRule.pem('PRIVATE')),
  REDIS_URL: sharedEnv.REDIS_URL,
  AUTH_RATE_LIMIT_PER_MINUTE: withDefault(envRule.positiveInteger, 20),
});

export type AuthEnv = z.output<typeof authEnv>;

export interface AuthConfig {
  jwtPrivateKey: string;
  /** Shared store for rate limits across replicas; null means in-process memory. */
  redisUrl: string | null;
  /** Requests per minute per client address on login, forgot and reset. */
  rateLimitPerMinute: number;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

export function authConfig(env: AuthEnv): AuthConfig {
  return {
    jwtPrivateKey: env.JWT_PRIVATE_KEY,
    redisUrl: env.REDIS_URL,
    rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
  };
}
