import { ALLERGENS } from '@carta/contracts';
import { DIET_WISHES, type AllergenFilter } from './allergens';

/** `?passport=<code>`: a link a companion opens to take the same choices (the page asks before it applies them). */
export const PASSPORT_PARAM = 'passport';

export type Passport = Omit<AllergenFilter, 'mode'>;

/** One bit per allergen (the catalogue's order), then traces, then one per diet wish: both lists only ever grow. */
const TRACES_BIT = ALLERGENS.length;
const DIETS_BIT = TRACES_BIT + 1;
const BITS = DIETS_BIT + DIET_WISHES.length;

/** A passport as a short code (base 36, at most 4 characters today): typed, read aloud or put in a link. */
export function passportCode(passport: Passport): string {
  let value = 0;
  ALLERGENS.forEach((allergen, bit) => {
    if (passport.avoid.includes(allergen)) value += 2 ** bit;
  });
  if (passport.traces) value += 2 ** TRACES_BIT;
  DIET_WISHES.forEach((wish, index) => {
    if (passport.diets.includes(wish)) value += 2 ** (DIETS_BIT + index);
  });
  return value.toString(36).toUpperCase();
}

/** The passport a code stands for, or null when it is none (mistyped, or from a newer page with more choices). */
export function parsePassport(code: string | null): Passport | null {
  const text = code?.trim() ?? '';
  if (!/^[0-9a-z]{1,6}$/i.test(text)) return null;
  const value = parseInt(text, 36);
  if (value >= 2 ** BITS) return null;
  const has = (bit: number) => Math.floor(value / 2 ** bit) % 2 === 1;
  return {
    avoid: ALLERGENS.filter((_allergen, bit) => has(bit)),
    traces: has(TRACES_BIT),
    diets: DIET_WISHES.filter((_wish, index) => has(DIETS_BIT + index)),
  };
}

/** The link that carries a passport: this page's address with the code (and nothing else of the guest's). */
export function passportLink(href: string, passport: Passport): string {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  url.searchParams.set(PASSPORT_PARAM, passportCode(passport));
  return url.toString();
}
