import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type ListPlan } from '@carta/nest-core';
import type { CityRow } from './city.row';

/** API field → SQL expression; the only columns a list query may sort or search by. */
export const CITY_LIST_COLUMNS: Record<string, string> = { name: 'lower(name)' };

/** Thrown when a name is already taken whatever its case (unique index), so concurrent writes are caught too. */
export class CityNameTakenError extends Error {}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

@Injectable()
export class CitiesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async all(): Promise<CityRow[]> {
    const { rows } = await this.pool.query<CityRow>('SELECT id, name FROM cities ORDER BY lower(name), id');
    return rows;
  }

  async page(plan: ListPlan): Promise<{ rows: CityRow[]; total: number }> {
    const where = plan.pattern ? `WHERE ${plan.searchColumns.map((c) => `${c}::text LIKE $1`).join(' OR ')}` : '';
    const params = plan.pattern ? [plan.pattern] : [];
    const [page, count] = await Promise.all([
      this.pool.query<CityRow>(
        `SELECT id, name FROM cities ${where} ORDER BY ${plan.orderBy} ${plan.direction}, id
         LIMIT ${plan.limit} OFFSET ${plan.offset}`,
        params,
      ),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM cities ${where}`, params),
    ]);
    return { rows: page.rows, total: count.rows[0].total };
  }

  async findById(id: string): Promise<CityRow | null> {
    const { rows } = await this.pool.query<CityRow>('SELECT id, name FROM cities WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  async insert(name: string): Promise<CityRow> {
    try {
      const { rows } = await this.pool.query<CityRow>('INSERT INTO cities (name) VALUES ($1) RETURNING id, name', [
        name,
      ]);
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new CityNameTakenError();
      throw error;
    }
  }

  async rename(id: string, name: string): Promise<CityRow | null> {
    try {
      const { rows } = await this.pool.query<CityRow>(
        'UPDATE cities SET name = $2, updated_at = now() WHERE id = $1 RETURNING id, name',
        [id, name],
      );
      return rows[0] ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) throw new CityNameTakenError();
      throw error;
    }
  }

  async delete(id: string): Promise<CityRow | null> {
    const { rows } = await this.pool.query<CityRow>('DELETE FROM cities WHERE id = $1 RETURNING id, name', [id]);
    return rows[0] ?? null;
  }
}
