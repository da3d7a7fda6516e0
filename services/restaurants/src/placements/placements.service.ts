import { Inject, Injectable } from '@nestjs/common';
import {
  PLACEMENT_CODE_PATTERN,
  PLACEMENT_LIMITS,
  type Placement,
  type PlacementList,
  type PlacementRangeInput,
} from '@carta/contracts';
import { AppException } from '@carta/nest-core';
import { InsightsRecorder } from '../insights/insights-recorder';
import { MAIL_LINKS_CONFIG, subdomainUrl, webUrl, type MailLinksConfig } from '../mail/mail-links';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { toPlacement } from './placement.mapper';
import { PlacementsRepository } from './placements.repository';

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
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly placements: PlacementsRepository,
    private readonly insights: InsightsRecorder,
    @Inject(MAIL_LINKS_CONFIG) private readonly links: MailLinksConfig,
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
   * on the main host. A deleted placement's link still opens its restaurant; an unknown code is NOT_FOUND.
   */
  async open(code: string): Promise<string> {
    const target = PLACEMENT_CODE_PATTERN.test(code) ? await this.placements.target(code) : null;
    if (!target) throw new AppException('NOT_FOUND');
    this.insights.record(target.restaurantId, { kind: 'scan', placement: code });
    return target.subDomain
      ? subdomainUrl(target.subDomain, this.links)
      : webUrl(this.links.publicUrl, 'guestRestaurant', { restaurantId: target.restaurantId });
  }
}
