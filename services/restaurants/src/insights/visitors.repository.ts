import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type Result } from 'ioredis';
import { ENV, forgetRedis, watchRedis } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { DAY_MS } from './tally';

/** What a visitor counts once a day: themselves (`visitor`, no dimension), or their scan of a placement (its code). */
export interface CountedOnce {
  kind: 'visitor' | 'scan';
  dimension: string;
}

/** Visitors' daily hashes seen by this replica since the last flush, for one restaurant, count and UTC day. */
export interface VisitorBatch extends CountedOnce {
  restaurantId: string;
  /** UTC day number (days since 1970-01-01). */
  day: number;
  hashes: string[];
}

/** A day's HyperLogLog outlives the day a little, for a replica's flush that comes just after midnight. */
const VISITORS_KEPT_S = 2 * 86_400;
/** Lua's unpack() has a stack limit: hashes go to Redis in slices of this many. */
const HASHES_PER_CALL = 1000;
/** Start-up waits this long at most for Redis, so an outage never blocks the service. */
const READY_WAIT_MS = 3000;

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const saltKey = (day: number) => `carta:insights:visitor-salt:${isoDay(day)}`;
const hyperLogLogKey = ({ restaurantId, kind, dimension, day }: VisitorBatch) =>
  kind === 'visitor'
    ? `carta:insights:visitors:${restaurantId}:${isoDay(day)}`
    : `carta:insights:scanners:${restaurantId}:${dimension}:${isoDay(day)}`;

// Atomic per key, so what every replica adds sums to the day's count: each call returns how far it moved the estimate.
const ADD_VISITORS = `local before = redis.call('PFCOUNT', KEYS[1])
local changed = redis.call('PFADD', KEYS[1], unpack(ARGV, 2))
redis.call('EXPIRE', KEYS[1], ARGV[1])
if changed == 0 then return 0 end
return math.max(redis.call('PFCOUNT', KEYS[1]) - before, 0)`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** ADD_VISITORS, defined on this repository's client. */
    addVisitors(key: string, keptSeconds: number, ...hashes: string[]): Result<number, Context>;
  }
}

/**
 * Unique visitors shared by the replicas, in Redis (REDIS_URL): per restaurant and UTC day a HyperLogLog of daily
 * hashes (no hash, address or agent is kept: only its registers), one more per placement and day of those who scanned
 * it, and each day's random salt, made by the first replica that asks and expiring when its day ends. Without
 * REDIS_URL, or while Redis is away, `sync` is not possible and each replica tells visitors apart alone.
 */
@Injectable()
export class VisitorsRepository implements OnApplicationShutdown {
  private readonly redis: Redis | null;

  constructor(@Inject(ENV) env: RestaurantsEnv) {
    // No offline queue: while Redis is away a flush fails at once and counts visitors in memory instead.
    this.redis = env.REDIS_URL
      ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : null;
    // Connection errors are retried by ioredis; the recorder reports the outage once, at a flush.
    this.redis?.on('error', () => undefined);
    this.redis?.defineCommand('addVisitors', { numberOfKeys: 1, lua: ADD_VISITORS });
    if (this.redis) watchRedis('insights-visitors', this.redis);
  }

  get shared(): boolean {
    return this.redis !== null;
  }

  /** Waits (briefly) for the connection, so the first flush can share visitors. */
  async ready(): Promise<void> {
    if (!this.redis || this.redis.status === 'ready') return;
    const timeout = AbortSignal.timeout(READY_WAIT_MS);
    await once(this.redis, 'ready', { signal: timeout }).catch(() => undefined);
  }

  /**
   * In one round trip: adds the batches' hashes (how many new visitors each made, across replicas) and reads the salts
   * of `days`, making the missing ones. Throws when Redis is not there.
   */
  async sync(
    batches: VisitorBatch[],
    days: number[],
    now: Date,
  ): Promise<{ added: number[]; salts: Map<number, string> }> {
    const redis = this.redis;
    if (redis?.status !== 'ready') throw new Error(`redis ${redis?.status ?? 'not configured'}`);
    const pipeline = redis.pipeline();
    const calls = batches.map((batch) => {
      let count = 0;
      for (let start = 0; start < batch.hashes.length; start += HASHES_PER_CALL, count++) {
        const slice = batch.hashes.slice(start, start + HASHES_PER_CALL);
        pipeline.addVisitors(hyperLogLogKey(batch), VISITORS_KEPT_S, ...slice);
      }
      return count;
    });
    for (const day of days) {
      const untilDayEnds = (day + 1) * DAY_MS - now.getTime();
      pipeline.set(saltKey(day), randomBytes(32).toString('base64'), 'PX', Math.max(untilDayEnds, 1), 'NX');
      pipeline.get(saltKey(day));
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed || results.length === 0) throw failed?.[0] ?? new Error('redis pipeline not run');
    let at = 0;
    const added = calls.map((count) => {
      let sum = 0;
      for (let i = 0; i < count; i++) sum += Number(results[at++][1]);
      return sum;
    });
    const salts = new Map<number, string>();
    for (const day of days) {
      const salt = results[at + 1][1];
      at += 2;
      if (typeof salt === 'string') salts.set(day, salt);
    }
    return { added, salts };
  }

  async onApplicationShutdown(): Promise<void> {
    const redis = this.redis;
    if (!redis) return;
    forgetRedis(redis);
    // quit() waits for Redis; a client that is not connected would wait forever, so it just disconnects.
    if (redis.status === 'ready') await redis.quit().catch(() => undefined);
    else redis.disconnect();
  }
}
