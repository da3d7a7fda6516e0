import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { insertValues, PG_POOL, readSql, toColumns, updateSet } from '@carta/nest-core';
import type { Translated } from '@carta/contracts';
import { appendChild, MENUS_OF_RESTAURANT, removeChild, reorder } from '../common/reorder';
import type { StoredImage } from '../images/images.repository';
import { ImagesRepository } from '../images/images.repository';
import type { MenuChanges, MenuRow } from './menu.row';

const COLUMNS = `m.id, m.restaurant_id AS "restaurantId", m.name, m.enabled, m.fixed_price AS "fixedPrice",
  m.price_cents AS "priceCents", m.show_item_prices AS "showItemPrices", m.unlimited_time AS "unlimitedTime",
  m.time_ranges AS "timeRanges", to_char(m.date_from, 'YYYY-MM-DD') AS "dateFrom",
  to_char(m.date_to, 'YYYY-MM-DD') AS "dateTo", m.days, m.exceptions, m.banner, m.position, m.version,
  m.updated_at AS "updatedAt"`;

const WRITABLE: Record<keyof MenuChanges, string> = {
  name: 'name',
  enabled: 'enabled',
  fixedPrice: 'fixed_price',
  priceCents: 'price_cents',
  showItemPrices: 'show_item_prices',
  unlimitedTime: 'unlimited_time',
  timeRanges: 'time_ranges',
  dateFrom: 'date_from',
  dateTo: 'date_to',
  days: 'days',
  exceptions: 'exceptions',
};
const JSON_FIELDS: (keyof MenuChanges)[] = ['name', 'timeRanges', 'exceptions'];

/** The owner's list: a restaurant's menus in their order. */
const OF_RESTAURANT = readSql(__dirname, 'menus-of-restaurant.sql');

