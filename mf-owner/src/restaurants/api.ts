import {
  RESTAURANT_ROUTES,
  type ContactMessage,
  type ContactMessageInput,
  type Restaurant,
  type RestaurantInput,
  type RestaurantPatch,
  type TranslationStatus,
} from '@carta/contracts';
import { http, restCollection } from '@carta/web-core';

/**
 * The caller's own restaurants. An update takes the wizard's fields, the social links (replaced whole) or the map;
 * a delete removes the restaurant with its products, menus and images.
 */
export const {
  list: listRestaurants,
  create: createRestaurant,
  update: updateRestaurant,
  remove: deleteRestaurant,
} = restCollection<Restaurant, RestaurantInput, RestaurantPatch>(RESTAURANT_ROUTES.list, RESTAURANT_ROUTES.one);

/** Silent: the screen shows not-found or the error itself (see useRestaurant). */
export async function getRestaurant(id: string): Promise<Restaurant> {
  const { data } = await http.get<Restaurant>(RESTAURANT_ROUTES.one(id), { silent: true });
  return data;
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

/** How complete each of the restaurant's languages is, with the texts each one lacks. */
export async function getTranslationStatus(id: string): Promise<TranslationStatus> {
  return (await http.get<TranslationStatus>(RESTAURANT_ROUTES.translations(id))).data;
}
