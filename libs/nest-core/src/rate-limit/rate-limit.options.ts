import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerModule, type ThrottlerModuleOptions, type ThrottlerOptionsFactory } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { TokenClaims } from '@carta/contracts';
import { forgetRedis, watchRedis } from '../observability/metrics';
import { ENV } from '../tokens';
import { rateLimitClient } from './client-address';

/** Counted per client address (an IPv6 client by its /64) on every limited route, each route apart. */
export const PER_ADDRESS = 'ip';
/** Counted per signed-in account where a route asks for it: the calls that mail someone or check a password. */
export const PER_ACCOUNT = 'account';
/** Calls per account per hour on each route limited per account. */
export const ACCOUNT_CALLS_PER_HOUR = 5;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitSettings<E> {
  /** Calls per client address per minute on each limited route, from the service's checked environment. */
  perAddressPerMinute(env: E): number;
}

const SETTINGS = Symbol('RATE_LIMIT_SETTINGS');

const accountOf = (request: FastifyRequest): string | undefined => (request as { user?: TokenClaims }).user?.sub;

/**
 * The throttlers, counted in Redis when REDIS_URL is set (shared by replicas and services), else in this process's
 * memory. Owns the Redis client: it is closed on shutdown, or the process (and Jest) would not exit.
 */
@Injectable()
class RateLimitOptions implements ThrottlerOptionsFactory, OnApplicationShutdown {
  private readonly redis: Redis | null;

  constructor(
    @Inject(ENV) private readonly env: { REDIS_URL?: string | null },
    @Inject(SETTINGS) private readonly settings: RateLimitSettings<unknown>,
  ) {
    this.redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
    if (this.redis) watchRedis('rate-limits', this.redis);
  }

  createThrottlerOptions(): ThrottlerModuleOptions {
    return {
      storage: this.redis ? new ThrottlerStorageRedisService(this.redis) : undefined,
      // No X-RateLimit-* headers; a refusal sets Retry-After itself (RateLimitGuard).
      setHeaders: false,
      generateKey: (context, tracker, name) =>
        `carta:ratelimit:${context.getClass().name}.${context.getHandler().name}:${name}:${tracker}`,
      throttlers: [
        {
          name: PER_ADDRESS,
          ttl: MINUTE_MS,
          limit: this.settings.perAddressPerMinute(this.env),
          // req.ip honours X-Forwarded-For only from trusted proxies (TRUST_PROXY): the gateway.
          getTracker: (request) => rateLimitClient((request as FastifyRequest).ip),
        },
        {
          name: PER_ACCOUNT,
          ttl: HOUR_MS,
          limit: ACCOUNT_CALLS_PER_HOUR,
          // The global token guard ran first: a limited route without a token was already refused (401).
          getTracker: (request) => accountOf(request as FastifyRequest) ?? '',
          skipIf: (context) => !accountOf(context.switchToHttp().getRequest<FastifyRequest>()),
        },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) forgetRedis(this.redis);
    await this.redis?.quit();
  }
}

@Module({})
class RateLimitSettingsModule {}

/** The rate limits of a service's `@RateLimited` routes. */
@Module({})
export class RateLimitModule {
  static forRoot<E extends { REDIS_URL?: string | null }>(settings: RateLimitSettings<E>): DynamicModule {
    const settingsModule: DynamicModule = {
      module: RateLimitSettingsModule,
      providers: [{ provide: SETTINGS, useValue: settings }],
      exports: [SETTINGS],
    };
    return {
      module: RateLimitModule,
      imports: [ThrottlerModule.forRootAsync({ imports: [settingsModule], useClass: RateLimitOptions })],
    };
  }
}
