import { WEB_BASE_PATH, webPath, type Restaurant } from '@carta/contracts';

type Place = Pick<Location, 'origin' | 'protocol' | 'host'>;

/**
 * Where guests open the restaurant: its own subdomain once an admin accepted it (the shell sends that host's
 * landing page to the restaurant), else the guest route on this site.
 */
export function guestUrl(
  restaurant: Pick<Restaurant, '_id' | 'subDomain' | 'subDomainEnabled'>,
  place: Place = window.location,
): string {
  if (restaurant.subDomainEnabled && restaurant.subDomain) {
    return `${place.protocol}//${restaurant.subDomain}.${place.host.replace(/^www\./, '')}${WEB_BASE_PATH}/`;
  }
  return guestPageUrl(restaurant._id, place);
}

/** The guest route on this site (the preview always uses it: a subdomain may not resolve everywhere). */
export function guestPageUrl(restaurantId: string, place: Pick<Location, 'origin'> = window.location): string {
  return `${place.origin}${WEB_BASE_PATH}${webPath('guestRestaurant', { restaurantId })}`;
}
