import {
  RESTAURANT_ROUTES,
  type ContactMessage,
  type ContactMessageInput,
  type GeocodeResult,
  type PublicRestaurant,
  type Restaurant,
  type RestaurantImage,
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

/** The point of an address, through our restaurants service (the browser never asks the geocoder). Silent: the map
 * dialog says itself what went wrong. */
export async function geocode(query: string): Promise<GeocodeResult> {
  const { data } = await http.get<GeocodeResult>(RESTAURANT_ROUTES.geocode, { params: { q: query }, silent: true });
  return data;
}

/** Sets the logo or cover (the file in the field `image`; the server resizes it to WebP), or removes it (null). */
export async function setRestaurantImage(id: string, kind: RestaurantImage, file: File | null): Promise<Restaurant> {
  const path = RESTAURANT_ROUTES.restaurantImage(id, kind);
  if (!file) return (await http.delete<Restaurant>(path, { showLoading: true })).data;
  const form = new FormData();
  form.append('image', file);
  return (await http.put<Restaurant>(path, form, { showLoading: true })).data;
}

/** How complete each of the restaurant's languages is, with the texts each one lacks. */
export async function getTranslationStatus(id: string): Promise<TranslationStatus> {
  return (await http.get<TranslationStatus>(RESTAURANT_ROUTES.translations(id))).data;
}

/** The restaurant as guests would read it at `at` (the owner's preview; never cached for guests). */
export async function getPreview(id: string, at: Date): Promise<PublicRestaurant> {
  const { data } = await http.get<PublicRestaurant>(RESTAURANT_ROUTES.preview(id), {
    params: { at: at.toISOString() },
  });
  return data;
}
