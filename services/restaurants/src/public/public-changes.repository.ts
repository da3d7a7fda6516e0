import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@carta/nest-core';

/** Keeps when guests' data of a restaurant last changed (`public_changed_at`: the sitemap's lastmod). */
@Injectable()
export class PublicChangesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Now, for the restaurant (nothing when it is gone). */
  async markChanged(restaurantId: string): Promise<void> {
    await this.pool.query(`UPDATE restaurants SET public_changed_at = now() WHERE id = $1`, [restaurantId]);
  }

  /** When it last changed, as PostgreSQL keeps it (microseconds: two edits never share one); null when it is gone. */
  async changedAt(restaurantId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ at: string }>(
      `SELECT public_changed_at::text AS at FROM restaurants WHERE id = $1`,
      [restaurantId],
    );
    return rows[0]?.at ?? null;
  }
}
