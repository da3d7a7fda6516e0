import { RESTAURANT_ROUTES, type ListQuery, type Paged, type Restaurant } from '@carta/contracts';
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

export async function rejectSubdomain(id: string): Promise<Restaurant> {
  const { data } = await http.patch<Restaurant>(RESTAURANT_ROUTES.subdomainReject(id), undefined, {
    showLoading: true,
  });
  return data;
}
