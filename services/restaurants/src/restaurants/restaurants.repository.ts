import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import type { RestaurantImage, SubdomainHold, SubdomainState } from '@carta/contracts';
import {
  inTransaction,
  insertValues,
  MailOutbox,
  onUniqueViolation,
  PG_POOL,
  readSql,
  selectPage,
  toColumns,
  updateSet,
  TIMESTAMP_SORTS,
  type ListPlan,
  type ListSearch,
  type OutgoingMail,
  type Page,
  type Queryable,
} from '@carta/nest-core';
import { SEARCH_FOLD } from '../common/search';
import { ImagesRepository, type StoredImage } from '../images/images.repository';
import type { RestaurantChanges, RestaurantRow } from './restaurant.row';

/** API field → SQL expression; the only columns a list query may sort by. */
export const RESTAURANT_SORT_COLUMNS: Record<string, string> = {
  name: 'lower(name)',
  city: 'lower(city)',
  address: 'lower(address)',
  subDomain: 'sub_domain',
  ...TIMESTAMP_SORTS,
};

/** What a list query may search in, case and accents ignored (migrations 340 and 720: the folded columns, together). */
export const RESTAURANT_SEARCH: ListSearch = {
  fold: SEARCH_FOLD,
  combined: 'search_folded',
  columns: { name: 'name_folded', city: 'city_folded', address: 'address_folded', subDomain: 'sub_domain_folded' },
};

