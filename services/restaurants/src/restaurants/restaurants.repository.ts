import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SubdomainState } from '@carta/contracts';
import { PG_POOL, type ListPlan } from '@carta/nest-core';
import type { RestaurantChanges, RestaurantRow } from './restaurant.row';

/** API field → SQL expression; the only columns a list query may sort or search by. */
export const RESTAURANT_LIST_COLUMNS: Record<string, string> = {
  name: 'lower(name)',
  city: 'lower(city)',
  address: 'lower(address)',
  subDomain: 'sub_domain',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

const COLUMNS = `id, owner_id AS "ownerId", name, address, postal_code AS "postalCode", city, uuid, phone, web, email,
  languages, currency, brand_color AS "brandColor", time_zone AS "timeZone", social_links AS "socialLinks",
  map_info AS "mapInfo", sub_domain AS "subDomain", sub_domain_state AS "subDomainState",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Writable fields → columns (never user input in SQL; values are parameters). */
const WRITABLE: Record<keyof RestaurantChanges, string> = {
  name: 'name',
  address: 'address',
  postalCode: 'postal_code',
  city: 'city',
  uuid: 'uuid',
  phone: 'phone',
  web: 'web',
  email: 'email',
  languages: 'languages',
  currency: 'currency',
  brandColor: 'brand_color',
  timeZone: 'time_zone',
  socialLinks: 'social_links',
  mapInfo: 'map_info',
};
const JSON_FIELDS = new Set(['socialLinks', 'mapInfo']);

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;

function columnsAndValues(changes: RestaurantChanges): { columns: string[]; values: unknown[] } {
  const entries = (Object.keys(WRITABLE) as (keyof RestaurantChanges)[])
    .filter((field) => changes[field] !== undefined)
    .map((field) => [WRITABLE[field], JSON_FIELDS.has(field) ? JSON.stringify(changes[field]) : changes[field]]);
  return { columns: entries.map(([column]) => column as string), values: entries.map(([, value]) => value) };
}

@Injectable()
export class RestaurantsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async page(
    filter: string,
    filterParams: unknown[],
    plan: ListPlan,
    firstOrder = '',
  ): Promise<{ rows: RestaurantRow[]; total: number }> {
    const params = [...filterParams];
    const conditions = filter ? [filter] : [];
    if (plan.pattern) {
      params.push(plan.pattern);
      conditions.push(`(${plan.searchColumns.map((c) => `${c}::text LIKE $${params.length}`).join(' OR ')})`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [page, count] = await Promise.all([
      this.pool.query<RestaurantRow>(
        `SELECT ${COLUMNS} FROM restaurants ${where}
         ORDER BY ${firstOrder}${plan.orderBy} ${plan.direction}, id LIMIT ${plan.limit} OFFSET ${plan.offset}`,
        params,
      ),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM restaurants ${where}`, params),
    ]);
    return { rows: page.rows, total: count.rows[0].total };
  }

  pageOfOwner(ownerId: string, plan: ListPlan): Promise<{ rows: RestaurantRow[]; total: number }> {
    return this.page('owner_id = $1', [ownerId], plan);
  }

  /** Every restaurant (admins), the pending subdomain requests first; or only those. */
  pageAll(plan: ListPlan, pendingOnly: boolean): Promise<{ rows: RestaurantRow[]; total: number }> {
    return pendingOnly
      ? this.page(`sub_domain_state = 'pending'`, [], plan)
      : this.page('', [], plan, `(sub_domain_state = 'pending') DESC, `);
  }

  async findById(id: string): Promise<RestaurantRow | null> {
    const { rows } = await this.pool.query<RestaurantRow>(`SELECT ${COLUMNS} FROM restaurants WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async insert(ownerId: string, input: RestaurantChanges & { name: string }): Promise<RestaurantRow> {
    const { columns, values } = columnsAndValues(input);
    const placeholders = values.map((_, i) => `$${i + 2}`);
    const { rows } = await this.pool.query<RestaurantRow>(
      `INSERT INTO restaurants (owner_id, ${columns.join(', ')}) VALUES ($1, ${placeholders.join(', ')})
       RETURNING ${COLUMNS}`,
      [ownerId, ...values],
    );
    return rows[0];
  }

  async update(id: string, changes: RestaurantChanges): Promise<RestaurantRow | null> {
    const { columns, values } = columnsAndValues(changes);
    const sets = [...columns.map((column, i) => `${column} = $${i + 2}`), 'updated_at = now()'];
    const { rows } = await this.pool.query<RestaurantRow>(
      `UPDATE restaurants SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...values],
    );
    return rows[0] ?? null;
  }

  /** Deletes the restaurant (its products, menus and messages go with it, by foreign key). */
  async delete(id: string): Promise<RestaurantRow | null> {
    const { rows } = await this.pool.query<RestaurantRow>(
      `DELETE FROM restaurants WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Asks for a subdomain: 'IN_USE' when another restaurant has it requested or granted. */
  async requestSubdomain(id: string, subDomain: string): Promise<RestaurantRow | null | 'IN_USE'> {
    try {
      const { rows } = await this.pool.query<RestaurantRow>(
        `UPDATE restaurants SET sub_domain = $2, sub_domain_state = 'pending', updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, subDomain],
      );
      return rows[0] ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'IN_USE';
      throw error;
    }
  }

  /** An admin's decision on the requested subdomain: 'IN_USE' when another restaurant holds it meanwhile. */
  async decideSubdomain(id: string, state: Extract<SubdomainState, 'accepted' | 'rejected'>) {
    try {
      const { rows } = await this.pool.query<RestaurantRow>(
        `UPDATE restaurants SET sub_domain_state = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, state],
      );
      return rows[0] ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'IN_USE' as const;
      throw error;
    }
  }
}
