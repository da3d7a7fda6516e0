import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { ClockRepository } from '../security/clock.repository';

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window that refused this hit ends. */
  retryAfterMs: number;
}

/** Fixed-window counters: `limit` hits per `windowMs` per key. */
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

/** One process only: fine for a single replica and for development. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterMs: window.endsAt - now };
  }
}

// INCR and set the expiry on the first hit, atomically: replicas share one count per key.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, `carta:ratelimit:${key}`, windowMs)) as [number, number];
    return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs };
  }
}

/** Rate limits in Redis when REDIS_URL is set (shared by replicas), else in memory. Owns the Redis client. */
@Injectable()
export class RateLimitRepository implements RateLimitStore, OnApplicationShutdown {
  private readonly redis: Redis | null;
  private readonly store: RateLimitStore;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig, clock: ClockRepository) {
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
    this.store = this.redis
      ? new RedisRateLimitStore(this.redis)
      : new MemoryRateLimitStore(() => clock.now().getTime());
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    return this.store.hit(key, limit, windowMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit();
  }
}
