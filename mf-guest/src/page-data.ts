import { endOfLocalDay, serviceChangesAt, type GuestPageData } from '@carta/contracts';
import { menuKey } from './menu/api';
import type { GuestRoute } from './navigation';
import { restaurantKey } from './restaurant/api';

/** A rendered page's data as the screens' requests would have answered it, keyed as they ask for it. */
export function answeredRequests(route: GuestRoute | null, data: GuestPageData): [string, unknown][] {
  if (!route) return [];
  if (data.screen === 'menu') {
    if (route.screen !== 'menu') return [];
    const entries: [string, unknown][] = [[menuKey(route.restaurantId, route.menuId), data.page]];
    if (data.page) entries.push([restaurantKey(route.restaurantId), data.page.restaurant]);
    return entries;
  }
  return [[restaurantKey(route.restaurantId), data.restaurant]];
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
