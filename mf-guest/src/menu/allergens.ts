import {
  ALLERGENS,
  GUEST_CHOICE_PARAMS,
  GUEST_LANGUAGE_PARAM,
  type Allergen,
  type CourseRule,
  type PublicMenuItem,
} from '@carta/contracts';

/** Dishes that do not suit the guest are hidden, or kept and marked: the guest chooses. */
export type FilterMode = 'hide' | 'dim';

/** What a guest may ask of a dish's diet, read from the owner's tags ('noAlcohol': not tagged as containing any). */
export const DIET_WISHES = ['vegetarian', 'vegan', 'halal', 'noAlcohol'] as const;
export type DietWish = (typeof DIET_WISHES)[number];

/**
 * The guest's allergen passport: what they avoid, whether traces too, their diet; and how unsuitable dishes show.
 * Kept on the phone only (localStorage), one for every Carta restaurant: an allergy does not change with the place.
 */
export interface AllergenFilter {
  avoid: Allergen[];
  /** Dishes that may contain traces of an avoided allergen are avoided too. */
  traces: boolean;
  diets: DietWish[];
  mode: FilterMode;
}

export const NO_FILTER: AllergenFilter = { avoid: [], traces: false, diets: [], mode: 'hide' };

export const FILTER_STORAGE_KEY = 'guestAllergenFilter';

/** Reads a stored filter, dropping anything that is not one (an older format keeps what it had). */
export function parseFilter(stored: string | null): AllergenFilter {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<Record<keyof AllergenFilter, unknown>> | null;
    const listed = <T extends string>(all: readonly T[], list: unknown): T[] =>
      Array.isArray(list) ? all.filter((entry) => list.includes(entry)) : [];
    return {
      avoid: listed(ALLERGENS, value?.avoid),
      traces: value?.traces === true,
      diets: listed(DIET_WISHES, value?.diets),
      mode: value?.mode === 'dim' ? 'dim' : 'hide',
    };
  } catch {
    return NO_FILTER;
  }
}

export function loadFilter(): AllergenFilter {
  try {
    return parseFilter(localStorage.getItem(FILTER_STORAGE_KEY));
  } catch {
    return NO_FILTER;
  }
}

export function saveFilter(filter: AllergenFilter): void {
  try {
    localStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify(filter));
  } catch {
    // storage disabled: the filter still works for this visit
  }
}

const { avoid: AVOID, traces: TRACES, diet: DIET, mode: MODE } = GUEST_CHOICE_PARAMS;

/**
 * The filter an address carries (the filter form sent without script), or null when it carries none: the page shows
 * it over the one this browser remembers, as `?lang=` its language.
 */
export function filterInAddress(choices: URLSearchParams): AllergenFilter | null {
  if (![AVOID, TRACES, DIET, MODE].some((name) => choices.has(name))) return null;
  return {
    avoid: ALLERGENS.filter((allergen) => choices.getAll(AVOID).includes(allergen)),
    traces: choices.has(TRACES),
    diets: DIET_WISHES.filter((wish) => choices.getAll(DIET).includes(wish)),
    mode: choices.get(MODE) === 'dim' ? 'dim' : 'hide',
  };
}

/** The query that asks the page, without script, for `filter`'s choices (`filterInAddress` reads it back). */
export function filterQuery(filter: Omit<AllergenFilter, 'mode'>, language: string | null): string {
  const query = new URLSearchParams(language ? { [GUEST_LANGUAGE_PARAM]: language } : {});
  for (const allergen of filter.avoid) query.append(AVOID, allergen);
  if (filter.traces) query.append(TRACES, 'on');
  for (const wish of filter.diets) query.append(DIET, wish);
  return `?${query.toString()}`;
}

/** The guest asks something of the dishes. */
export function isFiltering(filter: AllergenFilter): boolean {
  return filter.avoid.length > 0 || filter.diets.length > 0;
}

export type Dish = Pick<PublicMenuItem, 'allergens' | 'traces' | 'allergensConfirmed' | 'diets'>;

