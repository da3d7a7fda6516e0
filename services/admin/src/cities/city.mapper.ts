import type { City, CityName } from '@carta/contracts';
import type { CityRow } from './city.row';

export function toCityName(row: Pick<CityRow, 'id' | 'name'>): CityName {
  return { _id: row.id, name: row.name };
}

export function toCity(row: CityRow): City {
  return { ...toCityName(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
