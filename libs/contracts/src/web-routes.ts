/** A file named by its content hash (`main.0123abcd.js`): it never changes, so any cache may keep it for good. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|webp|svg|jpe?g)$/;

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
  /** The menu's allergen matrix for the kitchen, printable. */
  menuAllergens: '/restaurant/:restaurantId/menu/:id/allergens',
  newMenu: '/restaurant/:restaurantId/newMenu',
  menuEdit: '/restaurant/:restaurantId/newMenu/:id',
  insights: '/restaurant/:restaurantId/insights',
  /** Where the restaurant's QR codes stand (tables, window, flyers), and their table tents. */
  placements: '/restaurant/:restaurantId/placements',
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
 * The origin of the product's pages on a restaurant's accepted subdomain (`{sub}.{mainHost}`), or on the main host
 * when `subDomain` is null: `siteUrl`'s scheme, and its port unless mainHost names one (mainHost null: siteUrl's
 * host). Configured, never read from a request's Host: what it writes (links, sitemaps) cannot be forged.
 */
export function siteOrigin(subDomain: string | null, mainHost: string | null, siteUrl: string): string {
  const url = new URL(siteUrl);
  const [host, port] = mainHost ? mainHost.split(':') : [url.hostname, url.port];
  url.hostname = subDomain ? `${subDomain.toLowerCase()}.${host}` : host;
  if (port !== undefined) url.port = port;
  return url.origin;
}

/**
 * A restaurant's own address once an admin accepted its subdomain (`siteOrigin`) — https://casapepe.carta.example.com/app/
 * in production, http://casapepe.localhost:8080/app/ on a local run. The owner's QR code and the acceptance mail both
 * use it.
 */
export function subdomainUrl(subDomain: string, mainHost: string | null, siteUrl: string): string {
  return `${siteOrigin(subDomain, mainHost, siteUrl)}${WEB_BASE_PATH}/`;
}

/**
 * The query parameter naming a guest page's carta language (a restaurant language code: `?lang=gb`): one address per
 * language, for search engines (hreflang, sitemaps) and for the rendered pages kept per language. Without it the
 * page chooses for the guest (an earlier choice, the browser's languages).
 */
export const GUEST_LANGUAGE_PARAM = 'lang';

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/** A host written as an IPv4 or IPv6 address: it has no subdomains. */
export function isIpAddress(host: string): boolean {
  return IP_ADDRESS.test(host);
}

/**
 * Where a restaurant's guest pages are canonical: its accepted subdomain on the host it was asked on
 * (`https://casapepe.carta.example.com` for a page asked at `https://carta.example.com/…`, same scheme and port),
 * else the origin asked. An address by IP has no subdomains.
 */
export function guestCanonicalOrigin(subDomain: string | null, asked: URL): string {
  if (!subDomain) return asked.origin;
  const sub = subDomain.toLowerCase();
  const host = asked.host.toLowerCase();
  if (host.startsWith(`${sub}.`) || IP_ADDRESS.test(asked.hostname)) return asked.origin;
  return `${asked.protocol}//${sub}.${host}`;
}

/** A guest page's address: `origin` + the router path under WEB_BASE_PATH, in `language` when one is given. */
export function guestPageUrl(origin: string, route: string, language?: string): string {
  const url = new URL(`${WEB_BASE_PATH}${route}`, origin);
  if (language) url.searchParams.set(GUEST_LANGUAGE_PARAM, language);
  return url.toString();
}

/**
 * The host's first label when it may be a restaurant's subdomain, else null: the main host's own label and
 * `localhost` proceed (spec), and so does a host outside the main host (an IP address, another domain), which is
 * not ours to judge — so a deployment that forgot MAIN_HOST never sends every visitor away.
 */
export function subdomainOf(hostname: string, mainHost: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  // The host name only: MAIN_HOST may name a port, a request's host name never does.
  const main = mainHost.toLowerCase().split(':')[0];
  if (IP_ADDRESS.test(host) || !host.endsWith(`.${main}`)) return null;
  const label = host.split('.')[0];
  return label === 'localhost' || label === main.split('.')[0] ? null : label;
}
