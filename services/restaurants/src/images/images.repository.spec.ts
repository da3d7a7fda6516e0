import type { Pool } from 'pg';
import { ImagesRepository } from './images.repository';

/** A pool that answers the owner's image ids and records every statement. */
function recordingPool(used: string[]) {
  const statements: string[] = [];
  const query = async (text: string, params: unknown[]) => {
    statements.push(text.startsWith('DELETE FROM images') ? `clean ${JSON.stringify(params[0])}` : 'read used');
    return { rows: used.map((id) => ({ id })) };
  };
  return { pool: { query } as unknown as Pool, statements };
}

describe('ImagesRepository.cleanUpAfter', () => {
  it('reads what the owner uses before the delete and cleans it after', async () => {
    const { pool, statements } = recordingPool(['img1', 'img2']);
    const images = new ImagesRepository(pool);
    const removed = await images.cleanUpAfter({ kind: 'restaurant', id: 'r1' }, async () => {
      statements.push('delete');
      return 'row';
    });
    expect(removed).toBe('row');
    expect(statements).toEqual(['read used', 'delete', 'clean ["img1","img2"]']);
  });

  it('cleans nothing when the owner had no images', async () => {
    const { pool, statements } = recordingPool([]);
    await new ImagesRepository(pool).cleanUpAfter({ kind: 'menu', id: 'm1' }, async () => null);
    expect(statements).toEqual(['read used']);
  });
});
