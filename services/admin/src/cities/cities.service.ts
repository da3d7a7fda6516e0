import { Injectable } from '@nestjs/common';
import type { City, CityName, ListQuery, Paged } from '@carta/contracts';
import { AppException, planList } from '@carta/nest-core';
import { CITY_SEARCH, CITY_SORT_COLUMNS, CitiesRepository } from './cities.repository';
import { toCity, toCityName } from './city.mapper';
import type { CityRow } from './city.row';

@Injectable()
export class CitiesService {
  constructor(private readonly cities: CitiesRepository) {}

  async all(): Promise<CityName[]> {
    return (await this.cities.all()).map(toCityName);
  }

  async list(query: ListQuery): Promise<Paged<City>> {
    const { rows, total } = await this.cities.page(planList(query, CITY_SORT_COLUMNS, 'name', CITY_SEARCH));
    return { docs: rows.map(toCity), totalDocs: total };
  }

  async get(id: string): Promise<City> {
    return toCity(found(await this.cities.findById(id)));
  }

  async create(name: string): Promise<City> {
    return toCity(unique(await this.cities.insert(name)));
  }

  async rename(id: string, name: string): Promise<City> {
    return toCity(found(unique(await this.cities.rename(id, name))));
  }

  /** A city restaurants name stays: 409 CITY_IN_USE with how many. */
  async remove(id: string): Promise<City> {
    const deleted = await this.cities.delete(id);
    if (deleted && 'inUse' in deleted) throw new AppException('CITY_IN_USE', { count: deleted.inUse });
    return toCity(found(deleted));
  }
}

function found(row: CityRow | null): CityRow {
  if (!row) throw new AppException('NOT_FOUND');
  return row;
}

function unique<T>(row: T | 'TAKEN'): T {
  if (row === 'TAKEN') throw new AppException('CITY_ALREADY_EXISTS');
  return row;
}
