import { defaultLanguage, interfaceLocale, languageCode, languageName, translate } from './language';

describe('guest language', () => {
  it('keeps an earlier choice the restaurant offers, else follows the browser, else English, else the first language', () => {
    expect(defaultLanguage(['es', 'gb'], ['en-US'], 'es')).toBe('es');
    expect(defaultLanguage(['es', 'gb'], ['fr-FR', 'en-US'], 'de')).toBe('gb');
    expect(defaultLanguage(['fr', 'jp'], ['ja-JP'], null)).toBe('jp');
    // A Dutch guest: not offered, English is.
    expect(defaultLanguage(['es', 'fr', 'gb'], ['nl-NL', 'nl'], null)).toBe('gb');
    expect(defaultLanguage(['es', 'fr'], ['nl-NL'], null)).toBe('es');
    // No language named (a crawler): the restaurant's own.
    expect(defaultLanguage(['es', 'gb'], [], null)).toBe('es');
  });

  it('shows the interface in the carta language, each in BCP 47 (gb → en, jp → ja, cn → zh)', () => {
    expect(interfaceLocale('es')).toBe('es');
    expect(interfaceLocale('gb')).toBe('en');
    expect(interfaceLocale('de')).toBe('de');
    expect(interfaceLocale('jp')).toBe('ja');
    expect(interfaceLocale('cn')).toBe('zh');
  });

  it('falls back to the first language, then to any text, never to a blank, and says which it fell back to', () => {
    expect(translate({ es: 'Pan', gb: 'Bread' }, 'gb', 'es')).toEqual({ text: 'Bread', fallback: null });
    expect(translate({ es: 'Pan', gb: '' }, 'gb', 'es')).toEqual({ text: 'Pan', fallback: 'es' });
    expect(translate({ fr: 'Pain' }, 'gb', 'es')).toEqual({ text: 'Pain', fallback: 'fr' });
    expect(translate({}, 'gb', 'es')).toEqual({ text: '', fallback: null });
  });

  it("writes a short code and a name in the reader's language for the untranslated mark", () => {
    expect(languageCode('es')).toBe('ES');
    expect(languageCode('jp')).toBe('JA');
    expect(languageName('es', 'fr')).toBe('espagnol');
  });

  it('names each language in itself', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('gb')).toMatch(/^English/);
  });
});
