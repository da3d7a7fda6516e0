import type { City } from '@carta/contracts';
import type { CityRow } from './city.row';

export function toCity(row: CityRow): City {
  return { _id: row.id, name: row.name };
}
