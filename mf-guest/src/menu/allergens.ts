import { ALLERGENS, type Allergen, type CourseRule } from '@carta/contracts';

/** Products with an avoided allergen are hidden, or kept and marked: the guest chooses. */
export type FilterMode = 'hide' | 'dim';

export interface AllergenFilter {
  avoid: Allergen[];
  mode: FilterMode;
}

export const NO_FILTER: AllergenFilter = { avoid: [], mode: 'hide' };

/** One key for every restaurant: an allergy does not change with the restaurant. */
export const FILTER_STORAGE_KEY = 'guestAllergenFilter';

/** Reads a stored filter, dropping anything that is not one (an old format, a hand edit). */
export function parseFilter(stored: string | null): AllergenFilter {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<AllergenFilter> | null;
    const avoid = Array.isArray(value?.avoid)
      ? ALLERGENS.filter((allergen) => (value.avoid as unknown[]).includes(allergen))
      : [];
    return { avoid, mode: value?.mode === 'dim' ? 'dim' : 'hide' };
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

/** True when the product contains any allergen the guest avoids. */
export function isAvoided(product: { allergens: readonly Allergen[] }, avoid: readonly Allergen[]): boolean {
  return product.allergens.some((allergen) => avoid.includes(allergen));
}

export function toggleAllergen(filter: AllergenFilter, allergen: Allergen): AllergenFilter {
  const avoid = filter.avoid.includes(allergen)
    ? filter.avoid.filter((other) => other !== allergen)
    : ALLERGENS.filter((other) => other === allergen || filter.avoid.includes(other));
  return { ...filter, avoid };
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
 * The verdict of a course (`rule`) for a guest avoiding `avoid`: how many of its dishes are safe, and whether that is
 * enough. "choose N" and "N included" need N safe dishes; "choose up to N" needs one.
 */
export function courseVerdict(
  rule: CourseRule,
  items: readonly { allergens: readonly Allergen[] }[],
  avoid: readonly Allergen[],
): CourseVerdict {
  if (avoid.length === 0 || items.length === 0) return { state: 'none' };
  const safe = items.filter((item) => !isAvoided(item, avoid)).length;
  if (safe === 0) return { state: 'noSafe' };
  const needed = rule.kind === 'chooseUpTo' ? 1 : Math.min(rule.count, items.length);
  return safe < needed ? { state: 'fewer', safe, needed } : { state: 'safe', safe };
}
