import { planProducts } from './products.service';

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
