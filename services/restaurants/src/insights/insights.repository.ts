import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Translated } from '@carta/contracts';
import { PG_POOL } from '@carta/nest-core';
import type { CountRow } from './tally';

/** A restaurant's menus and products: what its guests' events may name. */
export interface EventTargets {
  menus: Set<string>;
  /** Menu item id → its product's id. */
  items: Map<string, string>;
}

/** Summed counts: per kind and day (`dimension` null), and per kind and dimension over the range (`day` null). */
export interface SummedCount {
  kind: string;
  dimension: string | null;
  day: string | null;
  count: number;
}

// Rows of a restaurant deleted since the events came are skipped, not failed.
const ADD_COUNTS = `INSERT INTO insight_counts (restaurant_id, hour, kind, dimension, count)
  SELECT u.restaurant_id, u.hour, u.kind, u.dimension, u.count
  FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::int[])
    AS u (restaurant_id, hour, kind, dimension, count)
  JOIN restaurants r ON r.id = u.restaurant_id
  ON CONFLICT (restaurant_id, hour, kind, dimension) DO UPDATE SET count = insight_counts.count + EXCLUDED.count`;

// Days are the restaurant's: [from 00:00, to + 1 day 00:00) in its zone.
const SUMS = `SELECT kind, dimension, to_char(day, 'YYYY-MM-DD') AS day, sum(count)::int AS count
  FROM (SELECT kind, dimension, (hour AT TIME ZONE $2)::date AS day, count FROM insight_counts
        WHERE restaurant_id = $1
          AND hour >= ($3::date)::timestamp AT TIME ZONE $2
          AND hour < ($4::date + 1)::timestamp AT TIME ZONE $2) c
  GROUP BY GROUPING SETS ((kind, day), (kind, dimension))`;

@Injectable()
export class InsightsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Adds a tally's rows to the stored counts, in one statement. */
  async addCounts(rows: CountRow[]): Promise<void> {
    if (!rows.length) return;
    await this.pool.query(ADD_COUNTS, [
      rows.map((row) => row.restaurantId),
      rows.map((row) => row.hour),
      rows.map((row) => row.kind),
      rows.map((row) => row.dimension),
      rows.map((row) => row.count),
    ]);
  }

  /** Null when there is no such restaurant. */
  async targets(restaurantId: string): Promise<EventTargets | null> {
    const { rows } = await this.pool.query<{ menus: string[] | null; items: [string, string][] | null }>(
      `SELECT (SELECT array_agg(id::text) FROM menus WHERE restaurant_id = r.id) AS menus,
              (SELECT json_agg(json_build_array(i.id, i.product_id)) FROM section_items i
                 JOIN sections s ON s.id = i.section_id JOIN menus m ON m.id = s.menu_id
                 WHERE m.restaurant_id = r.id) AS items
       FROM restaurants r WHERE r.id = $1`,
      [restaurantId],
    );
    if (!rows[0]) return null;
    return { menus: new Set(rows[0].menus ?? []), items: new Map(rows[0].items ?? []) };
  }

  async sums(restaurantId: string, timeZone: string, from: string, to: string): Promise<SummedCount[]> {
    const { rows } = await this.pool.query<SummedCount>(SUMS, [restaurantId, timeZone, from, to]);
    return rows;
  }

  /** Names of the restaurant's placements by code, deleted ones' too (their printed codes still count scans). */
  async placementNames(restaurantId: string, codes: string[]): Promise<Map<string, string>> {
    if (!codes.length) return new Map();
    const { rows } = await this.pool.query<{ code: string; name: string }>(
      'SELECT code, name FROM placements WHERE restaurant_id = $1 AND code = ANY($2::text[])',
      [restaurantId, codes],
    );
    return new Map(rows.map((row) => [row.code, row.name]));
  }

  /** Names of the restaurant's menus or products among `ids` (deleted ones are missing). */
  async names(table: 'menus' | 'products', restaurantId: string, ids: string[]): Promise<Map<string, Translated>> {
    if (!ids.length) return new Map();
    const { rows } = await this.pool.query<{ id: string; name: Translated }>(
      `SELECT id, name FROM ${table} WHERE restaurant_id = $1 AND id = ANY($2::uuid[])`,
      [restaurantId, ids],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
