import { ALLERGENS } from '@carta/contracts';
import { DIET_WISHES } from './allergens';
import { parsePassport, passportCode, passportLink, type Passport } from './passport';

describe('allergen passport code', () => {
  it('carries every choice there is in a few characters, and back', () => {
    const everything: Passport = { avoid: [...ALLERGENS], traces: true, diets: [...DIET_WISHES] };
    const some: Passport = { avoid: ['dairyProducts', 'peelFruits'], traces: true, diets: ['vegetarian'] };
    const nothing: Passport = { avoid: [], traces: false, diets: [] };
    for (const passport of [everything, some, nothing]) {
      const code = passportCode(passport);
      expect(code).toMatch(/^[0-9A-Z]{1,4}$/);
      expect(parsePassport(code)).toEqual(passport);
      expect(parsePassport(code.toLowerCase())).toEqual(passport);
    }
  });

  it('refuses what is not a code', () => {
    for (const wrong of [null, '', 'not a code', 'ZZZZZZ', '12-4', '<b>']) expect(parsePassport(wrong)).toBeNull();
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
