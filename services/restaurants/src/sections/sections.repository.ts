import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CourseRule, Translated } from '@carta/contracts';
import { onUniqueViolation, PG_POOL } from '@carta/nest-core';
import { appendChild, ITEMS_OF_SECTION, removeChild, reorder, SECTIONS_OF_MENU } from '../common/reorder';
import { ImagesRepository, type StoredImage } from '../images/images.repository';
import type { ItemPrices, SectionItemRow, SectionRow } from './section.row';

const SECTION = `s.id, s.menu_id AS "menuId", s.name, s.course, s.banner, s.position, s.version`;
const ITEM = `i.id, i.section_id AS "sectionId", i.product_id AS "productId", i.price_cents AS "priceCents",
  i.supplement_cents AS "supplementCents", i.size_prices AS "sizePrices", i.position`;
/** JSONB parameters: null stays SQL NULL, undefined stays undefined (unchanged). */
const json = (value: unknown) => (value === undefined || value === null ? value : JSON.stringify(value));

@Injectable()
export class SectionsRepository {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly images: ImagesRepository,
  ) {}

  /** The version of the menu's order of sections, or null when the restaurant has no such menu. */
  async menuVersion(restaurantId: string, menuId: string): Promise<number | null> {
    return (await this.menu(restaurantId, menuId))?.version ?? null;
  }

  /** What the sections' rules need of their menu, or null when the restaurant has no such menu. */
  async menu(restaurantId: string, menuId: string): Promise<{ version: number; fixedPrice: boolean } | null> {
    const { rows } = await this.pool.query<{ version: number; fixedPrice: boolean }>(
      'SELECT version, fixed_price AS "fixedPrice" FROM menus WHERE id = $1 AND restaurant_id = $2',
      [menuId, restaurantId],
    );
    return rows[0] ?? null;
  }

  /** A menu's sections and all their items, each in order. */
  async listWithItems(menuId: string): Promise<{ sections: SectionRow[]; items: SectionItemRow[] }> {
    const [sections, items] = await Promise.all([
      this.pool.query<SectionRow>(`SELECT ${SECTION} FROM sections s WHERE s.menu_id = $1 ORDER BY s.position, s.id`, [
        menuId,
      ]),
      this.pool.query<SectionItemRow>(
        `SELECT ${ITEM} FROM section_items i JOIN sections s ON s.id = i.section_id
         WHERE s.menu_id = $1 ORDER BY i.position, i.id`,
        [menuId],
      ),
    ]);
    return { sections: sections.rows, items: items.rows };
  }

  async find(menuId: string, sectionId: string): Promise<SectionRow | null> {
    const { rows } = await this.pool.query<SectionRow>(
      `SELECT ${SECTION} FROM sections s WHERE s.id = $1 AND s.menu_id = $2`,
      [sectionId, menuId],
    );
    return rows[0] ?? null;
  }

  async items(sectionId: string): Promise<SectionItemRow[]> {
    const { rows } = await this.pool.query<SectionItemRow>(
      `SELECT ${ITEM} FROM section_items i WHERE i.section_id = $1 ORDER BY i.position, i.id`,
      [sectionId],
    );
    return rows;
  }

  /** Adds the section last; the menu's version moves. */
  insert(menuId: string, name: Translated, course: CourseRule | null): Promise<SectionRow> {
    return appendChild(this.pool, SECTIONS_OF_MENU, menuId, async (client, position) => {
      const { rows } = await client.query<SectionRow>(
        `INSERT INTO sections AS s (menu_id, name, course, position) VALUES ($1, $2, $3, $4) RETURNING ${SECTION}`,
        [menuId, JSON.stringify(name), json(course), position],
      );
      return rows[0];
    });
  }

  /** Renames the section and, unless `course` is undefined, sets its course rule (null: a plain section). */
  async edit(
    menuId: string,
    sectionId: string,
    name: Translated,
    course: CourseRule | null | undefined,
  ): Promise<SectionRow | null> {
    const { rows } = await this.pool.query<SectionRow>(
      `UPDATE sections AS s SET name = $3, course = CASE WHEN $4 THEN $5::jsonb ELSE s.course END, updated_at = now()
       WHERE s.id = $1 AND s.menu_id = $2 RETURNING ${SECTION}`,
      [sectionId, menuId, JSON.stringify(name), course !== undefined, json(course)],
    );
    return rows[0] ?? null;
  }

  delete(menuId: string, sectionId: string): Promise<SectionRow | null> {
    return this.images.cleanUpAfter({ kind: 'section', id: sectionId }, () =>
      removeChild<SectionRow>(this.pool, SECTIONS_OF_MENU, menuId, sectionId, SECTION),
    );
  }

  reorder(menuId: string, ids: readonly string[], version: number): Promise<'OK' | 'STALE'> {
    return reorder(this.pool, SECTIONS_OF_MENU, menuId, ids, version);
  }

  /** Stores the new banner (or none) and points the section at it; the banner it had is cleaned. */
  setBanner(menuId: string, sectionId: string, banner: StoredImage | null): Promise<SectionRow | null> {
    const params = [sectionId, menuId];
    return this.images.replace(
      banner ? [banner] : [],
      { sql: 'SELECT ARRAY[banner] AS ids FROM sections WHERE id = $1 AND menu_id = $2 FOR UPDATE', params },
      async (client) => {
        const { rows } = await client.query<SectionRow>(
          `UPDATE sections AS s SET banner = $3, updated_at = now() WHERE s.id = $1 AND s.menu_id = $2
           RETURNING ${SECTION}`,
          [...params, banner?.id ?? null],
        );
        return rows[0];
      },
    );
  }

  /** Adds a product last in the section: 'DUPLICATE' when it is already there. */
  addItem(sectionId: string, productId: string, prices: ItemPrices): Promise<SectionItemRow | 'DUPLICATE'> {
    return onUniqueViolation(
      () =>
        appendChild(this.pool, ITEMS_OF_SECTION, sectionId, async (client, position) => {
          const { rows } = await client.query<SectionItemRow>(
            `INSERT INTO section_items AS i (section_id, product_id, price_cents, supplement_cents, size_prices,
               position)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ITEM}`,
            [
              sectionId,
              productId,
              prices.priceCents ?? null,
              prices.supplementCents ?? null,
              json(prices.sizePrices ?? []),
              position,
            ],
          );
          return rows[0];
        }),
      () => 'DUPLICATE' as const,
    );
  }

  async findItem(sectionId: string, itemId: string): Promise<SectionItemRow | null> {
    const { rows } = await this.pool.query<SectionItemRow>(
      `SELECT ${ITEM} FROM section_items i WHERE i.id = $1 AND i.section_id = $2`,
      [itemId, sectionId],
    );
    return rows[0] ?? null;
  }

  /** Sets the prices that are not undefined in `prices`. */
  async setItemPrices(sectionId: string, itemId: string, prices: ItemPrices): Promise<SectionItemRow | null> {
    const { rows } = await this.pool.query<SectionItemRow>(
      `UPDATE section_items AS i SET
         price_cents = CASE WHEN $3 THEN $4::integer ELSE i.price_cents END,
         supplement_cents = CASE WHEN $5 THEN $6::integer ELSE i.supplement_cents END,
         size_prices = coalesce($7::jsonb, i.size_prices)
       WHERE i.id = $1 AND i.section_id = $2 RETURNING ${ITEM}`,
      [
        itemId,
        sectionId,
        prices.priceCents !== undefined,
        prices.priceCents ?? null,
        prices.supplementCents !== undefined,
        prices.supplementCents ?? null,
        json(prices.sizePrices) ?? null,
      ],
    );
    return rows[0] ?? null;
  }

  deleteItem(sectionId: string, itemId: string): Promise<SectionItemRow | null> {
    return removeChild<SectionItemRow>(this.pool, ITEMS_OF_SECTION, sectionId, itemId, ITEM);
  }

  reorderItems(sectionId: string, ids: readonly string[], version: number): Promise<'OK' | 'STALE'> {
    return reorder(this.pool, ITEMS_OF_SECTION, sectionId, ids, version);
  }
}
