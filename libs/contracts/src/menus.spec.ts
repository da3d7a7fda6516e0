import { MAX_LENGTH } from './limits';
import { copyName } from './menus';

describe("a copy's name", () => {
  it('marks the copy in each language of the name', () => {
    expect(copyName({ es: 'Menú del día', gb: 'Set lunch', jp: 'ランチ' })).toEqual({
      es: 'Menú del día (copia)',
      gb: 'Set lunch (copy)',
      jp: 'ランチ (コピー)',
    });
  });

  it("keeps within the name's limit", () => {
    const copied = copyName({ es: 'a'.repeat(MAX_LENGTH.name) }).es as string;
    expect(copied).toHaveLength(MAX_LENGTH.name);
    expect(copied.endsWith('a (copia)')).toBe(true);
  });
});
