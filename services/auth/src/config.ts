import type { z } from 'zod';
import { envRule, optional, required, sharedEnv, withDefault } from '@carta/contracts';
import { mailEnv, serviceEnv } from '@carta/nest-core';

/** The first admin guards every account: longer than a user's minimum. */
export const FIRST_ADMIN_PASSWORD_MIN = 12;

/** Every variable the auth process reads, checked at start. */
export const authEnv = serviceEnv(
  { port: 3001, metricsPort: 9461 },
  {
    ...mailEnv,
    /** RS256 private key (PEM) that signs tokens; its public key heads the published key set. Only auth has it. */
    JWT_PRIVATE_KEY: required(envRule.pem('PRIVATE')),
    /** Key rotation: the next key's public half, published before it signs, so every verifier knows it in time. */
    JWT_NEXT_PUBLIC_KEY: optional(envRule.pem('PUBLIC')),
    /** Key rotation: the retired key's public half, published until the tokens it signed have expired (2 days). */
    JWT_PREVIOUS_PUBLIC_KEY: optional(envRule.pem('PUBLIC')),
    /** Shared store for rate limits across replicas; unset: in-process memory. */
    REDIS_URL: sharedEnv.REDIS_URL,
    /** The first admin's account, created when the database has no admin (required then in production). */
    ADMIN_EMAIL: optional(envRule.email),
    ADMIN_PASSWORD: optional(envRule.password(FIRST_ADMIN_PASSWORD_MIN)),
    /** Calls per minute per client address on each rate-limited route (docs/architecture.md). */
    AUTH_RATE_LIMIT_PER_MINUTE: withDefault(envRule.positiveInteger, 20),
  },
);

export type AuthEnv = z.output<typeof authEnv>;
