import { ALLERGENS, GUEST_CHOICE_PARAMS } from '@carta/contracts';
import { DIET_WISHES, type AllergenFilter } from './allergens';

/** `?passport=<code>`: a link a companion opens to take the same choices (the page asks before it applies them). */
export const PASSPORT_PARAM = GUEST_CHOICE_PARAMS.passport;

export type Passport = Omit<AllergenFilter, 'mode'>;

/** One bit per allergen (the catalogue's order), then traces, then one per diet wish: both lists only ever grow. */
const TRACES_BIT = ALLERGENS.length;
const DIETS_BIT = TRACES_BIT + 1;
const VALUES = 2 ** (DIETS_BIT + DIET_WISHES.length);

/**
 * The code's characters: none that reads as another (no 0/O, 1/I/L, 2/Z, 5/S), so a code read aloud, copied by hand
 * or typed from a photo has one reading; 29 of them, a prime, which the check below needs.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRTUVWXY';
const BASE = CODE_ALPHABET.length;
/** Characters for the value (29⁴ = 707,281 ≥ 2¹⁹ today), then one check character. */
const DATA_LENGTH = Math.ceil(Math.log(VALUES) / Math.log(BASE));
export const CODE_LENGTH = DATA_LENGTH + 1;

/** Each character's value by its code point, in either case; -1 for any other (read in a loop: no string made). */
const DIGITS = new Int8Array(128).fill(-1);
for (const [value, character] of [...CODE_ALPHABET].entries()) {
  DIGITS[character.charCodeAt(0)] = value;
  DIGITS[character.toLowerCase().charCodeAt(0)] = value;
}

/**
 * The check: Σ (i + 1) · cᵢ ≡ 0 (mod 29) over the code's characters' values. A wrong character changes the sum by
 * (i + 1) · Δ, and two neighbours swapped by Δ: neither is a multiple of the prime 29 (weights 1..5 and differences
 * below 29), so every single substitution and every adjacent transposition is refused (passport.spec.ts tries them
 * all, on every code). The check character's value makes the sum a multiple of 29.
 */
function checkValue(data: readonly number[]): number {
  const rest = data.reduce((sum, value, index) => sum + (index + 1) * value, 0);
  for (let value = 0; value < BASE; value++) if ((rest + CODE_LENGTH * value) % BASE === 0) return value;
  throw new Error('no check character: the alphabet is not of prime size');
}

/** A passport as a short code (5 characters today, the last a check): typed, read aloud or put in a link. */
export function passportCode(passport: Passport): string {
  let value = 0;
  ALLERGENS.forEach((allergen, bit) => {
    if (passport.avoid.includes(allergen)) value += 2 ** bit;
  });
  if (passport.traces) value += 2 ** TRACES_BIT;
  DIET_WISHES.forEach((wish, index) => {
    if (passport.diets.includes(wish)) value += 2 ** (DIETS_BIT + index);
  });
  const data: number[] = [];
  for (let index = 0; index < DATA_LENGTH; index++) {
    data.unshift(value % BASE);
    value = Math.floor(value / BASE);
  }
  return [...data, checkValue(data)].map((digit) => CODE_ALPHABET[digit]).join('');
}

/**
 * What a code says: its passport, or why it is refused — `old`: a code of the first passports (1 to 4 characters of
 * 0-9 and A-Z, with no check), which any misreading turns into another valid one (`CO0` read as `C00`), so none is
 * taken, whatever it says: the companion's phone shows its new code; `wrong`: anything else (a character misread,
 * two swapped, a code from a newer page with more choices).
 */
export type PassportReading = { passport: Passport } | { refused: 'old' | 'wrong' };

const OLD = { refused: 'old' } as const;
const WRONG = { refused: 'wrong' } as const;

export function readPassport(code: string | null): PassportReading {
  const text = (code ?? '').trim();
  if (text.length !== CODE_LENGTH) return /^[0-9A-Z]{1,4}$/i.test(text) ? OLD : WRONG;
  let sum = 0;
  let value = 0;
  for (let index = 0; index < CODE_LENGTH; index++) {
    const digit = DIGITS[text.charCodeAt(index)] ?? -1;
    if (digit < 0) return WRONG;
    sum += (index + 1) * digit;
    if (index < DATA_LENGTH) value = value * BASE + digit;
  }
  if (sum % BASE !== 0 || value >= VALUES) return WRONG;
  const has = (bit: number) => Math.floor(value / 2 ** bit) % 2 === 1;
  return {
    passport: {
      avoid: ALLERGENS.filter((_allergen, bit) => has(bit)),
      traces: has(TRACES_BIT),
      diets: DIET_WISHES.filter((_wish, index) => has(DIETS_BIT + index)),
    },
  };
}

/** The passport a code stands for, or null when it is refused. */
export function parsePassport(code: string | null): Passport | null {
  const reading = readPassport(code);
  return 'passport' in reading ? reading.passport : null;
}

/** The link that carries a passport: this page's address with the code (and nothing else of the guest's). */
export function passportLink(href: string, passport: Passport): string {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  url.searchParams.set(PASSPORT_PARAM, passportCode(passport));
  return url.toString();
}
