import { RESTAURANT_LANGUAGES, formattingLocale, languageTag } from './restaurants';

describe('carta languages as BCP 47', () => {
  it('tags a language, not a region, for lang and hreflang (gb, jp, cn are en, ja, zh)', () => {
    expect(RESTAURANT_LANGUAGES.map(languageTag)).toEqual(['es', 'en', 'fr', 'it', 'pt', 'pl', 'ja', 'zh', 'de']);
  });

  it('formats an English carta as en-GB (24-hour times, day before month), every other as its language', () => {
    expect(formattingLocale('gb')).toBe('en-GB');
    expect(formattingLocale('jp')).toBe('ja');
    expect(
      new Intl.DateTimeFormat(formattingLocale('gb'), { hour: 'numeric', minute: '2-digit' }).format(
        new Date(Date.UTC(2026, 0, 1, 13)),
      ),
    ).toMatch(/^\d\d:00$/);
  });
});
