import type { GuestPageData } from '@carta/contracts';
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
