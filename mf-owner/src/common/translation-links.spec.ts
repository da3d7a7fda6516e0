import type { MissingTranslation } from '@carta/contracts';
import { completeness, languageAsked, missingTextPath } from './translation-links';
import { missingLanguages } from './translated-text';

const text = (kind: MissingTranslation['kind'], menuId: string | null = null): MissingTranslation => ({
  kind,
  _id: 'x1',
  menuId,
  field: 'name',
  name: { es: 'Agua' },
});

describe('links to missing translations', () => {
  it("open the product's, menu's or section's editor on the language's tab", () => {
    expect(missingTextPath('r1', text('product'), 'gb')).toBe('/restaurant/r1/items?language=gb&product=x1');
    expect(missingTextPath('r1', text('menu', 'm1'), 'fr')).toBe('/restaurant/r1/newMenu/m1?language=fr');
    expect(missingTextPath('r1', text('section', 'm1'), 'gb')).toBe('/restaurant/r1/menu/m1?language=gb&section=x1');
  });

  it('a link names a language only if the restaurant writes in it', () => {
    expect(languageAsked(new URLSearchParams('language=gb'), ['es', 'gb'])).toBe('gb');
    expect(languageAsked(new URLSearchParams('language=fr'), ['es', 'gb'])).toBeUndefined();
    expect(languageAsked(new URLSearchParams(''), ['es', 'gb'])).toBeUndefined();
  });
});

describe('completeness', () => {
  it('rounds down, so only a complete language shows 100 %; nothing to translate is complete', () => {
    expect(completeness({ texts: 3, written: 1 })).toBe(33);
    expect(completeness({ texts: 200, written: 199 })).toBe(99);
    expect(completeness({ texts: 0, written: 0 })).toBe(100);
  });
});

describe('missingLanguages', () => {
  it('a language misses a text written in another one; a text written nowhere is missing nowhere', () => {
    const name = { es: 'Tortilla', gb: 'Omelette' };
    const description = { es: 'Con cebolla', gb: ' ' };
    expect([...missingLanguages([name, description], ['es', 'gb', 'fr'])]).toEqual(['gb', 'fr']);
    expect([...missingLanguages([{}, { es: '' }], ['es', 'gb'])]).toEqual([]);
  });
});
