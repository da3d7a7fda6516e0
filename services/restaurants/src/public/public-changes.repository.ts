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
}
