import { Inject, Injectable } from '@nestjs/common';
import {
  PLACEMENT_CODE_PATTERN,
  PLACEMENT_LIMITS,
  type Placement,
  type PlacementList,
  type PlacementRangeInput,
} from '@carta/contracts';
import { AppException, ClockRepository, ENV, PerAddressLimit } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { InsightsRecorder } from '../insights/insights-recorder';
import { isBotAgent, type Visitor } from '../insights/tally';
import { MAIL_LINKS_CONFIG, subdomainUrl, webUrl, type MailLinksConfig } from '../mail/mail-links';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { toPlacement } from './placement.mapper';
import type { ShortLinkTarget } from './placement.row';
import { PlacementsRepository } from './placements.repository';

/** A code no placement has is answered from memory this long (a misprint scanned again, a client guessing): no query. */
const UNKNOWN_CODE_KEPT_MS = 60_000;
const UNKNOWN_CODES_KEPT = 10_000;

/** "Mesa 1" … "Mesa 20": the names a range makes, or the refusal naming the field at fault. */
export function rangeNames({ prefix, from, to }: PlacementRangeInput): string[] {
  if (to < from) throw new AppException('ERROR', { param: 'to' });
  if (to - from + 1 > PLACEMENT_LIMITS.range) {
    throw new AppException('TOO_LONG', { param: 'to', max: PLACEMENT_LIMITS.range });
  }
  const names: string[] = [];
  for (let n = from; n <= to; n++) names.push(`${prefix} ${n}`);
  if (names.some((name) => name.length > PLACEMENT_LIMITS.name)) {
    throw new AppException('TOO_LONG', { param: 'prefix', max: PLACEMENT_LIMITS.name });
  }
  return names;
}

@Injectable()
export class PlacementsService {
  /** Unknown codes → until when they are answered from here, oldest first. */
  private readonly unknownCodes = new Map<string, number>();

  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly placements: PlacementsRepository,
    private readonly insights: InsightsRecorder,
    private readonly limit: PerAddressLimit,
    private readonly clock: ClockRepository,
    @Inject(MAIL_LINKS_CONFIG) private readonly links: MailLinksConfig,
    @Inject(ENV) private readonly env: RestaurantsEnv,
  ) {}

  async list(restaurantId: string, caller: Caller): Promise<PlacementList> {
    await this.restaurants.find(restaurantId, caller, 'read');
    const rows = await this.placements.list(restaurantId);
    return { docs: rows.map(toPlacement), totalDocs: rows.length };
  }

  async create(restaurantId: string, caller: Caller, names: string[]): Promise<PlacementList> {
    await this.restaurants.find(restaurantId, caller, 'write');
    if ((await this.placements.countLive(restaurantId)) + names.length > PLACEMENT_LIMITS.perRestaurant) {
      throw new AppException('TOO_LONG', { param: 'placements', max: PLACEMENT_LIMITS.perRestaurant });
    }
    const rows = await this.placements.insert(restaurantId, names);
    return { docs: rows.map(toPlacement), totalDocs: rows.length };
  }

  createRange(restaurantId: string, caller: Caller, range: PlacementRangeInput): Promise<PlacementList> {
    return this.create(restaurantId, caller, rangeNames(range));
  }

  async rename(restaurantId: string, placementId: string, caller: Caller, name: string): Promise<Placement> {
    await this.restaurants.find(restaurantId, caller, 'write');
    const row = await this.placements.rename(restaurantId, placementId, name);
    if (!row) throw new AppException('NOT_FOUND');
    return toPlacement(row);
  }

  async remove(restaurantId: string, placementId: string, caller: Caller): Promise<Placement> {
    await this.restaurants.find(restaurantId, caller, 'write');
    const row = await this.placements.softDelete(restaurantId, placementId);
    if (!row) throw new AppException('NOT_FOUND');
    return toPlacement(row);
  }

  /**
   * Where a short link sends its guest, after counting the scan (in memory with the guests' other insights, so a scan
   * writes nothing; the guest page sends no scan of its own): the restaurant's accepted subdomain, else its guest page
   * on the main host. As the guests' events: at most INSIGHTS_EVENTS_PER_MINUTE per address (TOO_MANY_REQUESTS), a
   * bot is sent on uncounted, and a guest's scans count once a day (InsightsRecorder). A deleted placement's link still
   * opens its restaurant; an unknown code is NOT_FOUND.
   */
  async open(code: string, guest: Visitor): Promise<string> {
    if (!(await this.limit.allow('shortLinks', guest.address, this.env.INSIGHTS_EVENTS_PER_MINUTE))) {
      throw new AppException('TOO_MANY_REQUESTS');
    }
    const target = PLACEMENT_CODE_PATTERN.test(code) ? await this.targetOf(code) : null;
    if (!target) throw new AppException('NOT_FOUND');
    if (!isBotAgent(guest.userAgent))
      this.insights.record(target.restaurantId, { kind: 'scan', placement: code }, guest);
    return target.subDomain
      ? subdomainUrl(target.subDomain, this.links)
      : webUrl(this.links.publicUrl, 'guestRestaurant', { restaurantId: target.restaurantId });
  }

  private async targetOf(code: string): Promise<ShortLinkTarget | null> {
    const now = this.clock.now().getTime();
    if ((this.unknownCodes.get(code) ?? 0) > now) return null;
    const target = await this.placements.target(code);
    if (target) return target;
    this.unknownCodes.delete(code);
    if (this.unknownCodes.size >= UNKNOWN_CODES_KEPT) this.unknownCodes.delete(this.unknownCodes.keys().next().value!);
    this.unknownCodes.set(code, now + UNKNOWN_CODE_KEPT_MS);
    return null;
  }
}
