import {
  endOfLocalDay,
  guestPageData,
  guestPageRead,
  serviceChangesAt,
  type GuestPageData,
  type GuestPageState,
  type GuestRoute,
} from '@carta/contracts';
import { readVersion } from './common/public-api';
import { menuKey } from './menu/api';
import { restaurantKey } from './restaurant/api';

/** A rendered page's data as the screens' requests would have answered it, keyed as they ask for it. */
export function answeredRequests(route: GuestRoute, data: GuestPageData): [string, unknown][] {
  if (data.screen === 'menu') {
    if (route.screen !== 'menu') return [];
    const entries: [string, unknown][] = [[menuKey(route.restaurantId, route.menuId), data.page]];
    if (data.page) entries.push([restaurantKey(route.restaurantId), data.page.restaurant]);
    return entries;
  }
  return [[restaurantKey(route.restaurantId), data.restaurant]];
}

/** A page's data as the browser reads it to hydrate, and whether it is the answer the page was rendered from. */
export interface ReadPageData {
  data: GuestPageData;
  asRendered: boolean;
}

/** Reads the page's data (the worker answers it offline). */
export async function readPageData(state: GuestPageState): Promise<ReadPageData> {
  const { answer, version } = await readVersion(guestPageRead(state.route));
  return { data: guestPageData(state.route, answer), asRendered: version === state.version };
}

/**
 * Until when a page rendered at `now` reads right: what it says of its menus' service holds until the first of them may
 * read differently; a page with no menu says nothing of the clock (it holds to the day's end).
 */
export function holdsUntil(data: GuestPageData, now: number): number {
  const restaurant = data.screen === 'menu' ? data.page?.restaurant : data.restaurant;
  const menus = data.screen === 'menu' ? (data.page ? [data.page.menu] : []) : (restaurant?.menus ?? []);
  const instant = new Date(now);
  const timeZone = restaurant?.timeZone ?? 'UTC';
  if (menus.length === 0) return endOfLocalDay(instant, timeZone).getTime();
  return Math.min(...menus.map((menu) => serviceChangesAt(menu.schedule, instant, timeZone).getTime()));
}
