import { languageTag, PRINT_TEXTS, RESTAURANT_LANGUAGES } from '@carta/contracts';
import { ALL_GUEST_TEXTS } from './guest-all';
import type { GuestLocale, GuestTexts } from './guest';

describe('print texts (libs/contracts, printed by the server)', () => {
  it.each(RESTAURANT_LANGUAGES)('head the allergen legend in %s as the guest page does', (language) => {
    const guest = ALL_GUEST_TEXTS[languageTag(language).split('-')[0] as GuestLocale];
    expect(PRINT_TEXTS[language].allergens).toBe((guest.menu as GuestTexts).allergens);
  });
});
