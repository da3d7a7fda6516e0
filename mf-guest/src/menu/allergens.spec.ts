import type { Allergen, Diet } from '@carta/contracts';
import { guestChoices } from '@carta/contracts';
import {
  courseVerdict,
  filterInAddress,
  filterQuery,
  isShown,
  judge,
  NO_FILTER,
  parseFilter,
  tally,
  chooseAllergen,
  chooseDiet,
  type AllergenFilter,
  type Dish,
} from './allergens';

const dish = (allergens: Allergen[], traces: Allergen[] = [], diets: Diet[] = [], allergensConfirmed = true): Dish => ({
  allergens,
  traces,
  diets,
  allergensConfirmed,
});
const avoiding = (avoid: Allergen[], more: Partial<AllergenFilter> = {}): AllergenFilter => ({
  ...NO_FILTER,
  avoid,
  ...more,
});

describe('allergen filter', () => {
  it('finds a dish unsuitable when it contains an avoided allergen', () => {
    expect(judge(dish(['gluten', 'egg']), avoiding(['egg']))).toMatchObject({ contains: ['egg'], unsuitable: true });
    expect(judge(dish(['gluten']), avoiding(['egg', 'fish'])).unsuitable).toBe(false);
    expect(judge(dish([]), avoiding(['egg'])).unsuitable).toBe(false);
  });

  it('names traces of an avoided allergen, and avoids them only when asked', () => {
    const salad = dish(['mustard'], ['peelFruits']);
    expect(judge(salad, avoiding(['peelFruits']))).toMatchObject({ traces: ['peelFruits'], unsuitable: false });
    expect(judge(salad, avoiding(['peelFruits'], { traces: true }))).toMatchObject({ unsuitable: true });
    expect(judge(salad, avoiding(['egg'], { traces: true })).unsuitable).toBe(false);
  });

  it('never presents a dish with unconfirmed allergens as safe: it is shown, marked unconfirmed', () => {
    const unknown = dish([], [], [], false);
    const verdict = judge(unknown, avoiding(['egg'], { traces: true }));
    expect(verdict).toMatchObject({ unconfirmed: true, unsuitable: false });
    expect(isShown(unknown, avoiding(['egg']))).toBe(true);
    expect(judge(dish(['egg'], [], [], false), avoiding(['egg'])).unsuitable).toBe(true);
  });

  it('keeps to the diets asked for: vegan dishes are vegetarian, and "no alcohol" drops what contains it', () => {
    const filter = {
      ...NO_FILTER,
      diets: chooseDiet(chooseDiet(NO_FILTER, 'noAlcohol', true), 'vegetarian', true).diets,
    };
    expect(filter.diets).toEqual(['vegetarian', 'noAlcohol']);
    expect(judge(dish([], [], ['vegan']), filter).unsuitable).toBe(false);
    expect(judge(dish([], [], ['vegetarian', 'alcohol']), filter).diets).toEqual(['noAlcohol']);
    expect(judge(dish([]), filter).diets).toEqual(['vegetarian']);
    expect(judge(dish([], [], ['halal']), { ...NO_FILTER, diets: ['halal'] }).unsuitable).toBe(false);
  });

  it('counts the dishes shown and hidden, or marked, and the unconfirmed among those shown', () => {
    const menu = [
      dish(['egg']),
      dish([], ['egg']),
      dish([], [], [], false),
      dish(['egg'], [], [], false),
      dish(['fish']),
    ];
    expect(tally(menu, avoiding(['egg']))).toEqual({ shown: 3, hidden: 2, unsuitable: 2, unconfirmed: 1 });
    expect(tally(menu, avoiding(['egg'], { traces: true }))).toEqual({
      shown: 2,
      hidden: 3,
      unsuitable: 3,
      unconfirmed: 1,
    });
    expect(tally(menu, avoiding(['egg'], { mode: 'dim' }))).toMatchObject({ shown: 5, hidden: 0, unsuitable: 2 });
  });

  it('avoids allergens as chosen, keeping the catalogue order; the same choice twice changes nothing', () => {
    const once = chooseAllergen(NO_FILTER, 'soy', true);
    const twice = chooseAllergen(once, 'celery', true);
    expect(twice.avoid).toEqual(['celery', 'soy']);
    expect(chooseAllergen(twice, 'celery', true).avoid).toEqual(['celery', 'soy']);
    expect(chooseAllergen(twice, 'soy', false).avoid).toEqual(['celery']);
    expect(chooseAllergen(NO_FILTER, 'soy', false).avoid).toEqual([]);
    expect(chooseDiet(chooseDiet(NO_FILTER, 'vegan', true), 'vegan', true).diets).toEqual(['vegan']);
  });

  it('reads back what it stored, an older filter without traces and diets, and ignores anything else', () => {
    const stored: AllergenFilter = { avoid: ['egg', 'fish'], traces: true, diets: ['vegan'], mode: 'dim' };
    expect(parseFilter(JSON.stringify(stored))).toEqual(stored);
    expect(parseFilter(JSON.stringify({ avoid: ['egg', 'nuts', 'fish'], mode: 'dim' }))).toEqual({
      ...NO_FILTER,
      avoid: ['egg', 'fish'],
      mode: 'dim',
    });
    expect(parseFilter('not json')).toEqual(NO_FILTER);
    expect(parseFilter(null)).toEqual(NO_FILTER);
    expect(parseFilter(JSON.stringify({ avoid: 'egg', traces: 'yes', diets: ['keto'], mode: 'blink' }))).toEqual(
      NO_FILTER,
    );
  });

  it('reads the filter form sent without script from the address, and writes it back', () => {
    const sent = new URLSearchParams('lang=gb&avoid=peelFruits&avoid=egg&avoid=nuts&traces=on&diet=vegan&mode=dim');
    expect(filterInAddress(sent)).toEqual({
      avoid: ['egg', 'peelFruits'],
      traces: true,
      diets: ['vegan'],
      mode: 'dim',
    });
    // Sent with nothing ticked: the guest's choice is no filter, not the one this browser remembers.
    expect(filterInAddress(new URLSearchParams('lang=gb&mode=hide'))).toEqual(NO_FILTER);
    expect(filterInAddress(new URLSearchParams('lang=gb&utm_source=qr'))).toBeNull();
    const passport = { avoid: ['egg', 'peelFruits'] as Allergen[], traces: true, diets: ['vegan' as const] };
    const query = filterQuery(passport, 'gb');
    expect(query).toBe('?lang=gb&avoid=egg&avoid=peelFruits&traces=on&diet=vegan');
    expect(filterInAddress(new URLSearchParams(query))).toEqual({ ...passport, mode: 'hide' });
    // What a page is asked for beyond its language: the guest's own, never kept for others.
    expect(guestChoices(new URLSearchParams(`${query}&utm_source=qr&passport=7KQ4X`))).toBe(
      'avoid=egg&avoid=peelFruits&traces=on&diet=vegan&passport=7KQ4X',
    );
    expect(guestChoices(new URLSearchParams('lang=gb&utm_source=qr'))).toBeNull();
  });
});

