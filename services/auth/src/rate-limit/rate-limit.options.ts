import { Inject, Injectable, type ExecutionContext, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerOptionsFactory } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ENV } from '@carta/nest-core';
import type { AuthEnv } from '../config';
import { acceptedEmail } from '../users/dto/user-fields';

/** Counted per client address on every limited route: AUTH_RATE_LIMIT_PER_MINUTE a minute, each route apart. */
export const PER_ADDRESS = 'ip';
/** Counted per account (the e-mail in the body) where a route asks for it: reset mails, whoever asks. */
export const PER_ACCOUNT = 'account';
/** Reset mails per account per hour. */
export const RESET_MAILS_PER_HOUR = 5;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const accountOf = (request: FastifyRequest): string | null =>
  acceptedEmail((request.body as { email?: unknown } | undefined)?.email);

/**
 * The throttlers, counted in Redis when REDIS_URL is set (shared by replicas), else in this process's memory.
 * Owns the Redis client: it is closed on shutdown, or the process (and Jest) would not exit.
 */
@Injectable()
export class RateLimitOptions implements ThrottlerOptionsFactory, OnApplicationShutdown {
  private readonly redis: Redis | null;

  constructor(@Inject(ENV) private readonly env: AuthEnv) {
    this.redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  }

  createThrottlerOptions(): ThrottlerModuleOptions {
    return {
      storage: this.redis ? new ThrottlerStorageRedisService(this.redis) : undefined,
      // No X-RateLimit-* headers; a refusal sets Retry-After itself (RateLimitGuard).
      setHeaders: false,
      generateKey: (context, tracker, name) => `carta:ratelimit:${context.getHandler().name}:${name}:${tracker}`,
      throttlers: [
        {
          name: PER_ADDRESS,
          ttl: MINUTE_MS,
          limit: this.env.AUTH_RATE_LIMIT_PER_MINUTE,
          // req.ip honours X-Forwarded-For only from trusted proxies (TRUST_PROXY): the gateway.
          getTracker: (request) => (request as FastifyRequest).ip,
        },
        {
          name: PER_ACCOUNT,
          ttl: HOUR_MS,
          limit: RESET_MAILS_PER_HOUR,
          getTracker: (request) => accountOf(request as FastifyRequest) ?? '',
          // A body the route would refuse (422) counts for no account.
          skipIf: (context: ExecutionContext) => !accountOf(context.switchToHttp().getRequest<FastifyRequest>()),
        },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit();
  }
}
