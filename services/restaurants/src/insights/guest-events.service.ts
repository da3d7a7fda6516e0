import { Inject, Injectable } from '@nestjs/common';
import { INSIGHT_EVENT_CONTENT_TYPE, INSIGHT_EVENT_MAX_BYTES, type InsightEvent } from '@carta/contracts';
import { AppException, ClockRepository, ENV, PerAddressLimit } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { parseInsightEvent, type CountedEvent } from './insight-event';
import { InsightsRecorder } from './insights-recorder';
import { InsightsRepository, type EventTargets } from './insights.repository';
import { isBotAgent } from './tally';

/** How long a restaurant's menus and products are trusted before they are read again. */
const TARGETS_TTL_MS = 30_000;
const TARGETS_REREAD_MS = 3_000;
const TARGETS_KEPT = 10_000;

export interface GuestRequest {
  restaurantId: string;
  body: unknown;
  contentType: string | undefined;
  contentLength: number;
  address: string;
  userAgent: string | undefined;
}

/**
 * Accepts one guest event: bots dropped, per-address limit (shared by the replicas), strict validation, then counted
 * in memory.
 */
@Injectable()
export class GuestEventsService {
  private readonly targets = new Map<string, { at: number; targets: Promise<EventTargets | null> }>();

  constructor(
    private readonly recorder: InsightsRecorder,
    private readonly repository: InsightsRepository,
    private readonly limit: PerAddressLimit,
    private readonly clock: ClockRepository,
    @Inject(ENV) private readonly env: RestaurantsEnv,
  ) {}

  /** False when the request was dropped as a bot's (answered like any other, so bots learn nothing). */
  async accept(request: GuestRequest): Promise<boolean> {
    const contentType = request.contentType?.split(';')[0].trim().toLowerCase();
    if (contentType !== INSIGHT_EVENT_CONTENT_TYPE || isBotAgent(request.userAgent)) return false;
    if (request.contentLength > INSIGHT_EVENT_MAX_BYTES)
      throw new AppException('TOO_LONG', { param: 'body', max: INSIGHT_EVENT_MAX_BYTES });
    if (!(await this.limit.allow('insightEvents', request.address, this.env.INSIGHTS_EVENTS_PER_MINUTE))) {
      throw new AppException('TOO_MANY_REQUESTS');
    }
    const now = this.clock.now();
    const event = parseInsightEvent(request.body);
    let targets = await this.targetsOf(request.restaurantId, now.getTime(), 0);
    // A menu or item made since they were read: read them again, at most every few seconds.
    if (targets && !counted(targets, event)) targets = await this.targetsOf(request.restaurantId, now.getTime(), 1);
    if (!targets) throw new AppException('NOT_FOUND');
    const recorded = counted(targets, event);
    if (!recorded) throw new AppException('ERROR', { param: event.kind === 'menuView' ? 'menu' : 'item' });
    this.recorder.record(request.restaurantId, recorded, {
      address: request.address,
      userAgent: request.userAgent ?? '',
    });
    return true;
  }

  /** `again`: the kept ones are older than TARGETS_REREAD_MS, so re-read them. */
  private targetsOf(restaurantId: string, now: number, again: 0 | 1): Promise<EventTargets | null> {
    const kept = this.targets.get(restaurantId);
    if (kept && now - kept.at < (again ? TARGETS_REREAD_MS : TARGETS_TTL_MS)) return kept.targets;
    if (this.targets.size >= TARGETS_KEPT) this.targets.clear();
    const targets = this.repository.targets(restaurantId);
    this.targets.set(restaurantId, { at: now, targets });
    targets.catch(() => this.targets.delete(restaurantId));
    return targets;
  }
}

/** The event as counted, or null when the menu or item it names is not the restaurant's. */
function counted(targets: EventTargets, event: InsightEvent): CountedEvent | null {
  if (event.kind === 'menuView') return targets.menus.has(event.menu) ? event : null;
  if (event.kind !== 'dishOpen') return event;
  const product = targets.items.get(event.item);
  return product ? { kind: 'dishOpen', product } : null;
}
