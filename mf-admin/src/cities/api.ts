import { ADMIN_ROUTES, type City, type CityInput } from '@carta/contracts';
import { restCollection } from '@carta/web-core';

export const {
  list: listCities,
  create: createCity,
  update: renameCity,
  remove: deleteCity,
} = restCollection<City, CityInput>(ADMIN_ROUTES.cities, ADMIN_ROUTES.city);