const COLUMNS = `id, owner_id AS "ownerId", name, address, postal_code AS "postalCode", city, uuid, phone, web, email,
  languages, currency, brand_color AS "brandColor", time_zone AS "timeZone", social_links AS "socialLinks",
  map_info AS "mapInfo", closed_dates AS "closedDates", sub_domain AS "subDomain", sub_domain_state AS "subDomainState",
  sub_domain_reason AS "subDomainReason", logo, cover,
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
  closedDates: 'closed_dates',
};
const JSON_FIELDS: (keyof RestaurantChanges)[] = ['socialLinks', 'mapInfo', 'closedDates'];

/** When a subdomain released now stays held for its restaurant until. */
export interface HoldClock {
  now: Date;
  until: Date;
}

/** A refused subdomain change: another restaurant has it (the unique index), or holds it after releasing it. */
export type SubdomainRefusal = 'IN_USE' | 'HELD';

/** The owner's list of restaurants. */
const OF_OWNER = readSql(__dirname, 'restaurants-of-owner.sql');

@Injectable()
export class RestaurantsRepository {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly images: ImagesRepository,
    private readonly outbox: MailOutbox,
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

  /** Sets (or, with null, removes) the restaurant's logo or cover; the image it replaces goes if nothing uses it. */
  setImage(id: string, kind: RestaurantImage, image: StoredImage | null): Promise<RestaurantRow | null> {
    // `kind` is one of two column names, never user input.
    const column = kind === 'logo' ? 'logo' : 'cover';
    return this.images.replace(
      image ? [image] : [],
      { sql: `SELECT ARRAY[${column}] AS ids FROM restaurants WHERE id = $1 FOR UPDATE`, params: [id] },
      async (client) => {
        const { rows } = await client.query<RestaurantRow>(
          `UPDATE restaurants SET ${column} = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, image?.id ?? null],
        );
        return rows[0];
      },
    );
  }

  /**
   * Deletes the restaurant (its products, menus and messages go with it, by foreign key), then its images. An
   * accepted subdomain stays held for it until `until`.
   */
  delete(id: string, until: Date): Promise<RestaurantRow | null> {
    return this.images.cleanUpAfter({ kind: 'restaurant', id }, () =>
      inTransaction(this.pool, async (client) => {
        const current = await this.lockedSubdomain(client, id);
        if (!current) return null;
        if (current.subDomainState === 'accepted') {
          await lockSubdomains(client, [current.subDomain]);
          await this.hold(client, current.subDomain, id, until);
        }
        const { rows } = await client.query<RestaurantRow>(
          `DELETE FROM restaurants WHERE id = $1 RETURNING ${COLUMNS}`,
          [id],
        );
        return rows[0] ?? null;
      }),
    );
  }

  /**
   * Asks for a subdomain: 'IN_USE' when another restaurant has it requested or granted, 'HELD' when another released
   * it less than the grace period ago. Taking back one's own held subdomain ends the hold; moving away from an
   * accepted subdomain holds it.
   */
  requestSubdomain(id: string, subDomain: string, clock: HoldClock): Promise<RestaurantRow | null | SubdomainRefusal> {
    return this.changeSubdomain(id, async (client, current) => {
      await lockSubdomains(client, [subDomain, current.subDomain]);
      if (!(await this.mayTake(client, subDomain, id, clock.now))) return 'HELD';
      const row = await this.set(client, `sub_domain = $2, sub_domain_state = 'pending', sub_domain_reason = NULL`, [
        id,
        subDomain,
      ]);
      if (current.subDomainState === 'accepted' && current.subDomain !== subDomain) {
        await this.hold(client, current.subDomain, id, clock.until);
      }
      return row;
    });
  }

  /**
   * An admin's decision on the requested subdomain: 'HELD' when another restaurant holds it meanwhile. Rejecting an accepted subdomain withdraws it ('withdrawn', held for this restaurant); `reason`, the
   * admin's words for a rejection or withdrawal, is kept with it. The owner's `mails` are queued in the decision's
   * transaction.
   */
  decideSubdomain(
    id: string,
    decision: { state: 'accepted' } | { state: 'rejected'; reason: string },
    clock: HoldClock,
    mails: (db: Queryable, decided: RestaurantRow) => Promise<OutgoingMail[]>,
  ): Promise<RestaurantRow | null | SubdomainRefusal> {
    return this.changeSubdomain(id, async (client, current) => {
      await lockSubdomains(client, [current.subDomain]);
      if (decision.state === 'accepted' && !(await this.mayTake(client, current.subDomain, id, clock.now))) {
        return 'HELD';
      }
      const withdrawn = decision.state === 'rejected' && withdrawable(current.subDomainState);
      const row = await this.set(client, 'sub_domain_state = $2, sub_domain_reason = $3', [
        id,
        withdrawn ? 'withdrawn' : decision.state,
        decision.state === 'rejected' ? decision.reason : null,
      ]);
      if (withdrawn && current.subDomainState === 'accepted') {
        await this.hold(client, current.subDomain, id, clock.until);
      }
      if (!row) return null;
      await this.outbox.enqueue(client, ...(await mails(client, row)));
      return row;
    });
  }

  /** An admin ends a hold before its time: null when the subdomain is not held. */
  async releaseHold(subDomain: string): Promise<SubdomainHold | null> {
    const { rows } = await this.pool.query<{ subDomain: string; restaurantId: string; heldUntil: Date }>(
      `DELETE FROM subdomain_holds WHERE sub_domain = $1
         RETURNING sub_domain AS "subDomain", restaurant_id AS "restaurantId", held_until AS "heldUntil"`,
      [subDomain],
    );
    return rows[0] ? { ...rows[0], heldUntil: rows[0].heldUntil.toISOString() } : null;
  }

  private changeSubdomain<T>(
    id: string,
    change: (
      client: PoolClient,
      current: Pick<RestaurantRow, 'subDomain' | 'subDomainState'>,
    ) => Promise<T | null | SubdomainRefusal>,
  ): Promise<T | null | SubdomainRefusal> {
    return onUniqueViolation(
      () =>
        inTransaction(this.pool, async (client) => {
          const current = await this.lockedSubdomain(client, id);
          return current ? change(client, current) : null;
        }),
      () => 'IN_USE' as const,
    );
  }

  private async lockedSubdomain(
    client: PoolClient,
    id: string,
  ): Promise<Pick<RestaurantRow, 'subDomain' | 'subDomainState'> | null> {
    const { rows } = await client.query<Pick<RestaurantRow, 'subDomain' | 'subDomainState'>>(
      'SELECT sub_domain AS "subDomain", sub_domain_state AS "subDomainState" FROM restaurants WHERE id = $1 FOR UPDATE',
      [id],
    );
    return rows[0] ?? null;
  }

  /** Whether `restaurantId` may take `subDomain` now; if so, any hold on it (its own, or expired) ends. */
  private async mayTake(client: PoolClient, subDomain: string, restaurantId: string, now: Date): Promise<boolean> {
    const { rows } = await client.query(
      'SELECT 1 FROM subdomain_holds WHERE sub_domain = $1 AND held_until > $2 AND restaurant_id <> $3',
      [subDomain, now, restaurantId],
    );
    if (rows.length) return false;
    await client.query('DELETE FROM subdomain_holds WHERE sub_domain = $1', [subDomain]);
    return true;
  }

  /** Holds `subDomain` for `restaurantId` until `until` (the latest release of a name wins). */
  private async hold(client: PoolClient, subDomain: string, restaurantId: string, until: Date): Promise<void> {
    if (!subDomain) return;
    await client.query(
      `INSERT INTO subdomain_holds (sub_domain, restaurant_id, held_until) VALUES ($1, $2, $3)
         ON CONFLICT (sub_domain) DO UPDATE SET restaurant_id = EXCLUDED.restaurant_id, held_until = EXCLUDED.held_until`,
      [subDomain, restaurantId, until],
    );
  }

  private async set(client: PoolClient, sets: string, params: unknown[]): Promise<RestaurantRow | null> {
    const { rows } = await client.query<RestaurantRow>(
      `UPDATE restaurants SET ${sets}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      params,
    );
    return rows[0] ?? null;
  }
}

/** A rejection of a live subdomain (or of one already withdrawn, with new words) is a withdrawal. */
function withdrawable(state: SubdomainState): boolean {
  return state === 'accepted' || state === 'withdrawn';
}

/** Serialises every change of these subdomain names (a release and another restaurant's request cannot cross). */
async function lockSubdomains(client: PoolClient, names: readonly string[]): Promise<void> {
  for (const name of [...new Set(names.filter(Boolean))].sort()) {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('subdomain:' || $1))`, [name]);
  }
}
