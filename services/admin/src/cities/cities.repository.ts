import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  onUniqueViolation,
  PG_POOL,
  selectPage,
  TIMESTAMP_SORTS,
  type ListPlan,
  type ListSearch,
  type Page,
} from '@carta/nest-core';
import type { CityRow } from './city.row';

/** API field → SQL expression; the only columns a list query may sort by. */
export const CITY_SORT_COLUMNS: Record<string, string> = { name: 'lower(name)', ...TIMESTAMP_SORTS };

/** What a list query may search in, case and accents ignored (migration 330: the folded column and its index). */
export const CITY_SEARCH: ListSearch = { fold: 'admin_search_text', columns: { name: 'name_folded' } };

const COLUMNS = 'id, name, created_at AS "createdAt", updated_at AS "updatedAt"';

/** A name already taken whatever its case (a unique index decides, so concurrent writes are caught too). */
const TAKEN = () => 'TAKEN' as const;

@Injectable()
export class CitiesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async all(): Promise<Pick<CityRow, 'id' | 'name'>[]> {
    const { rows } = await this.pool.query<Pick<CityRow, 'id' | 'name'>>(
      'SELECT id, name FROM cities ORDER BY lower(name), id',
    );
    return rows;
  }

  page(plan: ListPlan): Promise<Page<CityRow>> {
    return selectPage(
      this.pool,
      { select: `SELECT ${COLUMNS} FROM cities WHERE true`, params: [], tiebreak: 'id' },
      plan,
    );
  }

  async findById(id: string): Promise<CityRow | null> {
    const { rows } = await this.pool.query<CityRow>(`SELECT ${COLUMNS} FROM cities WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  insert(name: string): Promise<CityRow | 'TAKEN'> {
    return onUniqueViolation(async () => {
      const { rows } = await this.pool.query<CityRow>(`INSERT INTO cities (name) VALUES ($1) RETURNING ${COLUMNS}`, [
        name,
      ]);
      return rows[0];
    }, TAKEN);
  }

  rename(id: string, name: string): Promise<CityRow | null | 'TAKEN'> {
    return onUniqueViolation(async () => {
      const { rows } = await this.pool.query<CityRow>(
        `UPDATE cities SET name = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, name],
      );
      return rows[0] ?? null;
    }, TAKEN);
  }

  /**
   * Deletes the city unless restaurants name it: then how many, read from restaurants' view `restaurants_city_usage`
   * (restaurants migration 750), and nothing is deleted. (A restaurant choosing the city meanwhile keeps its name.)
   */
  async delete(id: string): Promise<CityRow | null | { inUse: number }> {
    const city = await this.findById(id);
    if (!city) return null;
    const { rows: usage } = await this.pool.query<{ restaurants: number }>(
      'SELECT restaurants FROM restaurants_city_usage WHERE city = lower($1)',
      [city.name],
    );
    if (usage[0]?.restaurants) return { inUse: usage[0].restaurants };
    const { rows } = await this.pool.query<CityRow>(`DELETE FROM cities WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
    return rows[0] ?? null;
  }
}