describe('course verdict', () => {
  const soup = dish(['gluten', 'celery']);
  const salad = dish(['egg']);
  const fruit = dish([]);
  const choose = (count: number) => ({ kind: 'choose' as const, count });

  it('never counts a dish whose allergens are not confirmed as a safe choice', () => {
    expect(courseVerdict(choose(1), [dish([], [], [], false), salad], avoiding(['egg']))).toEqual({ state: 'noSafe' });
  });

  it('says nothing without a filter or without dishes', () => {
    expect(courseVerdict(choose(1), [soup, salad], avoiding([]))).toEqual({ state: 'none' });
    expect(courseVerdict(choose(1), [], avoiding(['gluten']))).toEqual({ state: 'none' });
  });

  it('counts the safe choices, or says none remains', () => {
    expect(courseVerdict(choose(1), [soup, salad, fruit], avoiding(['gluten']))).toEqual({ state: 'safe', safe: 2 });
    expect(courseVerdict(choose(1), [soup, salad], avoiding(['gluten', 'egg']))).toEqual({ state: 'noSafe' });
  });

  it('says when fewer dishes are safe than the course asks to choose', () => {
    expect(courseVerdict(choose(2), [soup, salad, fruit], avoiding(['gluten', 'egg']))).toEqual({
      state: 'fewer',
      safe: 1,
      needed: 2,
    });
    expect(courseVerdict({ kind: 'included', count: 2 }, [soup, fruit], avoiding(['gluten']))).toMatchObject({
      state: 'fewer',
    });
    // "up to" is satisfied by one safe dish; a rule larger than the course asks for every dish at most
    expect(courseVerdict({ kind: 'chooseUpTo', count: 2 }, [soup, fruit], avoiding(['gluten']))).toEqual({
      state: 'safe',
      safe: 1,
    });
    expect(courseVerdict(choose(3), [salad, fruit], avoiding(['gluten']))).toEqual({ state: 'safe', safe: 2 });
  });
});
