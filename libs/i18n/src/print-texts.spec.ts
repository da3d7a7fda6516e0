import { PRINT_TEXTS, RESTAURANT_LANGUAGES, type RestaurantLanguage } from '@carta/contracts';
import { ALL_GUEST_TEXTS } from './guest-all';
import type { GuestLocale } from './guest';

/** The guest locale each restaurant language is read in. */
const LOCALE_OF: Record<RestaurantLanguage, GuestLocale> = {
  es: 'es',
  gb: 'en',
  fr: 'fr',
  it: 'it',
  pt: 'pt',
  pl: 'pl',
  jp: 'ja',
  cn: 'zh',
  de: 'de',
};

describe('print texts (libs/contracts, printed by the server)', () => {
  it.each(RESTAURANT_LANGUAGES)('name the allergens in %s as the guest page does', (language) => {
    const guest = ALL_GUEST_TEXTS[LOCALE_OF[language]];
    expect(PRINT_TEXTS[language].allergenNames).toEqual(guest.allergens);
    expect(PRINT_TEXTS[language].allergens).toBe(guest.menu.allergens);
  });
});
