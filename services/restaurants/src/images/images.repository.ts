import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { inTransaction, PG_POOL, type SqlParts } from '@carta/nest-core';

export interface StoredImage {
  id: string;
  contentType: string;
  content: Buffer;
  width: number;
  height: number;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** Whose images a delete may leave unused: a restaurant's, a menu's (with its sections'), a section's, a product's. */
export interface ImageOwner {
  kind: 'restaurant' | 'menu' | 'section' | 'product';
  id: string;
}

/** Ids of the images each kind of owner uses, with everything under it. */
const USED_BY: Record<ImageOwner['kind'], string> = {
  restaurant: `SELECT logo AS id FROM restaurants WHERE id = $1 AND logo IS NOT NULL
    UNION SELECT cover FROM restaurants WHERE id = $1 AND cover IS NOT NULL
    UNION SELECT image_thumb FROM products WHERE restaurant_id = $1 AND image_thumb IS NOT NULL
    UNION SELECT image_full FROM products WHERE restaurant_id = $1 AND image_full IS NOT NULL
    UNION SELECT banner FROM menus WHERE restaurant_id = $1 AND banner IS NOT NULL
    UNION SELECT s.banner FROM sections s JOIN menus m ON m.id = s.menu_id
      WHERE m.restaurant_id = $1 AND s.banner IS NOT NULL`,
  menu: `SELECT banner AS id FROM menus WHERE id = $1 AND banner IS NOT NULL
    UNION SELECT banner FROM sections WHERE menu_id = $1 AND banner IS NOT NULL`,
  section: 'SELECT banner AS id FROM sections WHERE id = $1 AND banner IS NOT NULL',
  product: `SELECT image_thumb AS id FROM products WHERE id = $1 AND image_thumb IS NOT NULL
    UNION SELECT image_full FROM products WHERE id = $1 AND image_full IS NOT NULL`,
};

/** Images live in the database (every replica serves them); rows are content-addressed and shared. */
@Injectable()
export class ImagesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async find(id: string): Promise<StoredImage | null> {
    const { rows } = await this.pool.query<StoredImage>(
      'SELECT id, content_type AS "contentType", content, width, height FROM images WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Points a row at new images (or none), in one transaction: `current` reads the row's image ids FOR UPDATE as
   * `ids` (no row: null), the new images are stored, `point` writes them; then the old ones nothing uses are cleaned.
   */
  async replace<T>(
    images: readonly StoredImage[],
    current: SqlParts,
    point: (client: PoolClient) => Promise<T>,
  ): Promise<T | null> {
    const change = await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ ids: (string | null)[] }>(current.sql, current.params);
      if (!rows[0]) return null;
      await this.save(client, images);
      return { row: await point(client), previous: rows[0].ids.filter((id): id is string => id !== null) };
    });
    if (change) await this.deleteUnused(change.previous);
    return change?.row ?? null;
  }

  /**
   * The one place that cleans images: runs `remove` (a delete of what `owner` names, with everything under it), then
   * deletes the images it used that nothing uses any more. Repositories call it, so no service has to remember.
   */
  async cleanUpAfter<T>(owner: ImageOwner, remove: () => Promise<T>): Promise<T> {
    const { rows } = await this.pool.query<{ id: string }>(USED_BY[owner.kind], [owner.id]);
    const result = await remove();
    await this.deleteUnused(rows.map((row) => row.id));
    return result;
  }

  /** Deletes those of `ids` nothing uses any more (after a write replaced them, or a delete let them go). */
  private async deleteUnused(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    try {
      await this.pool.query(
        `DELETE FROM images i WHERE i.id = ANY($1::text[])
           AND NOT EXISTS (SELECT 1 FROM products p WHERE p.image_thumb = i.id OR p.image_full = i.id)
           AND NOT EXISTS (SELECT 1 FROM menus m WHERE m.banner = i.id)
           AND NOT EXISTS (SELECT 1 FROM sections s WHERE s.banner = i.id)
           AND NOT EXISTS (SELECT 1 FROM restaurants r WHERE r.logo = i.id OR r.cover = i.id)`,
        [ids],
      );
    } catch (error) {
      // Someone started using one of them meanwhile: keep them all, a later clean-up retries.
      if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
    }
  }

  /**
   * Stores the images (a no-op for bytes already stored). Touching an existing row locks it until the caller's
   * transaction ends, so a concurrent clean-up cannot remove it in between.
   */
  private async save(client: PoolClient, images: readonly StoredImage[]): Promise<void> {
    for (const image of images) {
      await client.query(
        `INSERT INTO images (id, content_type, content, width, height) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET created_at = images.created_at`,
        [image.id, image.contentType, image.content, image.width, image.height],
      );
    }
  }
}
