import { ALLERGENS } from '@carta/contracts';
import { DIET_WISHES } from './allergens';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  parsePassport,
  passportCode,
  passportLink,
  readPassport,
  type Passport,
} from './passport';

/** Every passport there is: one per subset of allergens, traces or not, and diet wishes (2¹⁹ today). */
function* everyPassport(): Generator<Passport> {
  const bits = ALLERGENS.length + 1 + DIET_WISHES.length;
  for (let value = 0; value < 2 ** bits; value++) {
    const has = (bit: number) => (value & (1 << bit)) !== 0;
    yield {
      avoid: ALLERGENS.filter((_allergen, bit) => has(bit)),
      traces: has(ALLERGENS.length),
      diets: DIET_WISHES.filter((_wish, index) => has(ALLERGENS.length + 1 + index)),
    };
  }
}

/** What a guest can type by mistake in place of a character: any letter or digit. */
const TYPABLE = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('allergen passport code', () => {
  it('has no characters that read as others', () => {
    for (const lookalikes of ['0O', '1IL', '2Z', '5S'])
      expect([...lookalikes].filter((character) => CODE_ALPHABET.includes(character))).toHaveLength(
        lookalikes.startsWith('0') || lookalikes.startsWith('1') ? 0 : 1,
      );
  });

  it('carries every choice there is in 5 characters, and back, refusing every misread character and swap', () => {
    // Exhaustive over every valid code: each one-character change (to any letter or digit) and each swap of two
    // different neighbours is refused; a change that made another valid code would apply the wrong allergies.
    let codes = 0;
    const refusedWrongly: string[] = [];
    const accepted: string[] = [];
    for (const passport of everyPassport()) {
      const code = passportCode(passport);
      codes++;
      const reading = readPassport(code);
      if (!('passport' in reading) || passportCode(reading.passport) !== code) refusedWrongly.push(code);
      for (let at = 0; at < code.length; at++) {
        const before = code.slice(0, at);
        const after = code.slice(at + 1);
        for (const typed of TYPABLE) {
          if (typed !== code[at] && parsePassport(before + typed + after) !== null)
            accepted.push(`${code}: ${typed}@${at}`);
        }
        if (at + 1 < code.length && code[at] !== code[at + 1]) {
          const swapped = before + code[at + 1] + code[at] + code.slice(at + 2);
          if (parsePassport(swapped) !== null) accepted.push(`${code} → ${swapped}`);
        }
      }
    }
    expect(codes).toBe(2 ** 19);
    expect(refusedWrongly).toEqual([]);
    expect(accepted).toEqual([]);
  });

  it('reads a code typed in lower case or with spaces around it', () => {
    const some: Passport = { avoid: ['dairyProducts', 'peelFruits'], traces: true, diets: ['vegetarian'] };
    const code = passportCode(some);
    expect(code).toHaveLength(CODE_LENGTH);
    expect(CODE_LENGTH).toBe(5);
    expect(parsePassport(` ${code.toLowerCase()} `)).toEqual(some);
  });

  it('refuses the first, unchecked codes with their own reason, and what is not a code', () => {
    // `CO0` (letter O, zero) and `C00` were two valid passports of the first codes.
    for (const old of ['CO0', 'C00', 'b8jz', '1']) expect(readPassport(old)).toEqual({ refused: 'old' });
    for (const wrong of [null, '', 'not a code', 'ZZZZZZ', '12-4', '<b>', '2222', '222222'])
      expect(readPassport(wrong)).toEqual({ refused: wrong === '2222' ? 'old' : 'wrong' });
  });

  it("puts the code in this page's address, and nothing else", () => {
    const link = passportLink('https://carta.example/app/guest/restaurant/r1/menu/m1?lang=gb#s2', {
      avoid: ['egg'],
      traces: false,
      diets: [],
    });
    expect(link).toBe(
      `https://carta.example/app/guest/restaurant/r1/menu/m1?passport=${passportCode({ avoid: ['egg'], traces: false, diets: [] })}`,
    );
  });
});
