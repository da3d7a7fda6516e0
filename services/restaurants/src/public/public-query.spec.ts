import { publicLookup } from './public-query';

const ID = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

describe('publicLookup', () => {
  it('reads ?_id= (lower-cased) and ?subDomainEnabled=true&subDomain= (lower-cased)', () => {
    expect(publicLookup({ _id: ID })).toEqual({ by: 'id', id: ID.toLowerCase() });
    expect(publicLookup({ subDomainEnabled: 'true', subDomain: 'Demo' })).toEqual({
      by: 'subDomain',
      subDomain: 'demo',
    });
  });

  it.each([
    [{ _id: 'nope' }, 'ID_MALFORMED'],
    [{ subDomainEnabled: 'true', subDomain: 'a.b' }, 'SUB_DOMAIN'],
    [{ subDomainEnabled: 'true', subDomain: '' }, 'SUB_DOMAIN'],
    [{}, 'ERROR_WITH_FILTER'],
    [{ _id: [ID, ID] }, 'ERROR_WITH_FILTER'],
    [{ _id: ID, subDomain: 'demo' }, 'ERROR_WITH_FILTER'],
    [{ subDomain: 'demo' }, 'ERROR_WITH_FILTER'],
    [{ subDomainEnabled: 'false', subDomain: 'demo' }, 'ERROR_WITH_FILTER'],
  ])('refuses %j with %s', (query, code) => {
    expect(() => publicLookup(query)).toThrow(expect.objectContaining({ code }));
  });
});
