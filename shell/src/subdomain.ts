import {
  API_PREFIX,
  DEFAULT_MAIN_HOST,
  PUBLIC_ROUTES,
  SUBDOMAIN_PATTERN,
  WEB_BASE_PATH,
  WEB_ROUTES,
  isIpAddress,
  subdomainOf,
  webPath,
  type PublicRestaurantList,
  type WebConfig,
} from '@carta/contracts';

/** What the first navigation does (spec §2 "Navigation rules"). */
export type FirstNavigation =
  | { kind: 'proceed' }
  /** A restaurant's subdomain opened on the landing page: show that restaurant (a router path). */
  | { kind: 'guestLanding'; path: string }
  /** No single match, or another restaurant's page: the same address on the main host. */
  | { kind: 'mainSite' };

/** Router paths (under /app) that name a restaurant as `:restaurantId`, as patterns. */
const RESTAURANT_ROUTES = Object.values(WEB_ROUTES)
  .filter((route) => route.includes(':restaurantId'))
  .map((route) => new RegExp(`^${route.replace(/:restaurantId/, '([^/]+)').replace(/:\w+/g, '[^/]+')}/?$`));

/** The restaurant a router path is about, if its route has a `:restaurantId`. */
export function restaurantIdOf(path: string): string | undefined {
  for (const pattern of RESTAURANT_ROUTES) {
    const match = pattern.exec(path);
    if (match) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/** The rule itself: `matches` are the restaurants found for the subdomain, null when the lookup failed. */
export function decideFirstNavigation(path: string, matches: readonly { _id: string }[] | null): FirstNavigation {
  if (matches?.length !== 1) return { kind: 'mainSite' };
  const [restaurant] = matches;
  if (path === WEB_ROUTES.landing) {
    return { kind: 'guestLanding', path: webPath('guestRestaurant', { restaurantId: restaurant._id }) };
  }
  return restaurantIdOf(path) === restaurant._id ? { kind: 'proceed' } : { kind: 'mainSite' };
}

/** The same address on the main host (same scheme and port). */
export function mainSiteUrl(location: Pick<Location, 'protocol' | 'port' | 'pathname' | 'search'>, mainHost: string) {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${mainHost}${port}${location.pathname}${location.search}`;
}

async function readMainHost(): Promise<string> {
  try {
    const response = await fetch(`${WEB_BASE_PATH}/config.json`, { cache: 'no-store' });
    const body = response.ok ? ((await response.json()) as Partial<WebConfig>) : {};
    return typeof body.mainHost === 'string' && body.mainHost ? body.mainHost : DEFAULT_MAIN_HOST;
  } catch {
    return DEFAULT_MAIN_HOST;
  }
}

async function lookUp(subDomain: string): Promise<PublicRestaurantList['docs'] | null> {
  // Letters and digits only: anything else is no restaurant's subdomain, so it matches none.
  if (!SUBDOMAIN_PATTERN.test(subDomain)) return [];
  const query = new URLSearchParams({ subDomainEnabled: 'true', subDomain });
  try {
    const response = await fetch(`${API_PREFIX}${PUBLIC_ROUTES.restaurants}?${query}`);
    return response.ok ? ((await response.json()) as PublicRestaurantList).docs : null;
  } catch {
    return null;
  }
}

/** Router path of the current address (relative to /app). */
export function currentRouterPath(): string {
  const { pathname } = window.location;
  return pathname.startsWith(WEB_BASE_PATH) ? pathname.slice(WEB_BASE_PATH.length) || '/' : pathname;
}

/** Only a plain host name with a dot can carry a subdomain: localhost and IP addresses never wait for config. */
function mayBeSubdomain(hostname: string): boolean {
  return hostname.includes('.') && !isIpAddress(hostname);
}

/**
 * Applies the rule once, before the router starts. Resolves true when the app should start on the (possibly
 * rewritten) current address, false when the page is leaving for the main site.
 */
export async function settleFirstNavigation(): Promise<boolean> {
  const { hostname } = window.location;
  if (!mayBeSubdomain(hostname)) return true;
  const mainHost = await readMainHost();
  const label = subdomainOf(hostname, mainHost);
  if (!label) return true;
  const decision = decideFirstNavigation(currentRouterPath(), await lookUp(label));
  if (decision.kind === 'guestLanding') {
    window.history.replaceState(null, '', `${WEB_BASE_PATH}${decision.path}`);
    return true;
  }
  if (decision.kind === 'mainSite') {
    window.location.replace(mainSiteUrl(window.location, mainHost));
    return false;
  }
  return true;
}