/** What the filter makes of one dish. */
export interface Verdict {
  /** Avoided allergens it contains. */
  contains: Allergen[];
  /** Avoided allergens it may contain traces of. */
  traces: Allergen[];
  /** Diet wishes it does not meet. */
  diets: DietWish[];
  /** The restaurant has not confirmed its allergens: it is never presented as free of any. */
  unconfirmed: boolean;
  /** It does not suit the guest: hidden, or marked. */
  unsuitable: boolean;
}

function meets(dish: Dish, wish: DietWish): boolean {
  switch (wish) {
    case 'vegetarian':
      return dish.diets.includes('vegetarian') || dish.diets.includes('vegan');
    case 'vegan':
      return dish.diets.includes('vegan');
    case 'halal':
      return dish.diets.includes('halal');
    case 'noAlcohol':
      return !dish.diets.includes('alcohol');
  }
}

export function judge(dish: Dish, filter: AllergenFilter): Verdict {
  const contains = dish.allergens.filter((allergen) => filter.avoid.includes(allergen));
  const traces = dish.traces.filter((allergen) => filter.avoid.includes(allergen));
  const diets = filter.diets.filter((wish) => !meets(dish, wish));
  return {
    contains,
    traces,
    diets,
    unconfirmed: !dish.allergensConfirmed,
    unsuitable: contains.length > 0 || (filter.traces && traces.length > 0) || diets.length > 0,
  };
}

/** "12 dishes shown, 5 hidden" (or marked), and how many of those shown have unconfirmed allergens. */
export function tally(dishes: readonly Dish[], filter: AllergenFilter) {
  const verdicts = dishes.map((dish) => judge(dish, filter));
  const unsuitable = verdicts.filter((verdict) => verdict.unsuitable).length;
  const hidden = filter.mode === 'hide' ? unsuitable : 0;
  return {
    shown: dishes.length - hidden,
    hidden,
    unsuitable,
    unconfirmed: verdicts.filter((verdict) => !verdict.unsuitable && verdict.unconfirmed).length,
  };
}

/** The dish is shown: suitable, or marked rather than hidden. */
export function isShown(dish: Dish, filter: AllergenFilter): boolean {
  return filter.mode === 'dim' || !judge(dish, filter).unsuitable;
}

/**
 * The filter with `allergen` avoided or not, as a box left ticked or not says (never a toggle: the same choice told
 * twice, as when a tick made before the page was live is replayed, changes nothing), in the catalogue's order.
 */
export function chooseAllergen(filter: AllergenFilter, allergen: Allergen, avoided: boolean): AllergenFilter {
  return {
    ...filter,
    avoid: ALLERGENS.filter((other) => (other === allergen ? avoided : filter.avoid.includes(other))),
  };
}

/** The filter with a diet wish asked for or not (as `chooseAllergen`). */
export function chooseDiet(filter: AllergenFilter, wish: DietWish, wanted: boolean): AllergenFilter {
  return { ...filter, diets: DIET_WISHES.filter((other) => (other === wish ? wanted : filter.diets.includes(other))) };
}

/** Whether a course still offers the guest a choice without their avoided allergens. */
export type CourseVerdict =
  /** Nothing to say: no filter, or an empty course. */
  | { state: 'none' }
  | { state: 'noSafe' }
  /** Fewer safe dishes than the course asks the guest to choose. */
  | { state: 'fewer'; safe: number; needed: number }
  | { state: 'safe'; safe: number };

/**
 * The verdict of a course (`rule`) for the guest's `filter`: how many of its dishes are safe, and whether that is
 * enough. "choose N" and "N included" need N safe dishes; "choose up to N" needs one.
 */
export function courseVerdict(rule: CourseRule, items: readonly Dish[], filter: AllergenFilter): CourseVerdict {
  if (!isFiltering(filter) || items.length === 0) return { state: 'none' };
  // A dish whose allergens are not confirmed is never counted as a safe choice.
  const safe = items.filter((item) => item.allergensConfirmed && !judge(item, filter).unsuitable).length;
  if (safe === 0) return { state: 'noSafe' };
  const needed = rule.kind === 'chooseUpTo' ? 1 : Math.min(rule.count, items.length);
  return safe < needed ? { state: 'fewer', safe, needed } : { state: 'safe', safe };
}
