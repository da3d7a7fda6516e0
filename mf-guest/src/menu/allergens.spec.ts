import { courseVerdict, isAvoided, NO_FILTER, parseFilter, toggleAllergen } from './allergens';

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

describe('course verdict', () => {
  const soup = { allergens: ['gluten' as const, 'celery' as const] };
  const salad = { allergens: ['egg' as const] };
  const fruit = { allergens: [] };
  const choose = (count: number) => ({ kind: 'choose' as const, count });

  it('says nothing without a filter or without dishes', () => {
    expect(courseVerdict(choose(1), [soup, salad], [])).toEqual({ state: 'none' });
    expect(courseVerdict(choose(1), [], ['gluten'])).toEqual({ state: 'none' });
  });

  it('counts the safe choices, or says none remains', () => {
    expect(courseVerdict(choose(1), [soup, salad, fruit], ['gluten'])).toEqual({ state: 'safe', safe: 2 });
    expect(courseVerdict(choose(1), [soup, salad], ['gluten', 'egg'])).toEqual({ state: 'noSafe' });
  });

  it('says when fewer dishes are safe than the course asks to choose', () => {
    expect(courseVerdict(choose(2), [soup, salad, fruit], ['gluten', 'egg'])).toEqual({
      state: 'fewer',
      safe: 1,
      needed: 2,
    });
    expect(courseVerdict({ kind: 'included', count: 2 }, [soup, fruit], ['gluten'])).toMatchObject({
      state: 'fewer',
    });
    // "up to" is satisfied by one safe dish; a rule larger than the course asks for every dish at most
    expect(courseVerdict({ kind: 'chooseUpTo', count: 2 }, [soup, fruit], ['gluten'])).toEqual({
      state: 'safe',
      safe: 1,
    });
    expect(courseVerdict(choose(3), [salad, fruit], ['gluten'])).toEqual({ state: 'safe', safe: 2 });
  });
});
