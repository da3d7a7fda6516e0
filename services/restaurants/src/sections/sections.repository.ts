import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Translated } from '@carta/contracts';
import { inTransaction, onUniqueViolation, PG_POOL } from '@carta/nest-core';
import { bumpVersion, ITEMS_OF_SECTION, nextPosition, reorder, SECTIONS_OF_MENU } from '../common/reorder';
import { ImagesRepository, type StoredImage } from '../images/images.repository';
import type { SectionItemRow, SectionRow } from './section.row';

const SECTION = `s.id, s.menu_id AS "menuId", s.name, s.banner, s.position, s.version`;
const ITEM = `i.id, i.section_id AS "sectionId", i.product_id AS "productId", i.price_cents AS "priceCents", i.position`;

@Injectable()
export class SectionsRepository {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly images: ImagesRepository,
  ) {}

  /** The version of the menu's order of sections, or null when the restaurant has no such menu. */
  async menuVersion(restaurantId: string, menuId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ version: number }>(
      'SELECT version FROM menus WHERE id = $1 AND restaurant_id = $2',
      [menuId, restaurantId],
    );
    return rows[0]?.version ?? null;
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
  insert(menuId: string, name: Translated): Promise<SectionRow> {
    return inTransaction(this.pool, async (client) => {
      await bumpVersion(client, SECTIONS_OF_MENU, menuId);
      const position = await nextPosition(client, SECTIONS_OF_MENU, menuId);
      const { rows } = await client.query<SectionRow>(
        `INSERT INTO sections AS s (menu_id, name, position) VALUES ($1, $2, $3) RETURNING ${SECTION}`,
        [menuId, JSON.stringify(name), position],
      );
      return rows[0];
    });
  }

  async rename(menuId: string, sectionId: string, name: Translated): Promise<SectionRow | null> {
    const { rows } = await this.pool.query<SectionRow>(
      `UPDATE sections AS s SET name = $3, updated_at = now() WHERE s.id = $1 AND s.menu_id = $2 RETURNING ${SECTION}`,
      [sectionId, menuId, JSON.stringify(name)],
    );
    return rows[0] ?? null;
  }

  delete(menuId: string, sectionId: string): Promise<SectionRow | null> {
    return this.images.cleanUpAfter({ kind: 'section', id: sectionId }, () =>
      inTransaction(this.pool, async (client) => {
        await bumpVersion(client, SECTIONS_OF_MENU, menuId);
        const { rows } = await client.query<SectionRow>(
          `DELETE FROM sections AS s WHERE s.id = $1 AND s.menu_id = $2 RETURNING ${SECTION}`,
          [sectionId, menuId],
        );
        return rows[0] ?? null;
      }),
    );
  }

  reorder(menuId: string, ids: readonly string[], version: number): Promise<'OK' | 'STALE'> {
    return inTransaction(this.pool, (client) => reorder(client, SECTIONS_OF_MENU, menuId, ids, version));
  }

  /** Stores the new banner (or none) and points the section at it; then cleans the banner it had. */
  async setBanner(menuId: string, sectionId: string, banner: StoredImage | null): Promise<SectionRow | null> {
    const change = await inTransaction(this.pool, async (client) => {
      const { rows: before } = await client.query<{ banner: string | null }>(
        'SELECT banner FROM sections WHERE id = $1 AND menu_id = $2 FOR UPDATE',
        [sectionId, menuId],
      );
      if (!before[0]) return null;
      if (banner) await this.images.save(client, [banner]);
      const { rows } = await client.query<SectionRow>(
        `UPDATE sections AS s SET banner = $3, updated_at = now() WHERE s.id = $1 AND s.menu_id = $2
         RETURNING ${SECTION}`,
        [sectionId, menuId, banner?.id ?? null],
      );
      return { row: rows[0], previous: before[0].banner };
    });
    if (change?.previous) await this.images.deleteUnused([change.previous]);
    return change?.row ?? null;
  }

  /** Adds a product last in the section: 'DUPLICATE' when it is already there. */
  addItem(sectionId: string, productId: string, priceCents: number | null): Promise<SectionItemRow | 'DUPLICATE'> {
    return onUniqueViolation(
      () =>
        inTransaction(this.pool, async (client) => {
          await bumpVersion(client, ITEMS_OF_SECTION, sectionId);
          const position = await nextPosition(client, ITEMS_OF_SECTION, sectionId);
          const { rows } = await client.query<SectionItemRow>(
            `INSERT INTO section_items AS i (section_id, product_id, price_cents, position) VALUES ($1, $2, $3, $4)
             RETURNING ${ITEM}`,
            [sectionId, productId, priceCents, position],
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

  async setItemPrice(sectionId: string, itemId: string, priceCents: number | null): Promise<SectionItemRow | null> {
    const { rows } = await this.pool.query<SectionItemRow>(
      `UPDATE section_items AS i SET price_cents = $3 WHERE i.id = $1 AND i.section_id = $2 RETURNING ${ITEM}`,
      [itemId, sectionId, priceCents],
    );
    return rows[0] ?? null;
  }

  deleteItem(sectionId: string, itemId: string): Promise<SectionItemRow | null> {
    return inTransaction(this.pool, async (client) => {
      await bumpVersion(client, ITEMS_OF_SECTION, sectionId);
      const { rows } = await client.query<SectionItemRow>(
        `DELETE FROM section_items AS i WHERE i.id = $1 AND i.section_id = $2 RETURNING ${ITEM}`,
        [itemId, sectionId],
      );
      return rows[0] ?? null;
    });
  }

  reorderItems(sectionId: string, ids: readonly string[], version: number): Promise<'OK' | 'STALE'> {
    return inTransaction(this.pool, (client) => reorder(client, ITEMS_OF_SECTION, sectionId, ids, version));
  }
}
