import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import {
  InjectThrottlerStorage,
  ThrottlerModule,
  ThrottlerStorageService,
  type ThrottlerModuleOptions,
  type ThrottlerOptionsFactory,
  type ThrottlerStorage,
} from '@nestjs/throttler';
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
 * Counts in Redis while it is connected, in this process's memory while it is not (a Redis outage degrades the
 * limits to per-replica ones instead of failing the limited routes).
 */
export class RedisOrMemoryStorage implements ThrottlerStorage {
  private readonly shared: ThrottlerStorageRedisService;

  constructor(
    private readonly redis: Redis,
    private readonly memory: ThrottlerStorageService,
  ) {
    this.shared = new ThrottlerStorageRedisService(redis);
  }

  async increment(...args: Parameters<ThrottlerStorage['increment']>) {
    if (this.redis.status === 'ready') {
      try {
        return await this.shared.increment(...args);
      } catch {
        // lost meanwhile: counted here below
      }
    }
    return this.memory.increment(...args);
  }
}

/**
 * A per-address allowance counted where the `@RateLimited` routes' are (Redis with REDIS_URL: one count for every
 * replica; this process's memory without it, or while Redis is away), for a route that checks something cheaper
 * first (a guest's event: its content type and user agent). Provided by RateLimitModule to every module.
 */
@Injectable()
export class PerAddressLimit {
  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  /** Counts one call of `name` from `ip` (an IPv6 client by its /64): false past `perMinute` a minute, for a minute. */
  async allow(name: string, ip: string, perMinute: number): Promise<boolean> {
    const key = `carta:ratelimit:${name}:${PER_ADDRESS}:${rateLimitClient(ip)}`;
    const { isBlocked } = await this.storage.increment(key, MINUTE_MS, perMinute, MINUTE_MS, PER_ADDRESS);
    return !isBlocked;
  }
}

/**
 * The throttlers, counted in Redis when REDIS_URL is set (shared by replicas and services), else in this process's
 * memory. Owns the Redis client: it is closed on shutdown, or the process (and Jest) would not exit.
 */
@Injectable()
class RateLimitOptions implements ThrottlerOptionsFactory, OnApplicationShutdown {
  private readonly redis: Redis | null;
  private readonly memory = new ThrottlerStorageService();

  constructor(
    @Inject(ENV) private readonly env: { REDIS_URL?: string | null },
    @Inject(SETTINGS) private readonly settings: RateLimitSettings<unknown>,
  ) {
    // No offline queue: while Redis is away a count fails at once and is kept in memory instead.
    this.redis = env.REDIS_URL
      ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : null;
    // Connection errors are retried by ioredis; each one would otherwise be an unhandled 'error' event.
    this.redis?.on('error', () => undefined);
    if (this.redis) watchRedis('rate-limits', this.redis);
  }

  createThrottlerOptions(): ThrottlerModuleOptions {
    return {
      storage: this.redis ? new RedisOrMemoryStorage(this.redis, this.memory) : this.memory,
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
    this.memory.onApplicationShutdown();
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

@Module({})
class RateLimitSettingsModule {}

/** The rate limits of a service's `@RateLimited` routes, and PerAddressLimit for the routes that count their own. */
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
      global: true,
      imports: [ThrottlerModule.forRootAsync({ imports: [settingsModule], useClass: RateLimitOptions })],
      providers: [PerAddressLimit],
      exports: [PerAddressLimit],
    };
  }
}
