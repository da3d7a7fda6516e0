import { ADMIN_ROUTES, type City, type CityInput, type ListQuery, type Paged } from '@carta/contracts';
import { http } from '@carta/web-core';

export async function listCities(query: ListQuery): Promise<Paged<City>> {
  const { data } = await http.get<Paged<City>>(ADMIN_ROUTES.cities, { params: query });
  return data;
}

export async function createCity(input: CityInput): Promise<City> {
  const { data } = await http.post<City>(ADMIN_ROUTES.cities, input, { showLoading: true });
  return data;
}

export async function renameCity(id: string, input: CityInput): Promise<City> {
  const { data } = await http.patch<City>(ADMIN_ROUTES.city(id), input, { showLoading: true });
  return data;
}

export async function deleteCity(id: string): Promise<void> {
  await http.delete(ADMIN_ROUTES.city(id), { showLoading: true });
}
