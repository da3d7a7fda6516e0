import { etagMatches } from './public';

describe('etagMatches (If-None-Match of the public answers)', () => {
  it('compares weakly, in a list, or *', () => {
    expect(etagMatches('"a-br"', '"a-br"')).toBe(true);
    expect(etagMatches('W/"a-br"', '"a-br"')).toBe(true);
    expect(etagMatches('"x", "a-br"', '"a-br"')).toBe(true);
    expect(etagMatches('*', '"a-br"')).toBe(true);
  });

  it("matches any encoding's tag of the same data, and nothing else", () => {
    expect(etagMatches('"a"', '"a-br"')).toBe(true);
    expect(etagMatches('"a-gz"', '"a"')).toBe(true);
    expect(etagMatches('"b-gz"', '"a-gz"')).toBe(false);
    expect(etagMatches('"ab"', '"a"')).toBe(false);
    expect(etagMatches('a', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', undefined)).toBe(false);
  });
});
