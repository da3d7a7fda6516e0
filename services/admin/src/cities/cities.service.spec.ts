import type { ListPlan } from '@carta/nest-core';
import type { CitiesRepository } from './cities.repository';
import { CitiesService } from './cities.service';
import type { CityRow } from './city.row';

const AT = new Date('2026-01-01T00:00:00Z');

/** In-memory cities with the repository's contract: names unique whatever their case. */
class FakeCities implements Pick<CitiesRepository, keyof CitiesRepository> {
  rows: CityRow[] = [];
  plans: ListPlan[] = [];
  private next = 1;

  private taken(name: string, except?: string): boolean {
    return this.rows.some((row) => row.id !== except && row.name.toLowerCase() === name.toLowerCase());
  }
  async all() {
    return [...this.rows].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  }
  async page(plan: ListPlan) {
    this.plans.push(plan);
    const rows = await this.all();
    return { rows: rows.slice(plan.offset, plan.offset + plan.limit), total: rows.length };
  }
  async findById(id: string) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async insert(name: string) {
    if (this.taken(name)) return 'TAKEN' as const;
    const row = { id: `c${this.next++}`, name, createdAt: AT, updatedAt: AT };
    this.rows.push(row);
    return row;
  }
  async rename(id: string, name: string) {
    const row = await this.findById(id);
    if (!row) return null;
    if (this.taken(name, id)) return 'TAKEN' as const;
    row.name = name;
    return row;
  }
  /** Restaurants per city (lower-cased name), as restaurants' view counts them. */
  usage = new Map<string, number>();
  async delete(id: string) {
    const row = await this.findById(id);
    const inUse = row ? (this.usage.get(row.name.toLowerCase()) ?? 0) : 0;
    if (inUse) return { inUse };
    this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}

function setup(...names: string[]) {
  const cities = new FakeCities();
  cities.rows = names.map((name, i) => ({ id: `seed${i}`, name, createdAt: AT, updatedAt: AT }));
  return { cities, service: new CitiesService(cities as unknown as CitiesRepository) };
}

describe('CitiesService', () => {
  it('answers cities as {_id, name}, all of them sorted for the dropdown', async () => {
    const { service } = setup('Sevilla', 'madrid');
    await expect(service.all()).resolves.toEqual([
      { _id: 'seed1', name: 'madrid' },
      { _id: 'seed0', name: 'Sevilla' },
    ]);
    await expect(service.get('seed0')).resolves.toEqual({
      _id: 'seed0',
      name: 'Sevilla',
      createdAt: AT.toISOString(),
      updatedAt: AT.toISOString(),
    });
  });

  it('pages by name by default and refuses a sort field outside the allow-list', async () => {
    const { service, cities } = setup('A', 'B', 'C');
    await expect(service.list({ page: 2, limit: 2 })).resolves.toMatchObject({
      docs: [{ _id: 'seed2', name: 'C' }],
      totalDocs: 3,
    });
    expect(cities.plans[0]).toMatchObject({ orderBy: 'lower(name)', direction: 'ASC', offset: 2, limit: 2 });
    await expect(service.list({ sort: 'id' })).rejects.toMatchObject({ code: 'ERROR_WITH_FILTER' });
  });

  it('a name taken whatever its case is CITY_ALREADY_EXISTS, on create and on rename', async () => {
    const { service } = setup('Madrid', 'Sevilla');
    await expect(service.create('MADRID')).rejects.toMatchObject({ code: 'CITY_ALREADY_EXISTS' });
    await expect(service.rename('seed1', 'madrid')).rejects.toMatchObject({ code: 'CITY_ALREADY_EXISTS' });
    await expect(service.rename('seed0', 'MADRID')).resolves.toMatchObject({ _id: 'seed0', name: 'MADRID' });
    await expect(service.create('Bilbao')).resolves.toMatchObject({ name: 'Bilbao' });
  });

  it('an unknown city is NOT_FOUND for get, rename and delete', async () => {
    const { service, cities } = setup('Madrid');
    await expect(service.get('nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.rename('nope', 'X')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.remove('nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.remove('seed0')).resolves.toMatchObject({ _id: 'seed0', name: 'Madrid' });
    expect(cities.rows).toEqual([]);
  });

  it('a city restaurants name is not deleted: CITY_IN_USE with how many', async () => {
    const { service, cities } = setup('Ávila');
    cities.usage.set('ávila', 3);
    await expect(service.remove('seed0')).rejects.toMatchObject({
      code: 'CITY_IN_USE',
      status: 409,
      details: { count: 3 },
    });
    expect(cities.rows).toHaveLength(1);
  });
});
