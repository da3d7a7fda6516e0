import { Injectable } from '@nestjs/common';
import type { City, ListQuery, Paged } from '@carta/contracts';
import { planList, AppException } from '@carta/nest-core';
import { CITY_LIST_COLUMNS, CitiesRepository, CityNameTakenError } from './cities.repository';
import { toCity } from './city.mapper';
import type { CityRow } from './city.row';

@Injectable()
export class CitiesService {
  constructor(private readonly cities: CitiesRepository) {}

  async all(): Promise<City[]> {
    return (await this.cities.all()).map(toCity);
  }

  async list(query: ListQuery): Promise<Paged<City>> {
    const { rows, total } = await this.cities.page(planList(query, CITY_LIST_COLUMNS, 'name'));
    return { docs: rows.map(toCity), totalDocs: total };
  }

  async get(id: string): Promise<City> {
    return toCity(found(await this.cities.findById(id)));
  }

  async create(name: string): Promise<City> {
    return toCity(await uniqueName(() => this.cities.insert(name)));
  }

  async rename(id: string, name: string): Promise<City> {
    return toCity(found(await uniqueName(() => this.cities.rename(id, name))));
  }

  async remove(id: string): Promise<City> {
    return toCity(found(await this.cities.delete(id)));
  }
}

function found(row: CityRow | null): CityRow {
  if (!row) throw new AppException('NOT_FOUND');
  return row;
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof CityNameTakenError) throw new AppException('CITY_ALREADY_EXISTS');
    throw error;
  }
}
