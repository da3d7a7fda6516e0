import type { Timestamps } from './paging';

/** A city as the dropdown lists it (GET /cities/all): names only. */
export interface CityName {
  _id: string;
  name: string;
}

/** A city as the admin's screens see it. */
export interface City extends CityName, Timestamps {}

/** POST /cities/ and PATCH /cities/{id}: a name unique whatever its case. */
export interface CityInput {
  name: string;
}
