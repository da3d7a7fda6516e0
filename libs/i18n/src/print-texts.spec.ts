import { COURSE_KINDS, languageTag, PRINT_TEXTS, RESTAURANT_LANGUAGES } from '@carta/contracts';
import { ALL_GUEST_TEXTS } from './guest-all';
import type { GuestLocale, GuestTexts } from './guest';

/** Paper carries the guest page's facts in the guest page's words (a printed menu is the legal one in some regions). */
describe('print texts (libs/contracts, printed by the server)', () => {
  const guestIn = (language: (typeof RESTAURANT_LANGUAGES)[number]) =>
    ALL_GUEST_TEXTS[languageTag(language).split('-')[0] as GuestLocale] as Record<string, GuestTexts>;

  it.each(RESTAURANT_LANGUAGES)('head the allergen legend in %s as the guest page does', (language) => {
    expect(PRINT_TEXTS[language].allergens).toBe(guestIn(language).menu.allergens);
  });

  it.each(RESTAURANT_LANGUAGES)(
    'word course rules, supplements and unconfirmed allergens in %s as the guest page does',
    (language) => {
      const guest = guestIn(language);
      for (const kind of COURSE_KINDS) expect(PRINT_TEXTS[language].course[kind]).toBe(guest.course[kind]);
      expect(PRINT_TEXTS[language].supplement).toBe(guest.course.supplement);
      expect(PRINT_TEXTS[language].unconfirmed).toBe(guest.filter.unconfirmed);
    },
  );
});
