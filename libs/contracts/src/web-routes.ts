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

/**
 * A restaurant's own address once an admin accepted its subdomain: `{sub}.{mainHost}` with `siteUrl`'s scheme, and
 * its port unless mainHost names one (null: siteUrl's host) — https://casapepe.carta.example.com/app/ in production,
 * http://casapepe.localhost:8080/app/ on a local run. The owner's QR code and the acceptance mail both use it.
 */
export function subdomainUrl(subDomain: string, mainHost: string | null, siteUrl: string): string {
  const url = new URL(siteUrl);
  const [host, port] = mainHost ? mainHost.split(':') : [url.hostname, url.port];
  url.hostname = `${subDomain.toLowerCase()}.${host}`;
  if (port !== undefined) url.port = port;
  url.pathname = `${WEB_BASE_PATH}/`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

export function isIpAddress(hostname: string): boolean {
  return IP_ADDRESS.test(hostname);
}

/**
 * The host's first label when it may be a restaurant's subdomain, else null: the main host's own label and
 * `localhost` proceed (spec), and so does a host outside the main host (an IP address, another domain), which is
 * not ours to judge — so a deployment that forgot MAIN_HOST never sends every visitor away.
 */
export function subdomainOf(hostname: string, mainHost: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const main = mainHost.toLowerCase();
  if (IP_ADDRESS.test(host) || !host.endsWith(`.${main}`)) return null;
  const label = host.split('.')[0];
  return label === 'localhost' || label === main.split('.')[0] ? null : label;
}
