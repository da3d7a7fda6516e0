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
import { DailyVisitors, InsightsTally } from './tally';

/** Who sent an event, only to tell today's unique visitors apart (never stored). */
export interface Visitor {
  address: string;
  userAgent: string;
}

/**
 * Counts guests' events in memory and adds them to PostgreSQL every INSIGHTS_FLUSH_MS, so an event costs no query.
 * Other features record through it too (a placement's scan at its `/q/{code}` link): `record(id, {kind: 'scan', …})`.
 */
@Injectable()
export class InsightsRecorder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(InsightsRecorder.name);
  private readonly tally = new InsightsTally();
  private readonly visitors = new DailyVisitors();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: InsightsRepository,
    private readonly clock: ClockRepository,
    @Inject(ENV) private readonly env: RestaurantsEnv,
  ) {}

  /** Counts a valid event for a restaurant that exists (the caller checked both). */
  record(restaurantId: string, event: CountedEvent, visitor?: Visitor): void {
    const now = this.clock.now();
    for (const [kind, dimension] of countsOf(event)) this.tally.add(restaurantId, now, kind, dimension);
    if (visitor && this.visitors.isNew(restaurantId, visitor.address, visitor.userAgent, now)) {
      this.tally.add(restaurantId, now, 'visitor', '');
    }
  }

  /** Writes what was counted; on failure the counts stay for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
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

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), this.env.INSIGHTS_FLUSH_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
