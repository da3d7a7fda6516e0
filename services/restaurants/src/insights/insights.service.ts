import { Injectable } from '@nestjs/common';
import {
  ALLERGENS,
  INSIGHTS_MAX_DAYS,
  INSIGHTS_TOP_DISHES,
  RESTAURANT_LANGUAGES,
  shownCount,
  type Allergen,
  type InsightItem,
  type RestaurantInsights,
  type RestaurantLanguage,
  type Translated,
} from '@carta/contracts';
import { AppException, ClockRepository } from '@carta/nest-core';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { insightsCsv } from './insights-csv';
import { InsightsRepository, type SummedCount } from './insights.repository';

export interface InsightsRange {
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** A YYYY-MM-DD that is a real date, as a UTC midnight; else 422 naming the field. */
function dayOf(text: string, param: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text)
    throw new AppException('ERROR', { param });
  return time;
}

/** The date at `instant` in `timeZone`, YYYY-MM-DD. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Dimension → count of one kind over the range, most first. */
function ranked(sums: SummedCount[], kind: string): [string, number][] {
  return sums
    .filter((sum) => sum.kind === kind && sum.day === null && sum.dimension !== null)
    .map((sum): [string, number] => [sum.dimension as string, sum.count])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Owners' view of their guests' actions; counts under INSIGHTS_MIN_SHOWN are hidden (shownCount). */
@Injectable()
export class InsightsService {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly repository: InsightsRepository,
    private readonly clock: ClockRepository,
  ) {}

  async read(id: string, caller: Caller, range: InsightsRange): Promise<RestaurantInsights> {
    return (await this.compute(id, caller, range)).insights;
  }

  /** The same figures as CSV, names in the restaurant's first language. */
  async csv(id: string, caller: Caller, range: InsightsRange): Promise<{ from: string; to: string; csv: string }> {
    const { insights, language } = await this.compute(id, caller, range);
    return { from: insights.from, to: insights.to, csv: insightsCsv(insights, language) };
  }

  private async compute(
    id: string,
    caller: Caller,
    range: InsightsRange,
  ): Promise<{ insights: RestaurantInsights; language: RestaurantLanguage }> {
    // The owner only: an admin runs no restaurant, and guests' habits are the owner's business.
    const restaurant = await this.restaurants.find(id, caller, 'write');
    const timeZone = restaurant.timeZone;
    const to = range.to ? dayOf(range.to, 'to') : dayOf(localDate(this.clock.now(), timeZone), 'to');
    const from = range.from ? dayOf(range.from, 'from') : to - (DEFAULT_DAYS - 1) * DAY_MS;
    if (from > to) throw new AppException('ERROR', { param: 'from' });
    if ((to - from) / DAY_MS + 1 > INSIGHTS_MAX_DAYS) throw new AppException('ERROR', { param: 'from' });

    const sums = await this.repository.sums(id, timeZone, isoDay(from), isoDay(to));
    const total = (kind: string) =>
      sums.filter((sum) => sum.kind === kind && sum.dimension === null).reduce((all, sum) => all + sum.count, 0);
    const onDay = (kind: string, day: string) =>
      sums.find((sum) => sum.kind === kind && sum.day === day && sum.dimension === null)?.count ?? 0;
    const days = [];
    for (let day = from; day <= to; day += DAY_MS) {
      const date = isoDay(day);
      days.push({ date, menuViews: shownCount(onDay('menuView', date)), visitors: shownCount(onDay('visitor', date)) });
    }
    const menus = ranked(sums, 'menuView');
    const dishes = ranked(sums, 'dishOpen').slice(0, INSIGHTS_TOP_DISHES);
    const placements = ranked(sums, 'scan');
    const [menuNames, dishNames, placementNames] = await Promise.all([
      this.repository.names(
        'menus',
        id,
        menus.map(([menu]) => menu),
      ),
      this.repository.names(
        'products',
        id,
        dishes.map(([dish]) => dish),
      ),
      this.repository.placementNames(
        id,
        placements.map(([code]) => code),
      ),
    ]);
    const items = (list: [string, number][], names: Map<string, Translated>): InsightItem[] =>
      list.map(([_id, count]) => ({ _id, name: names.get(_id) ?? null, count: shownCount(count) }));
    const known = <T extends string>(values: readonly T[], kind: string) =>
      ranked(sums, kind)
        .filter(([value]) => (values as readonly string[]).includes(value))
        .map(([value, count]) => [value as T, shownCount(count)] as const);

    const insights: RestaurantInsights = {
      from: isoDay(from),
      to: isoDay(to),
      timeZone,
      totals: {
        menuViews: shownCount(total('menuView')),
        visitors: shownCount(total('visitor')),
        dishOpens: shownCount(total('dishOpen')),
        filters: shownCount(total('filter')),
        scans: shownCount(total('scan')),
      },
      days,
      menus: items(menus, menuNames),
      dishes: items(dishes, dishNames),
      allergens: known<Allergen>(ALLERGENS, 'allergen').map(([allergen, count]) => ({ allergen, count })),
      languages: known<RestaurantLanguage>(RESTAURANT_LANGUAGES, 'language').map(([language, count]) => ({
        language,
        count,
      })),
      placements: placements.map(([placement, count]) => ({
        placement,
        name: placementNames.get(placement) ?? null,
        count: shownCount(count),
      })),
    };
    return { insights, language: restaurant.languages[0] };
  }
}
