import { ALLERGENS, type Allergen } from '@carta/contracts';

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
