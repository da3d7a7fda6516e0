import {
  API_PREFIX,
  PUBLIC_ROUTES,
  type PublicMenuPage,
  type PublicRestaurant,
  type PublicRestaurantList,
} from '@carta/contracts';

/** A call that failed for another reason than "there is no such thing" (network, server). */
export class LoadError extends Error {
  constructor(readonly status?: number) {
    super(status ? `public call failed with ${status}` : 'public call failed');
  }
}

/** GET a public call (no token, so plain fetch rather than the app's HTTP client); null when it is not found. */
async function read<T>(path: string): Promise<T | null> {
  let response: Response;
  try {
    // A plain GET, like the `Link: rel=preload` the gateway sends with the page, so the browser reuses that response.
    response = await fetch(`${API_PREFIX}${path}`);
  } catch {
    throw new LoadError();
  }
  // An unknown or malformed id is a page that does not exist, for a guest.
  if (response.status === 404 || response.status === 422) return null;
  if (!response.ok) throw new LoadError(response.status);
  return (await response.json()) as T;
}

const requests = new Map<string, Promise<unknown>>();

/** One request per thing for the life of the page (screens read it with `use`); a failed one is asked again. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let request = requests.get(key) as Promise<T> | undefined;
  if (!request) {
    request = load();
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

export function restaurantRequest(id: string): Promise<PublicRestaurant | null> {
  const query = new URLSearchParams({ _id: id });
  return once(`restaurant:${id}`, async () => {
    const list = await read<PublicRestaurantList>(`${PUBLIC_ROUTES.restaurants}?${query}`);
    return list?.docs[0] ?? null;
  });
}

export function menuRequest(id: string, menuId: string): Promise<PublicMenuPage | null> {
  const path = PUBLIC_ROUTES.menu(encodeURIComponent(id), encodeURIComponent(menuId));
  return once(`menu:${id}:${menuId}`, async () => {
    const page = await read<PublicMenuPage>(path);
    // The menu came with its restaurant: going back to the landing page costs no request.
    const restaurantKey = `restaurant:${id}`;
    if (page && !requests.has(restaurantKey)) requests.set(restaurantKey, Promise.resolve(page.restaurant));
    return page;
  });
}
