import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ClockRepository, ENV } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { countsOf, type CountedEvent } from './insight-event';
import { InsightsRepository } from './insights.repository';
import { DailyVisitors, DAY_MS, HOUR_MS, InsightsTally, visitorHash, type Visitor } from './tally';
import { VisitorsRepository, type CountedOnce } from './visitors.repository';

/** Hashes of visitors seen since the last flush, per restaurant, count and UTC hour (their Redis key is per day). */
interface PendingVisitors extends CountedOnce {
  restaurantId: string;
  hour: number;
  hashes: Set<string>;
}

/**
 * Counts guests' events in memory and adds them to PostgreSQL every INSIGHTS_FLUSH_MS, so an event costs no query.
 * Unique visitors are counted once across replicas: an event hashes its visitor with the day's salt shared in Redis,
 * and each flush adds the flush's hashes to the day's HyperLogLog in one round trip (VisitorsRepository). With no
 * shared salt (no REDIS_URL, Redis away) this process tells visitors apart alone (DailyVisitors).
 * Other features record through it too (a placement's scan at its `/q/{code}` link): `record(id, {kind: 'scan', …})`,
 * which counts once per visitor and day, the same way, and no visitor (the page it opens counts one).
 */
@Injectable()
export class InsightsRecorder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(InsightsRecorder.name);
  private readonly tally = new InsightsTally();
  private readonly visitors = new DailyVisitors();
  /** The shared salts of today and tomorrow (UTC day → salt), from the last flush that reached Redis. */
  private salts = new Map<number, string>();
  private pending = new Map<string, PendingVisitors>();
  private redisAway = false;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: InsightsRepository,
    private readonly sharedVisitors: VisitorsRepository,
    private readonly clock: ClockRepository,
    @Inject(ENV) private readonly env: RestaurantsEnv,
  ) {}

  /** Counts a valid event for a restaurant that exists (the caller checked both). */
  record(restaurantId: string, event: CountedEvent, visitor: Visitor): void {
    const now = this.clock.now();
    // A scan counts once a day per visitor: one guest's repeated hits of a link are not many scans.
    if (event.kind === 'scan')
      return this.once(restaurantId, { kind: 'scan', dimension: event.placement }, visitor, now);
    for (const [kind, dimension] of countsOf(event)) this.tally.add(restaurantId, now, kind, dimension);
    this.once(restaurantId, { kind: 'visitor', dimension: '' }, visitor, now);
  }

  /** Adds 1 to `counted` the first time today that this visitor makes it (across replicas once a flush shares it). */
  private once(restaurantId: string, counted: CountedOnce, visitor: Visitor, now: Date): void {
    const { kind, dimension } = counted;
    const salt = this.salts.get(Math.floor(now.getTime() / DAY_MS));
    if (salt === undefined) {
      if (this.visitors.isNew(restaurantId, visitor, `${kind}\n${dimension}`, now)) {
        this.tally.add(restaurantId, now, kind, dimension);
      }
      return;
    }
    const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const key = `${restaurantId}|${hour}|${kind}|${dimension}`;
    let pending = this.pending.get(key);
    if (!pending) this.pending.set(key, (pending = { restaurantId, hour, kind, dimension, hashes: new Set() }));
    pending.hashes.add(visitorHash(salt, restaurantId, visitor));
  }

  /**
   * The flush's visitors to Redis (how many each restaurant's day gained, across replicas) and the salts read again;
   * when Redis is away, they are told apart here alone, and events count visitors here until it is back.
   */
  private async shareVisitors(): Promise<void> {
    if (!this.sharedVisitors.shared) return;
    const pending = [...this.pending.values()];
    this.pending = new Map();
    const now = this.clock.now();
    const today = Math.floor(now.getTime() / DAY_MS);
    const batches = pending.map(({ restaurantId, hour, kind, dimension, hashes }) => ({
      restaurantId,
      kind,
      dimension,
      day: Math.floor(hour / DAY_MS),
      hashes: [...hashes],
    }));
    try {
      const { added, salts } = await this.sharedVisitors.sync(batches, [today, today + 1], now);
      pending.forEach(({ restaurantId, hour, kind, dimension }, i) => {
        if (added[i] > 0) this.tally.add(restaurantId, new Date(hour), kind, dimension, added[i]);
      });
      this.salts = salts;
      if (this.redisAway) this.logger.log('insight visitors shared through Redis again');
      this.redisAway = false;
    } catch (error) {
      for (const { restaurantId, hour, kind, dimension, hashes } of pending) {
        for (const hash of hashes) {
          if (this.visitors.isNewHash(hash, `${kind}\n${dimension}`, new Date(hour)))
            this.tally.add(restaurantId, new Date(hour), kind, dimension);
        }
      }
      this.salts = new Map();
      if (!this.redisAway) {
        this.logger.warn({ err: error }, 'Redis away: unique visitors counted per replica until it is back');
      }
      this.redisAway = true;
    }
  }

  /** Writes what was counted; on failure the counts stay for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      await this.shareVisitors();
      const rows = this.tally.drain();
      try {
        await this.repository.addCounts(rows);
      } catch (error) {
        this.tally.restore(rows);
        this.logger.warn({ err: error }, 'insight counts not written, kept for the next flush');
      }
    });
    return this.flushing;
  }

  /** Reads the shared salts before the first event (waiting for Redis 3 s at most). */
  async onApplicationBootstrap(): Promise<void> {
    await this.sharedVisitors.ready();
    await this.flush();
    this.timer = setInterval(() => void this.flush(), this.env.INSIGHTS_FLUSH_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
