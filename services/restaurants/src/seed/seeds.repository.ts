import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { inTransaction, PG_POOL, readMigrations } from '@carta/nest-core';
import { MIGRATIONS_DIR } from '../paths';

/** The migrator's lock: seeds never run while migrations or a demo reset do. */
const LOCK = 'restaurants_schema_migrations';

@Injectable()
export class SeedsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Runs the seed migrations again (each is idempotent and records itself in restaurants_seeds once it has
   * produced its data); true when every seed has.
   */
  async runPending(): Promise<boolean> {
    const seeds = readMigrations(MIGRATIONS_DIR).filter((file) => /^\d+_seed_/.test(file.version));
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK]);
      for (const seed of seeds) await client.query(seed.sql);
      const { rows } = await client.query<{ done: number }>(
        'SELECT count(*)::int AS done FROM restaurants_seeds WHERE name = ANY($1::text[])',
        [seeds.map((seed) => seed.version)],
      );
      return rows[0].done === seeds.length;
    });
  }
}
