import { subdomainUrl as guestSubdomainUrl, WEB_BASE_PATH, webPath, type Restaurant } from '@carta/contracts';

type Place = Pick<Location, 'origin'>;

/** A subdomain's address, by the rule the acceptance mail uses too. */
export function subdomainUrl(subDomain: string, mainHost: string, place: Place = window.location): string {
  return guestSubdomainUrl(subDomain, mainHost, place.origin);
}

/** The guest route on this site (the preview always uses it: a subdomain may not resolve everywhere). */
export function guestPageUrl(restaurantId: string, place: Place = window.location): string {
  return `${place.origin}${WEB_BASE_PATH}${webPath('guestRestaurant', { restaurantId })}`;
}

/**
 * Where guests open the restaurant: its own subdomain once an admin accepted it (the shell sends that host's
 * landing page to the restaurant), else the guest route on this site.
 */
export function guestUrl(
  restaurant: Pick<Restaurant, '_id' | 'subDomain' | 'subDomainEnabled'>,
  mainHost: string,
  place: Place = window.location,
): string {
  return restaurant.subDomainEnabled && restaurant.subDomain
    ? subdomainUrl(restaurant.subDomain, mainHost, place)
    : guestPageUrl(restaurant._id, place);
}
