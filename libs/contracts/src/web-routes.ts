/** The web app lives under this base path (history mode). */
export const WEB_BASE_PATH = '/app';

/** Every screen of spec §2, as router paths relative to WEB_BASE_PATH. */
export const WEB_ROUTES = {
  landing: '/',
  home: '/home',
  profile: '/profile',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot',
  resetPassword: '/reset/:id',
  verifyEmail: '/verify/:id',
  about: '/about',
  contact: '/contact',
  createRestaurant: '/newRestaurant',
  restaurantView: '/restaurant/:id',
  restaurantEdit: '/restaurantEdit/:id',
  itemsView: '/restaurant/:restaurantId/items',
  menusList: '/restaurant/:restaurantId/menu',
  menuView: '/restaurant/:restaurantId/menu/:id',
  newMenu: '/restaurant/:restaurantId/newMenu',
  menuEdit: '/restaurant/:restaurantId/newMenu/:id',
  guestRestaurant: '/guest/restaurant/:restaurantId',
  guestRestaurantMenus: '/guest/restaurant/:restaurantId/menus',
  guestRestaurantMenuView: '/guest/restaurant/:restaurantId/menu/:id',
  adminCities: '/admin/cities',
  adminUsers: '/admin/users',
  restaurantsSubDomains: '/admin/restaurantsSubDomains',
} as const;

export type WebRoute = keyof typeof WEB_ROUTES;

/** Fills a route's `:params`: webPath('menuView', {restaurantId: 'r1', id: 'm1'}) → /restaurant/r1/menu/m1. */
export function webPath(route: WebRoute, params: Record<string, string> = {}): string {
  return WEB_ROUTES[route].replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`webPath(${route}): missing :${name}`);
    return encodeURIComponent(value);
  });
}
