import {
  RESTAURANT_ROUTES,
  type ListQuery,
  type Paged,
  type Restaurant,
  type SubdomainHold,
  type SubdomainRejection,
} from '@carta/contracts';
import { http } from '@carta/web-core';

/** GET /restaurants/all: the pending requests come first; `pending` keeps only those. */
export async function listRestaurants({
  pending,
  ...query
}: ListQuery & { pending: boolean }): Promise<Paged<Restaurant>> {
  const params = pending ? { ...query, pending: true } : query;
  const { data } = await http.get<Paged<Restaurant>>(RESTAURANT_ROUTES.all, { params });
  return data;
}

export async function acceptSubdomain(id: string): Promise<Restaurant> {
  const { data } = await http.patch<Restaurant>(RESTAURANT_ROUTES.subdomainAccept(id), undefined, {
    showLoading: true,
  });
  return data;
}

/** Rejects a request, or withdraws an accepted subdomain; the owner is mailed the reason. */
export async function rejectSubdomain(id: string, body: SubdomainRejection): Promise<Restaurant> {
  const { data } = await http.patch<Restaurant>(RESTAURANT_ROUTES.subdomainReject(id), body, { showLoading: true });
  return data;
}

/** DELETE /restaurants/subdomainholds/{sub}: ends a hold early (a name not held is NOT_FOUND). */
export async function releaseSubdomainHold(subDomain: string): Promise<SubdomainHold> {
  const { data } = await http.delete<SubdomainHold>(RESTAURANT_ROUTES.subdomainHold(encodeURIComponent(subDomain)), {
    showLoading: true,
  });
  return data;
}
