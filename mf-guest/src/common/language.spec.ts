import { defaultLanguage, interfaceLocale, languageName, translate } from './language';

describe('guest language', () => {
  it('keeps an earlier choice the restaurant offers, else follows the browser, else the first language', () => {
    expect(defaultLanguage(['es', 'gb'], ['en-US'], 'es')).toBe('es');
    expect(defaultLanguage(['es', 'gb'], ['fr-FR', 'en-US'], 'de')).toBe('gb');
    expect(defaultLanguage(['es', 'gb'], ['ja'], null)).toBe('es');
    expect(defaultLanguage(['fr', 'jp'], ['ja-JP'], null)).toBe('jp');
  });

  it('shows the interface in Spanish for es and in English otherwise', () => {
    expect(interfaceLocale('es')).toBe('es');
    expect(interfaceLocale('gb')).toBe('en');
    expect(interfaceLocale('de')).toBe('en');
  });

  it('falls back to the first language, then to any text, never to a blank', () => {
    expect(translate({ es: 'Pan', gb: 'Bread' }, 'gb', 'es')).toBe('Bread');
    expect(translate({ es: 'Pan', gb: '' }, 'gb', 'es')).toBe('Pan');
    expect(translate({ fr: 'Pain' }, 'gb', 'es')).toBe('Pain');
    expect(translate({}, 'gb', 'es')).toBe('');
  });

  it('names each language in itself', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('gb')).toMatch(/^English/);
  });
});
