export interface City {
  _id: string;
  name: string;
}

/** POST /cities/ and PATCH /cities/{id}: a name unique whatever its case. */
export interface CityInput {
  name: string;
}
