import type { Pool } from 'pg';
import { ImagesRepository, type StoredImage } from './images.repository';

/** A pool that answers `ids` to a read of image ids and records every statement, in or out of a transaction. */
function recordingPool(ids: (string | null)[] | null) {
  const statements: string[] = [];
  const query = async (text: string, params: unknown[] = []) => {
    if (text.startsWith('DELETE FROM images')) statements.push(`clean ${JSON.stringify(params[0])}`);
    else if (text.startsWith('INSERT INTO images')) statements.push(`store ${params[0]}`);
    else if (/^(BEGIN|COMMIT|ROLLBACK)$/.test(text)) statements.push(text);
    else statements.push('read ids');
    if (ids === null) return { rows: [] };
    return { rows: text.includes('ARRAY[') ? [{ ids }] : ids.map((id) => ({ id })) };
  };
  const pool = {
    query,
    connect: async () => ({ query, release: () => undefined, on: () => undefined, removeListener: () => undefined }),
  } as unknown as Pool;
  return { pool, statements };
}

const IMAGE: StoredImage = { id: 'new', contentType: 'image/webp', content: Buffer.from(''), width: 1, height: 1 };
const CURRENT = { sql: 'SELECT ARRAY[banner] AS ids FROM menus WHERE id = $1 FOR UPDATE', params: ['m1'] };

describe('ImagesRepository', () => {
  it('cleanUpAfter reads what the owner uses before the delete and cleans it after', async () => {
    const { pool, statements } = recordingPool(['img1', 'img2']);
    const removed = await new ImagesRepository(pool).cleanUpAfter({ kind: 'restaurant', id: 'r1' }, async () => {
      statements.push('delete');
      return 'row';
    });
    expect(removed).toBe('row');
    expect(statements).toEqual(['read ids', 'delete', 'clean ["img1","img2"]']);
  });

  it('cleanUpAfter cleans nothing when the owner had no images', async () => {
    const { pool, statements } = recordingPool([]);
    await new ImagesRepository(pool).cleanUpAfter({ kind: 'menu', id: 'm1' }, async () => null);
    expect(statements).toEqual(['read ids']);
  });

  it('replace stores the new image and points the row at it in one transaction, then cleans the old one', async () => {
    const { pool, statements } = recordingPool(['old', null]);
    const row = await new ImagesRepository(pool).replace([IMAGE], CURRENT, async () => {
      statements.push('point');
      return 'row';
    });
    expect(row).toBe('row');
    expect(statements).toEqual(['BEGIN', 'read ids', 'store new', 'point', 'COMMIT', 'clean ["old"]']);
  });

  it('replace on a missing row stores and cleans nothing', async () => {
    const { pool, statements } = recordingPool(null);
    await expect(new ImagesRepository(pool).replace([IMAGE], CURRENT, async () => 'row')).resolves.toBeNull();
    expect(statements).toEqual(['BEGIN', 'read ids', 'COMMIT']);
  });
});
