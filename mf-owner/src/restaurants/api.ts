import {
  RESTAURANT_ROUTES,
  type ContactMessage,
  type ContactMessageInput,
  type ListQuery,
  type Paged,
  type Restaurant,
  type RestaurantInput,
  type RestaurantPatch,
} from '@carta/contracts';
import { http } from '@carta/web-core';

/** GET /restaurants: the caller's own restaurants, one page. */
export async function listRestaurants(query: ListQuery = {}): Promise<Paged<Restaurant>> {
  const { data } = await http.get<Paged<Restaurant>>(RESTAURANT_ROUTES.list, { params: query });
  return data;
}

/** Silent: the screen shows not-found or the error itself (see useRestaurant). */
export async function getRestaurant(id: string): Promise<Restaurant> {
  const { data } = await http.get<Restaurant>(RESTAURANT_ROUTES.one(id), { silent: true });
  return data;
}

export async function createRestaurant(input: RestaurantInput): Promise<Restaurant> {
  const { data } = await http.post<Restaurant>(RESTAURANT_ROUTES.list, input, { showLoading: true });
  return data;
}

/** PATCH /restaurants/{id}: the wizard's fields, the social links (replaced whole) or the map. */
export async function updateRestaurant(id: string, patch: RestaurantPatch): Promise<Restaurant> {
  const { data } = await http.patch<Restaurant>(RESTAURANT_ROUTES.one(id), patch, { showLoading: true });
  return data;
}

/** Removes the restaurant with its products, menus and images. */
export async function deleteRestaurant(id: string): Promise<void> {
  await http.delete(RESTAURANT_ROUTES.one(id), { showLoading: true });
}

/** The subdomain then waits (pending) for an admin's decision. */
export async function requestSubdomain(id: string, subDomain: string): Promise<Restaurant> {
  const { data } = await http.patch<Restaurant>(
    RESTAURANT_ROUTES.subdomainRequest(id),
    { subDomain },
    { showLoading: true },
  );
  return data;
}

/** A message about this restaurant for the admins. */
export async function sendContactMessage(id: string, input: ContactMessageInput): Promise<ContactMessage> {
  const { data } = await http.post<ContactMessage>(RESTAURANT_ROUTES.contact(id), input, { showLoading: true });
  return data;
}
