import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  insertValues,
  PG_POOL,
  readSql,
  selectPage,
  toColumns,
  updateSet,
  type ListPlan,
  type ListSearch,
  type Page,
} from '@carta/nest-core';
import { SEARCH_FOLD } from '../common/search';
import type { EncodedVariants } from '../images/image-codec';
import { ImagesRepository } from '../images/images.repository';
import type { ProductChanges, ProductRow, ProductSettings } from './product.row';

/** API sort field → SQL; a name sorts by its text in the restaurant's first language. */
export const PRODUCT_SORT_COLUMNS: Record<string, string> = {
  name: 'lower(p.name ->> r.languages[1])',
  price: 'p.price_cents',
  enabled: 'p.enabled',
  updatedAt: 'p.updated_at',
};

/** API search field → the text of every translation, searched folded (trigram indexes: migration 215). */
export const PRODUCT_SEARCH: ListSearch = {
  fold: SEARCH_FOLD,
  columns: {
    name: `${SEARCH_FOLD}(p.name_search)`,
    description: `${SEARCH_FOLD}(p.description_search)`,
  },
};

const COLUMNS = `p.id, p.restaurant_id AS "restaurantId", p.name, p.description, p.price_cents AS "priceCents",
  p.allergens, p.traces, p.allergens_confirmed AS "allergensConfirmed", p.diets, p.spiciness, p.enabled, p.sizes,
  p.image_thumb AS "imageThumb", p.image_full AS "imageFull", p.image_width AS "imageWidth",
  p.image_height AS "imageHeight", p.sold_out_since AS "soldOutSince", p.sold_out_until AS "soldOutUntil",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

/** The same columns for the repositories that read products beside this one (import and export). */
export const PRODUCT_COLUMNS_SQL = COLUMNS;

const WRITABLE: Record<keyof ProductChanges, string> = {
  name: 'name',
  description: 'description',
  priceCents: 'price_cents',
  allergens: 'allergens',
  traces: 'traces',
  allergensConfirmed: 'allergens_confirmed',
  diets: 'diets',
  spiciness: 'spiciness',
  enabled: 'enabled',
  sizes: 'sizes',
};

/** Lists stored as JSONB (pg would send a JS array as a PostgreSQL array). */
const JSON_FIELDS: (keyof ProductChanges)[] = ['sizes'];

/** The owner's list: a restaurant's products (joined to sort names by the restaurant's first language). */
const OF_RESTAURANT = readSql(__dirname, 'products-of-restaurant.sql');

@Injectable()
export class ProductsRepository {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly images: ImagesRepository,
  ) {}

  /** One page of a restaurant's products; sort and search columns come from the allow-lists above. */
  page(restaurantId: string, plan: ListPlan, allergensConfirmed: boolean | null): Promise<Page<ProductRow>> {
    const params = [restaurantId, allergensConfirmed];
    return selectPage(this.pool, { select: OF_RESTAURANT, params, tiebreak: 'p.id' }, plan);
  }

  /** How many of the restaurant's products have allergens the owner has not confirmed (partial index, 400). */
  async countUnconfirmed(restaurantId: string): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM products WHERE restaurant_id = $1 AND NOT allergens_confirmed',
      [restaurantId],
    );
    return rows[0].count;
  }

  /** Marks the product sold out from `since` until `until` (null: further notice), or back on sale (since null). */
  async setSoldOut(
    restaurantId: string,
    productId: string,
    since: Date | null,
    until: Date | null,
  ): Promise<ProductRow | null> {
    const { rows } = await this.pool.query<ProductRow>(
      `UPDATE products AS p SET sold_out_since = $3, sold_out_until = $4
       WHERE p.id = $1 AND p.restaurant_id = $2 RETURNING ${COLUMNS}`,
      [productId, restaurantId, since, until],
    );
    return rows[0] ?? null;
  }

  async find(restaurantId: string, productId: string): Promise<ProductRow | null> {
    const { rows } = await this.pool.query<ProductRow>(
      `SELECT ${COLUMNS} FROM products p WHERE p.id = $1 AND p.restaurant_id = $2`,
      [productId, restaurantId],
    );
    return rows[0] ?? null;
  }

  /** The restaurant's products among `ids` (others are left out). */
  async findMany(restaurantId: string, ids: readonly string[]): Promise<ProductRow[]> {
    if (!ids.length) return [];
    const { rows } = await this.pool.query<ProductRow>(
      `SELECT ${COLUMNS} FROM products p WHERE p.restaurant_id = $1 AND p.id = ANY($2::uuid[])`,
      [restaurantId, ids],
    );
    return rows;
  }

  async insert(restaurantId: string, input: ProductSettings): Promise<ProductRow> {
    const values = insertValues({ restaurant_id: restaurantId, ...toColumns(input, WRITABLE, JSON_FIELDS) });
    const { rows } = await this.pool.query<ProductRow>(
      `INSERT INTO products AS p ${values.sql} RETURNING ${COLUMNS}`,
      values.params,
    );
    return rows[0];
  }

  async update(restaurantId: string, productId: string, changes: ProductChanges): Promise<ProductRow | null> {
    const set = updateSet(toColumns(changes, WRITABLE, JSON_FIELDS), 3);
    const { rows } = await this.pool.query<ProductRow>(
      `UPDATE products AS p SET ${set.sql} WHERE p.id = $1 AND p.restaurant_id = $2 RETURNING ${COLUMNS}`,
      [productId, restaurantId, ...set.params],
    );
    return rows[0] ?? null;
  }

  delete(restaurantId: string, productId: string): Promise<ProductRow | null> {
    return this.images.cleanUpAfter({ kind: 'product', id: productId }, async () => {
      const { rows } = await this.pool.query<ProductRow>(
        `DELETE FROM products AS p WHERE p.id = $1 AND p.restaurant_id = $2 RETURNING ${COLUMNS}`,
        [productId, restaurantId],
      );
      return rows[0] ?? null;
    });
  }

  /** Stores the new image (or none) and points the product at it; the image it had is cleaned. */
  setImage(restaurantId: string, productId: string, image: EncodedVariants | null): Promise<ProductRow | null> {
    const params = [productId, restaurantId];
    return this.images.replace(
      image ? [image.thumb, image.full] : [],
      {
        sql: `SELECT ARRAY[image_thumb, image_full] AS ids FROM products WHERE id = $1 AND restaurant_id = $2
              FOR UPDATE`,
        params,
      },
      async (client) => {
        const { rows } = await client.query<ProductRow>(
          `UPDATE products AS p SET image_thumb = $3, image_full = $4, image_width = $5, image_height = $6,
             updated_at = now()
           WHERE p.id = $1 AND p.restaurant_id = $2 RETURNING ${COLUMNS}`,
          [
            ...params,
            image?.thumb.id ?? null,
            image?.full.id ?? null,
            image?.full.width ?? null,
            image?.full.height ?? null,
          ],
        );
        return rows[0];
      },
    );
  }
}
