import { cleanTranslated, translationProblem } from './product-rules';
import { planProducts } from './products.service';

describe('translations of a product', () => {
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

describe('planProducts', () => {
  it('sorts by name by default and searches both texts when no fields are given', () => {
    const plan = planProducts({ filter: 'Pan' });
    expect(plan).toMatchObject({ orderBy: 'lower(p.name ->> r.languages[1])', direction: 'ASC', limit: 10, offset: 0 });
    expect(plan).toMatchObject({ searchColumns: ['p.name_search', 'p.description_search'], pattern: '%pan%' });
  });

  it('keeps sort and search fields apart', () => {
    expect(planProducts({ sort: 'price', order: -1, page: 2, limit: 5 })).toMatchObject({
      orderBy: 'p.price_cents',
      direction: 'DESC',
      offset: 5,
    });
    expect(() => planProducts({ sort: 'description' })).toThrow(expect.objectContaining({ code: 'ERROR_WITH_FILTER' }));
    expect(() => planProducts({ filter: 'x', fields: 'price' })).toThrow(
      expect.objectContaining({ code: 'ERROR_WITH_FILTER' }),
    );
  });
});
