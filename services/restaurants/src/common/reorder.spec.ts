import { isSameSet } from './reorder';

describe('isSameSet (a reorder names exactly the current children, each once)', () => {
  it('accepts any order of the same ids', () => {
    expect(isSameSet(['b', 'a', 'c'], ['a', 'b', 'c'])).toBe(true);
    expect(isSameSet([], [])).toBe(true);
  });

  it('refuses a missing, an extra, a foreign or a repeated id', () => {
    expect(isSameSet(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isSameSet(['a', 'b', 'c', 'd'], ['a', 'b', 'c'])).toBe(false);
    expect(isSameSet(['a', 'b', 'x'], ['a', 'b', 'c'])).toBe(false);
    expect(isSameSet(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });
});
