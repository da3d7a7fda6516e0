import { PUBLIC_ROUTES, type PublicRestaurant, type PublicRestaurantList } from '@carta/contracts';
import { once, read, remember } from '../common/public-api';

/** The request's key in the page's memory (a server-rendered page hands its data over under it). */
export const restaurantKey = (id: string) => `restaurant:${id}`;

export function restaurantRequest(id: string): Promise<PublicRestaurant | null> {
  const query = new URLSearchParams({ _id: id });
  return once(restaurantKey(id), async () => {
    const list = await read<PublicRestaurantList>(`${PUBLIC_ROUTES.restaurants}?${query}`);
    return list?.docs[0] ?? null;
  });
}

/** The restaurant came with another answer (a menu page): going back to its landing page costs no request. */
export function rememberRestaurant(id: string, restaurant: PublicRestaurant): void {
  remember(restaurantKey(id), restaurant);
}