@Injectable()
export class MenusRepository {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly images: ImagesRepository,
  ) {}

  /** The restaurant's menus in their order, and the version of that order. */
  async list(restaurantId: string): Promise<{ rows: MenuRow[]; version: number }> {
    const [menus, restaurant] = await Promise.all([
      this.pool.query<MenuRow>(OF_RESTAURANT, [restaurantId]),
      this.pool.query<{ version: number }>('SELECT menus_version AS version FROM restaurants WHERE id = $1', [
        restaurantId,
      ]),
    ]);
    return { rows: menus.rows, version: restaurant.rows[0]?.version ?? 0 };
  }

  async find(restaurantId: string, menuId: string): Promise<MenuRow | null> {
    const { rows } = await this.pool.query<MenuRow>(
      `SELECT ${COLUMNS} FROM menus m WHERE m.id = $1 AND m.restaurant_id = $2`,
      [menuId, restaurantId],
    );
    return rows[0] ?? null;
  }

  /** Adds the menu last. */
  insert(restaurantId: string, changes: MenuChanges): Promise<MenuRow> {
    return appendChild(this.pool, MENUS_OF_RESTAURANT, restaurantId, async (client, position) => {
      const values = insertValues({
        restaurant_id: restaurantId,
        position,
        ...toColumns(changes, WRITABLE, JSON_FIELDS),
      });
      const { rows } = await client.query<MenuRow>(
        `INSERT INTO menus AS m ${values.sql} RETURNING ${COLUMNS}`,
        values.params,
      );
      return rows[0];
    });
  }

  async update(restaurantId: string, menuId: string, changes: MenuChanges): Promise<MenuRow | null> {
    const set = updateSet(toColumns(changes, WRITABLE, JSON_FIELDS), 3);
    const { rows } = await this.pool.query<MenuRow>(
      `UPDATE menus AS m SET ${set.sql} WHERE m.id = $1 AND m.restaurant_id = $2 RETURNING ${COLUMNS}`,
      [menuId, restaurantId, ...set.params],
    );
    return rows[0] ?? null;
  }

  /** Deletes the menu with its sections and items. */
  delete(restaurantId: string, menuId: string): Promise<MenuRow | null> {
    return this.images.cleanUpAfter({ kind: 'menu', id: menuId }, () =>
      removeChild<MenuRow>(this.pool, MENUS_OF_RESTAURANT, restaurantId, menuId, COLUMNS),
    );
  }

  /**
   * A copy of the menu named `name`, last, disabled (so guests never see it twice), with copies of its sections and
   * items.
   */
  duplicate(restaurantId: string, menuId: string, name: Translated): Promise<MenuRow | null> {
    return appendChild(this.pool, MENUS_OF_RESTAURANT, restaurantId, async (client, position) => {
      const { rows } = await client.query<MenuRow>(
        `INSERT INTO menus AS m (restaurant_id, name, enabled, fixed_price, price_cents, show_item_prices,
           unlimited_time, time_ranges, date_from, date_to, days, exceptions, banner, position)
         SELECT restaurant_id, $4::jsonb, false, fixed_price, price_cents, show_item_prices, unlimited_time, time_ranges,
           date_from, date_to, days, exceptions, banner, $3
         FROM menus WHERE id = $1 AND restaurant_id = $2
         RETURNING ${COLUMNS}`,
        [menuId, restaurantId, position, JSON.stringify(name)],
      );
      if (!rows[0]) return null;
      await this.copySections(client, menuId, rows[0].id);
      return rows[0];
    });
  }

  /**
   * A copy of the menu named `name` last in another restaurant, disabled like a duplicate, with copies of its sections
   * and items; every product its items use is copied into that restaurant too (a restaurant's menus only hold its own
   * products), once per product, and the copied items point at the copies.
   */
  copyToRestaurant(restaurantId: string, menuId: string, targetId: string, name: Translated): Promise<MenuRow | null> {
    return appendChild(this.pool, MENUS_OF_RESTAURANT, targetId, async (client, position) => {
      const { rows } = await client.query<MenuRow>(
        `INSERT INTO menus AS m (restaurant_id, name, enabled, fixed_price, price_cents, show_item_prices,
           unlimited_time, time_ranges, date_from, date_to, days, exceptions, banner, position)
         SELECT $3, $5::jsonb, false, fixed_price, price_cents, show_item_prices, unlimited_time, time_ranges,
           date_from, date_to, days, exceptions, banner, $4
         FROM menus WHERE id = $1 AND restaurant_id = $2
         RETURNING ${COLUMNS}`,
        [menuId, restaurantId, targetId, position, JSON.stringify(name)],
      );
      if (!rows[0]) return null;
      const products = await client.query<{ oldId: string; newId: string }>(
        `WITH source AS (
           SELECT p.*, gen_random_uuid() AS new_id FROM products p
           WHERE p.restaurant_id = $2 AND p.id IN (
             SELECT i.product_id FROM section_items i JOIN sections s ON s.id = i.section_id WHERE s.menu_id = $1)),
         copied AS (INSERT INTO products (id, restaurant_id, name, description, price_cents, allergens, traces,
                      allergens_confirmed, diets, spiciness, sizes, enabled, image_thumb, image_full, image_width,
                      image_height)
                    SELECT new_id, $3, name, description, price_cents, allergens, traces, allergens_confirmed, diets,
                      spiciness, sizes, enabled, image_thumb, image_full, image_width, image_height
                    FROM source RETURNING id)
         SELECT source.id AS "oldId", source.new_id AS "newId" FROM source`,
        [menuId, restaurantId, targetId],
      );
      await this.copySections(client, menuId, rows[0].id, products.rows);
      return rows[0];
    });
  }

  /** Copies the sections and items of one menu into another; `products` maps items to other products. */
  private async copySections(
    client: PoolClient,
    from: string,
    to: string,
    products: { oldId: string; newId: string }[] = [],
  ): Promise<void> {
    const { rows } = await client.query<{ oldId: string; newId: string }>(
      `WITH source AS (SELECT id, name, course, banner, position, gen_random_uuid() AS new_id FROM sections
                       WHERE menu_id = $1),
       copied AS (INSERT INTO sections (id, menu_id, name, course, banner, position)
                  SELECT new_id, $2, name, course, banner, position FROM source RETURNING id)
       SELECT source.id AS "oldId", source.new_id AS "newId" FROM source`,
      [from, to],
    );
    if (!rows.length) return;
    await client.query(
      `INSERT INTO section_items (section_id, product_id, price_cents, supplement_cents, size_prices, position)
       SELECT map.new_id, coalesce(product.new_id, i.product_id), i.price_cents, i.supplement_cents, i.size_prices,
         i.position
       FROM section_items i JOIN unnest($1::uuid[], $2::uuid[]) AS map (old_id, new_id) ON map.old_id = i.section_id
       LEFT JOIN unnest($3::uuid[], $4::uuid[]) AS product (old_id, new_id) ON product.old_id = i.product_id`,
      [
        rows.map((row) => row.oldId),
        rows.map((row) => row.newId),
        products.map((product) => product.oldId),
        products.map((product) => product.newId),
      ],
    );
  }

  reorder(restaurantId: string, ids: readonly string[], version: number): Promise<'OK' | 'STALE'> {
    return reorder(this.pool, MENUS_OF_RESTAURANT, restaurantId, ids, version);
  }

  /** Stores the new banner (or none) and points the menu at it; the banner it had is cleaned. */
  setBanner(restaurantId: string, menuId: string, banner: StoredImage | null): Promise<MenuRow | null> {
    const params = [menuId, restaurantId];
    return this.images.replace(
      banner ? [banner] : [],
      { sql: 'SELECT ARRAY[banner] AS ids FROM menus WHERE id = $1 AND restaurant_id = $2 FOR UPDATE', params },
      async (client) => {
        const { rows } = await client.query<MenuRow>(
          `UPDATE menus AS m SET banner = $3, updated_at = now() WHERE m.id = $1 AND m.restaurant_id = $2
           RETURNING ${COLUMNS}`,
          [...params, banner?.id ?? null],
        );
        return rows[0];
      },
    );
  }
}
