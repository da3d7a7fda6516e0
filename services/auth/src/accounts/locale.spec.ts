import { localeFrom } from './locale';

describe('localeFrom', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['fr-FR,fr;q=0.9', 'es'],
    ['en', 'en'],
    ['en-GB,en;q=0.9,es;q=0.8', 'en'],
    ['fr,es;q=0.5,en;q=0.7', 'en'],
    ['es-ES', 'es'],
    ['en;q=0,es;q=0.1', 'es'],
  ])('%p → %p', (header, locale) => expect(localeFrom(header)).toBe(locale));
});
