import { API_PREFIX, PUBLIC_ROUTES, WEB_BASE_PATH, WEB_ROUTES, ID_PATTERN_SOURCE } from '@carta/contracts';

const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

// Ids are UUIDs: anything else gets no preload (and never reaches the Link header).
const ID = `(${ID_PATTERN_SOURCE})`;

function pattern(route: string): RegExp {
  return new RegExp(`^${WEB_BASE_PATH}${route.replace(/:\w+/g, ID)}/?$`);
}

const GUEST_LANDING = [pattern(WEB_ROUTES.guestRestaurant), pattern(WEB_ROUTES.guestRestaurantMenus)];
const GUEST_MENU = pattern(WEB_ROUTES.guestRestaurantMenuView);

/** The public call a guest page's first screen makes, if `path` is a guest page. */
function guestData(path: string): string | undefined {
  const menu = GUEST_MENU.exec(path);
  if (menu) return `${API_PREFIX}${PUBLIC_ROUTES.menu(menu[1], menu[2])}`;
  const landing = GUEST_LANDING.map((regex) => regex.exec(path)).find(Boolean);
  if (landing) return `${API_PREFIX}${PUBLIC_ROUTES.restaurants}?${new URLSearchParams({ _id: landing[1] })}`;
  return undefined;
}

/**
 * The `Link` header of the app's page: what its scripts will fetch first, requested with the HTML instead of after
 * them (a phone on a slow network saves a round trip per step). Every page reads the remotes' addresses; a guest
 * page also its remote's manifest and the public data it shows.
 */
export function preloadLinks(path: string, guestManifest: string): string {
  const links = [preload(`${WEB_BASE_PATH}/remotes.json`)];
  const data = guestData(path);
  if (data) links.push(preload(guestManifest), preload(data));
  return links.join(', ');
}
