import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SubdomainState } from '@carta/contracts';
import {
  insertValues,
  onUniqueViolation,
  PG_POOL,
  readSql,
  selectPage,
  toColumns,
  updateSet,
  type ListPlan,
  type Page,
} from '@carta/nest-core';
import { ImagesRepository } from '../images/images.repository';
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
const JSON_FIELDS: (keyof RestaurantChanges)[] = ['socialLinks', 'mapInfo'];

/** The owner's list of restaurants. */
const OF_OWNER = readSql(__dirname, 'restaurants-of-owner.sql');

@Injectable()
export class RestaurantsRepository {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly images: ImagesRepository,
  ) {}

  pageOfOwner(ownerId: string, plan: ListPlan): Promise<Page<RestaurantRow>> {
    return selectPage(this.pool, { select: OF_OWNER, params: [ownerId], tiebreak: 'id' }, plan);
  }

  /** Every restaurant (admins), the pending subdomain requests first; or only those. */
  pageAll(plan: ListPlan, pendingOnly: boolean): Promise<Page<RestaurantRow>> {
    const select = `SELECT ${COLUMNS} FROM restaurants`;
    return selectPage(
      this.pool,
      pendingOnly
        ? { select: `${select} WHERE sub_domain_state = 'pending'`, params: [], tiebreak: 'id' }
        : {
            select: `${select} WHERE true`,
            params: [],
            tiebreak: 'id',
            orderFirst: `(sub_domain_state = 'pending') DESC`,
          },
      plan,
    );
  }

  async findById(id: string): Promise<RestaurantRow | null> {
    const { rows } = await this.pool.query<RestaurantRow>(`SELECT ${COLUMNS} FROM restaurants WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async insert(ownerId: string, input: RestaurantChanges & { name: string }): Promise<RestaurantRow> {
    const values = insertValues({ owner_id: ownerId, ...toColumns(input, WRITABLE, JSON_FIELDS) });
    const { rows } = await this.pool.query<RestaurantRow>(
      `INSERT INTO restaurants ${values.sql} RETURNING ${COLUMNS}`,
      values.params,
    );
    return rows[0];
  }

  async update(id: string, changes: RestaurantChanges): Promise<RestaurantRow | null> {
    const set = updateSet(toColumns(changes, WRITABLE, JSON_FIELDS), 2);
    const { rows } = await this.pool.query<RestaurantRow>(
      `UPDATE restaurants SET ${set.sql} WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...set.params],
    );
    return rows[0] ?? null;
  }

  /** Deletes the restaurant (its products, menus and messages go with it, by foreign key), then its images. */
  delete(id: string): Promise<RestaurantRow | null> {
    return this.images.cleanUpAfter({ kind: 'restaurant', id }, async () => {
      const { rows } = await this.pool.query<RestaurantRow>(
        `DELETE FROM restaurants WHERE id = $1 RETURNING ${COLUMNS}`,
        [id],
      );
      return rows[0] ?? null;
    });
  }

  /** Asks for a subdomain: 'IN_USE' when another restaurant has it requested or granted. */
  requestSubdomain(id: string, subDomain: string): Promise<RestaurantRow | null | 'IN_USE'> {
    return this.updateUnlessInUse(`sub_domain = $2, sub_domain_state = 'pending'`, [id, subDomain]);
  }

  /** An admin's decision on the requested subdomain: 'IN_USE' when another restaurant holds it meanwhile. */
  decideSubdomain(id: string, state: Extract<SubdomainState, 'accepted' | 'rejected'>) {
    return this.updateUnlessInUse('sub_domain_state = $2', [id, state]);
  }

  private updateUnlessInUse(sets: string, params: unknown[]): Promise<RestaurantRow | null | 'IN_USE'> {
    return onUniqueViolation(
      async () => {
        const { rows } = await this.pool.query<RestaurantRow>(
          `UPDATE restaurants SET ${sets}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          params,
        );
        return rows[0] ?? null;
      },
      () => 'IN_USE' as const,
    );
  }
}
