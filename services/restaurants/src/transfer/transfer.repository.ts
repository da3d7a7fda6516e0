import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { inTransaction, PG_POOL, type Queryable } from '@carta/nest-core';
import type { ProductRow, SizeRow } from '../products/product.row';
import { PRODUCT_COLUMNS_SQL } from '../products/products.repository';
import type { ProductRecord } from './product-csv';

export interface ExportedProductRow extends ProductRow {
  externalId: string | null;
}

/** A product as an import writes it: its sizes with their ids. */
export interface StoredRecord extends Omit<ProductRecord, 'sizes'> {
  sizes: SizeRow[];
}

/** A product an import updates, by its id. */
export interface ProductUpdate extends StoredRecord {
  id: string;
}

const WITH_EXTERNAL_ID = `${PRODUCT_COLUMNS_SQL}, p.external_id AS "externalId"`;

/** The rows, as jsonb_to_recordset reads them in one statement (a thousand rows: one round trip, not a thousand). */
const RECORDS = `jsonb_to_recordset($2::jsonb) AS x(id uuid, name jsonb, description jsonb, price int,
  allergens jsonb, traces jsonb, "allergensConfirmed" boolean, diets jsonb, spiciness smallint, enabled boolean,
  "externalId" text, sizes jsonb)`;
/** A JSON list of texts as a text[] column. */
const textArray = (column: string) => `ARRAY(SELECT jsonb_array_elements_text(x.${column}))`;

@Injectable()
export class TransferRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Every product of the restaurant, by name in its first language. */
  async products(restaurantId: string): Promise<ExportedProductRow[]> {
    const { rows } = await this.pool.query<ExportedProductRow>(
      `SELECT ${WITH_EXTERNAL_ID} FROM products p JOIN restaurants r ON r.id = p.restaurant_id
       WHERE p.restaurant_id = $1 ORDER BY lower(p.name ->> r.languages[1]), p.id`,
      [restaurantId],
    );
    return rows;
  }

  /**
   * The products `keys` name: by external id, or by their own id when they have none (a product created in the app,
   * exported with its id in the external id column).
   */
  async matching(
    restaurantId: string,
    keys: readonly string[],
    db: Queryable = this.pool,
  ): Promise<ExportedProductRow[]> {
    if (!keys.length) return [];
    const { rows } = await db.query<ExportedProductRow>(
      `SELECT ${WITH_EXTERNAL_ID} FROM products p
       WHERE p.restaurant_id = $1
         AND (p.external_id = ANY($2::text[]) OR (p.external_id IS NULL AND p.id::text = ANY($2::text[])))`,
      [restaurantId, keys],
    );
    return rows;
  }

  /** One import at a time per restaurant: the second sees what the first wrote, so it creates nothing twice. */
  inImport<T>(restaurantId: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('carta:products-import'), hashtext($1))`, [
        restaurantId,
      ]);
      return work(client);
    });
  }

  async insert(client: PoolClient, restaurantId: string, records: readonly StoredRecord[]): Promise<void> {
    if (!records.length) return;
    await client.query(
      `INSERT INTO products (restaurant_id, name, description, price_cents, allergens, traces, allergens_confirmed,
         diets, spiciness, enabled, external_id, sizes)
       SELECT $1, x.name, x.description, x.price, ${textArray('allergens')}, ${textArray('traces')},
              x."allergensConfirmed", ${textArray('diets')}, x.spiciness, x.enabled, x."externalId", x.sizes
       FROM ${RECORDS}`,
      [restaurantId, JSON.stringify(records)],
    );
  }

  async update(client: PoolClient, restaurantId: string, updates: readonly ProductUpdate[]): Promise<void> {
    if (!updates.length) return;
    await client.query(
      `UPDATE products AS p SET name = x.name, description = x.description, price_cents = x.price,
         allergens = ${textArray('allergens')}, traces = ${textArray('traces')},
         allergens_confirmed = x."allergensConfirmed", diets = ${textArray('diets')}, spiciness = x.spiciness,
         enabled = x.enabled, external_id = x."externalId", sizes = x.sizes, updated_at = now()
       FROM ${RECORDS}
       WHERE p.id = x.id AND p.restaurant_id = $1`,
      [restaurantId, JSON.stringify(updates)],
    );
  }
}
