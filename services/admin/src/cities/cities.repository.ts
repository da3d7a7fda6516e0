import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { onUniqueViolation, PG_POOL, selectPage, type ListPlan, type Page } from '@carta/nest-core';
import type { CityRow } from './city.row';

/** API field → SQL expression; the only columns a list query may sort or search by. */
export const CITY_LIST_COLUMNS: Record<string, string> = { name: 'lower(name)' };

/** Thrown when a name is already taken whatever its case (unique index), so concurrent writes are caught too. */
export class CityNameTakenError extends Error {}

const nameTaken = (): never => {
  throw new CityNameTakenError();
};

@Injectable()
export class CitiesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async all(): Promise<CityRow[]> {
    const { rows } = await this.pool.query<CityRow>('SELECT id, name FROM cities ORDER BY lower(name), id');
    return rows;
  }

  page(plan: ListPlan): Promise<Page<CityRow>> {
    return selectPage(
      this.pool,
      { select: 'SELECT id, name FROM cities WHERE true', params: [], tiebreak: 'id' },
      plan,
    );
  }

  async findById(id: string): Promise<CityRow | null> {
    const { rows } = await this.pool.query<CityRow>('SELECT id, name FROM cities WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  insert(name: string): Promise<CityRow> {
    return onUniqueViolation(async () => {
      const { rows } = await this.pool.query<CityRow>('INSERT INTO cities (name) VALUES ($1) RETURNING id, name', [
        name,
      ]);
      return rows[0];
    }, nameTaken);
  }

  rename(id: string, name: string): Promise<CityRow | null> {
    return onUniqueViolation(async () => {
      const { rows } = await this.pool.query<CityRow>(
        'UPDATE cities SET name = $2, updated_at = now() WHERE id = $1 RETURNING id, name',
        [id, name],
      );
      return rows[0] ?? null;
    }, nameTaken);
  }

  async delete(id: string): Promise<CityRow | null> {
    const { rows } = await this.pool.query<CityRow>('DELETE FROM cities WHERE id = $1 RETURNING id, name', [id]);
    return rows[0] ?? null;
  }
}
