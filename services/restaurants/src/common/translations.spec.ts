import { cleanTranslated, translationProblem } from './translations';

describe('translations of a product, menu or section', () => {
  it('trims texts and drops empty ones', () => {
    expect(cleanTranslated({ es: '  Pan ', gb: '   ', fr: '' })).toEqual({ es: 'Pan' });
  });

  it('needs a text in the first language when required (IS_EMPTY)', () => {
    expect(translationProblem({ gb: 'Bread' }, ['es', 'gb'], true)).toBe('IS_EMPTY');
    expect(translationProblem({ es: 'Pan' }, ['es', 'gb'], true)).toBeNull();
    expect(translationProblem({}, ['es'], false)).toBeNull();
  });

  it('refuses a language the restaurant does not use (ERROR), before anything else', () => {
    expect(translationProblem({ es: 'Pan', fr: 'Pain' }, ['es', 'gb'], true)).toBe('ERROR');
    expect(translationProblem({ fr: 'Pain' }, ['es'], true)).toBe('ERROR');
  });
});
