import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@carta/nest-core';
import { PLACEMENT_CODE_ALPHABET, PLACEMENT_CODE_LENGTH } from '@carta/contracts';
import type { PlacementRow, ShortLinkTarget } from './placement.row';

// Scans are the insights' (kind 'scan', dimension the code; migration 710), per UTC hour: the last 7 days are today
// and the 6 before it, in UTC.
const COLUMNS = `p.id, p.restaurant_id AS "restaurantId", p.name, p.code, p.created_at AS "createdAt",
  COALESCE(s.scans, 0)::int AS scans, COALESCE(s.last7, 0)::int AS "scansLast7Days"`;
const SCANS = `LEFT JOIN LATERAL (
    SELECT sum(c.count) AS scans,
      sum(c.count) FILTER (WHERE c.hour >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        - interval '6 days') AS last7
    FROM insight_counts c WHERE c.restaurant_id = p.restaurant_id AND c.kind = 'scan' AND c.dimension = p.code
  ) s ON true`;

const UNIQUE_VIOLATION = '23505';
/** A new code meets a taken one about once in 10^9 inserts: a few tries always suffice. */
const CODE_TRIES = 5;

function newCode(): string {
  let code = '';
  for (let i = 0; i < PLACEMENT_CODE_LENGTH; i++)
    code += PLACEMENT_CODE_ALPHABET[randomInt(PLACEMENT_CODE_ALPHABET.length)];
  return code;
}

@Injectable()
export class PlacementsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The restaurant's live placements in the order they were made. */
  async list(restaurantId: string): Promise<PlacementRow[]> {
    const { rows } = await this.pool.query<PlacementRow>(
      `SELECT ${COLUMNS} FROM placements p ${SCANS} WHERE p.restaurant_id = $1 AND p.deleted_at IS NULL ORDER BY p.seq`,
      [restaurantId],
    );
    return rows;
  }

  async find(restaurantId: string, placementId: string): Promise<PlacementRow | null> {
    const { rows } = await this.pool.query<PlacementRow>(
      `SELECT ${COLUMNS} FROM placements p ${SCANS}
       WHERE p.id = $1 AND p.restaurant_id = $2 AND p.deleted_at IS NULL`,
      [placementId, restaurantId],
    );
    return rows[0] ?? null;
  }

  async countLive(restaurantId: string): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM placements WHERE restaurant_id = $1 AND deleted_at IS NULL',
      [restaurantId],
    );
    return rows[0].count;
  }

  /** Adds the placements in the order given, each with a fresh random code. */
  async insert(restaurantId: string, names: string[]): Promise<PlacementRow[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = await this.pool.query<PlacementRow>(
          `WITH made AS (
             INSERT INTO placements (restaurant_id, name, code)
             SELECT $1, n.name, n.code FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS n(name, code, i)
             ORDER BY n.i
             RETURNING *
           )
           SELECT ${COLUMNS} FROM made p ${SCANS} ORDER BY p.seq`,
          [restaurantId, names, names.map(newCode)],
        );
        return rows;
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= CODE_TRIES) throw error;
      }
    }
  }

  async rename(restaurantId: string, placementId: string, name: string): Promise<PlacementRow | null> {
    const { rows } = await this.pool.query<{ id: string }>(
      `UPDATE placements SET name = $3 WHERE id = $1 AND restaurant_id = $2 AND deleted_at IS NULL RETURNING id`,
      [placementId, restaurantId, name],
    );
    return rows[0] ? this.find(restaurantId, placementId) : null;
  }

  /** Marks it deleted: its code stays taken, and its link keeps opening the restaurant. */
  async softDelete(restaurantId: string, placementId: string): Promise<PlacementRow | null> {
    const row = await this.find(restaurantId, placementId);
    if (!row) return null;
    await this.pool.query('UPDATE placements SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [
      placementId,
    ]);
    return row;
  }

  /** The restaurant a short link opens, deleted placements' too; null for a code no placement ever had. */
  async target(code: string): Promise<ShortLinkTarget | null> {
    const { rows } = await this.pool.query<ShortLinkTarget>(
      `SELECT p.restaurant_id AS "restaurantId",
         CASE WHEN r.sub_domain_state = 'accepted' AND r.sub_domain <> '' THEN r.sub_domain END AS "subDomain"
       FROM placements p JOIN restaurants r ON r.id = p.restaurant_id WHERE p.code = $1`,
      [code],
    );
    return rows[0] ?? null;
  }
}
