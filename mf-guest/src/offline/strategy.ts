import {
  API_PREFIX,
  HASHED_FILE,
  PUBLIC_ROUTES,
  publicChangesPath,
  RESTAURANT_ROUTES,
  WEB_BASE_PATH,
} from '@carta/contracts';

/** The open menus' event streams: never stored, never answered from a copy. */
const CHANGES = new RegExp(`^${API_PREFIX}${publicChangesPath('[^/]+')}/?$`);

/**
 * - `page`: a guest page's document, network first (a short wait), else the copy kept;
 * - `data`: the public API's answers and the app's unhashed start-up files, the same way;
 * - `cacheFirst`: files named by their content (scripts, styles, images), which never change.
 */
export type Strategy = 'page' | 'data' | 'cacheFirst';

/** How the worker answers a request, or null to leave it to the browser (writes, other sites, the rest of the API). */
export function strategyFor(request: Pick<Request, 'method' | 'url' | 'mode'>, origin: string): Strategy | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const own = url.origin === origin;
  if (HASHED_FILE.test(url.pathname)) return 'cacheFirst';
  if (!own) return null;
  // Images are stored under a new name when replaced.
  if (url.pathname.startsWith(`${API_PREFIX}${RESTAURANT_ROUTES.image('')}`)) return 'cacheFirst';
  if (request.mode === 'navigate') return 'page';
  if (CHANGES.test(url.pathname)) return null;
  if (
    url.pathname === `${API_PREFIX}${PUBLIC_ROUTES.restaurants}` ||
    url.pathname.startsWith(`${API_PREFIX}${PUBLIC_ROUTES.restaurants}/`)
  ) {
    return 'data';
  }
  // The app's start-up files: remotes.json, config.json, the remotes' manifests and entries.
  if (url.pathname.startsWith(`${WEB_BASE_PATH}/`) || url.pathname.startsWith('/remotes/')) return 'data';
  return null;
}
