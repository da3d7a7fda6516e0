import { listQueryFromParams, listQueryToParams } from './list-query';

describe('a table query in the URL', () => {
  it('falls back to page 1 and the default size when the URL has none', () => {
    expect(listQueryFromParams(new URLSearchParams(), { limit: 25, fields: 'name' })).toEqual({
      page: 1,
      limit: 25,
      fields: 'name',
    });
  });

  it('reads page, size, sort, order and filter', () => {
    const params = new URLSearchParams('page=3&limit=50&sort=name&order=-1&filter=mad');
    expect(listQueryFromParams(params)).toEqual({ page: 3, limit: 50, sort: 'name', order: -1, filter: 'mad' });
  });

  it('ignores values a user could not have chosen', () => {
    const params = new URLSearchParams('page=0&limit=1000&order=2');
    expect(listQueryFromParams(params)).toEqual({ page: 1, limit: 10 });
    expect(listQueryFromParams(new URLSearchParams('page=-2&limit=abc'))).toEqual({ page: 1, limit: 10 });
  });

  it('round-trips what the user changes, but not the screen-chosen fields', () => {
    const query = { page: 2, limit: 25, sort: 'email', order: 1 as const, filter: 'a&b=c', fields: 'name' };
    const params = listQueryToParams(query);
    expect(params.has('fields')).toBe(false);
    expect(listQueryFromParams(new URLSearchParams(params.toString()), { fields: 'name' })).toEqual(query);
  });

  it("keeps the screen's other params and drops a cleared filter", () => {
    const base = new URLSearchParams('pending=true&filter=old&page=4');
    const params = listQueryToParams({ page: 1, limit: 10 }, base);
    expect(params.toString()).toBe('pending=true&page=1&limit=10');
    expect(base.get('filter')).toBe('old');
  });
});
