import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, readSql } from '@carta/nest-core';
import type { PublicSnapshot } from './public.row';

/**
 * One statement, so everything comes from one snapshot of the database (see the file). Named, so each connection
 * prepares it once and PostgreSQL stops planning it after a few reads: planned afresh, its planning cost PostgreSQL
 * more CPU than running it (demo menu: 3.0 ms a read unnamed, 1.1 ms named). Its columns are four json values
 * whatever the schema, so a migration never leaves a prepared plan with the wrong result type.
 */
const SNAPSHOT = { name: 'public-snapshot', text: readSql(__dirname, 'public-snapshot.sql') };
/**
 * The menu read when none is (the restaurant's page): the nil UUID, which no menu has. Not NULL: a plan made for NULL
 * knows nothing matches and is cheaper than a general one, so on a connection whose first reads were restaurants'
 * pages PostgreSQL would go on planning every read.
 */
const NO_MENU = '00000000-0000-0000-0000-000000000000';

/** Reads what guests see; never writes. */
@Injectable()
export class PublicRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * The restaurant's public snapshot with the sections and items of `menuId` (none when null), or null when there is
   * no such restaurant.
   */
  async snapshot(restaurantId: string, menuId: string | null): Promise<PublicSnapshot | null> {
    const { rows } = await this.pool.query<PublicSnapshot>({ ...SNAPSHOT, values: [restaurantId, menuId ?? NO_MENU] });
    return rows[0] ?? null;
  }

  /** Ids of the restaurants whose accepted subdomain is `subDomain` (lower-case; the unique index allows one). */
  async idsBySubDomain(subDomain: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM restaurants WHERE sub_domain = $1 AND sub_domain_state = 'accepted'`,
      [subDomain],
    );
    return rows.map((row) => row.id);
  }
}
