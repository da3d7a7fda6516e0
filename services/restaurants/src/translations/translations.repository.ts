import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { LanguageCompleteness } from '@carta/contracts';
import { PG_POOL, readSql } from '@carta/nest-core';

const STATUS = readSql(__dirname, 'translation-status.sql');

@Injectable()
export class TranslationsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** One row per language of the restaurant, in its order; the JSON is already the contract's shape. */
  async status(restaurantId: string, shown: number): Promise<LanguageCompleteness[]> {
    const { rows } = await this.pool.query<LanguageCompleteness>(STATUS, [restaurantId, shown]);
    return rows;
  }
}
