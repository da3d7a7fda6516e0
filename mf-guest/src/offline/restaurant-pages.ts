// What the service worker keeps of a restaurant once a guest has opened one of its pages: its landing, its menus' list
// and every menu, each page and the read it hydrates from, so a menu not yet opened opens offline too (the guest at the
// table on the restaurant's Wi-Fi opens the dessert menu after the main one).
import {
  API_PREFIX,
  WEB_BASE_PATH,
  WEB_ROUTES,
  guestPageRead,
  webPath,
  type GuestRoute,
  type PublicRestaurant,
} from '@carta/contracts';

/** A restaurant's pages to keep at most: a few menus are what guests open; any more would be someone else's site. */
const MAX_MENUS = 12;

const RESTAURANT_PAGE = new RegExp(
  `^${WEB_BASE_PATH}${WEB_ROUTES.guestRestaurant.replace(':restaurantId', '([^/]+)')}(?:/|$)`,
);

/** The restaurant a guest page's address shows, if any. */
export function restaurantOf(address: string): string | null {
  const match = RESTAURANT_PAGE.exec(new URL(address, 'http://x').pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The read that lists a restaurant and its menus (the landing page's). */
export function restaurantRead(restaurantId: string): string {
  return `${API_PREFIX}${guestPageRead({ screen: 'restaurant', restaurantId })}`;
}

/** A restaurant's pages (paths under the origin) and the reads they hydrate from, kept together. */
export function restaurantPages(restaurant: Pick<PublicRestaurant, '_id' | 'menus'>): {
  pages: string[];
  reads: string[];
} {
  const restaurantId = restaurant._id;
  const routes: GuestRoute[] = [
    { screen: 'restaurant', restaurantId },
    { screen: 'menus', restaurantId },
    ...restaurant.menus
      .slice(0, MAX_MENUS)
      .map((menu) => ({ screen: 'menu' as const, restaurantId, menuId: menu._id })),
  ];
  return {
    pages: routes.map((route) =>
      route.screen === 'menu'
        ? `${WEB_BASE_PATH}${webPath('guestRestaurantMenuView', { restaurantId, id: route.menuId })}`
        : `${WEB_BASE_PATH}${webPath(route.screen === 'restaurant' ? 'guestRestaurant' : 'guestRestaurantMenus', { restaurantId })}`,
    ),
    reads: [...new Set(routes.map((route) => `${API_PREFIX}${guestPageRead(route)}`))],
  };
}
