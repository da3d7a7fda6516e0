import { isAvoided, NO_FILTER, parseFilter, toggleAllergen } from './allergens';

describe('allergen filter', () => {
  it('avoids a product containing any avoided allergen', () => {
    expect(isAvoided({ allergens: ['gluten', 'egg'] }, ['egg'])).toBe(true);
    expect(isAvoided({ allergens: ['gluten'] }, ['egg', 'fish'])).toBe(false);
    expect(isAvoided({ allergens: [] }, ['egg'])).toBe(false);
  });

  it('toggles allergens, keeping the catalogue order', () => {
    const once = toggleAllergen(NO_FILTER, 'soy');
    const twice = toggleAllergen(once, 'celery');
    expect(twice.avoid).toEqual(['celery', 'soy']);
    expect(toggleAllergen(twice, 'soy').avoid).toEqual(['celery']);
  });

  it('reads back what it stored and ignores anything else', () => {
    expect(parseFilter(JSON.stringify({ avoid: ['egg', 'nuts', 'fish'], mode: 'dim' }))).toEqual({
      avoid: ['egg', 'fish'],
      mode: 'dim',
    });
    expect(parseFilter('not json')).toEqual(NO_FILTER);
    expect(parseFilter(null)).toEqual(NO_FILTER);
    expect(parseFilter(JSON.stringify({ avoid: 'egg', mode: 'blink' }))).toEqual(NO_FILTER);
  });
});
