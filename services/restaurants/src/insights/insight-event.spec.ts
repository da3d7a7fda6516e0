import { AppException } from '@carta/nest-core';
import { countsOf, parseInsightEvent } from './insight-event';

const MENU = '33333333-3333-4333-8333-333333333333';

const refusal = (text: unknown) => {
  try {
    parseInsightEvent(text);
  } catch (error) {
    if (error instanceof AppException) return [error.code, error.details.param];
    throw error;
  }
  return 'accepted';
};

describe('parseInsightEvent', () => {
  it('accepts each kind with exactly its field, ids lower-cased', () => {
    expect(parseInsightEvent(JSON.stringify({ kind: 'menuView', menu: MENU.toUpperCase() }))).toEqual({
      kind: 'menuView',
      menu: MENU,
    });
    expect(parseInsightEvent('{"kind":"filter","allergens":["egg","fish"]}')).toEqual({
      kind: 'filter',
      allergens: ['egg', 'fish'],
    });
    expect(parseInsightEvent('{"kind":"language","language":"jp"}')).toEqual({ kind: 'language', language: 'jp' });
  });

  it.each([
    [undefined, 'ERROR', 'body'],
    ['{', 'ERROR', 'body'],
    ['null', 'ERROR', 'body'],
    ['"menuView"', 'ERROR', 'body'],
    ['{"kind":"toString"}', 'ERROR', 'kind'],
    ['{"kind":"__proto__"}', 'ERROR', 'kind'],
    [`{"kind":"menuView","menu":"${MENU}","at":1}`, 'UNKNOWN_FIELD', 'at'],
    ['{"kind":"dishOpen"}', 'ERROR', 'item'],
    ['{"kind":"filter","allergens":"egg"}', 'ERROR', 'allergens'],
    ['{"kind":"language","language":"xx"}', 'ERROR', 'language'],
    // Scans are counted by the placement's short link only: a page sending one would count it twice.
    ['{"kind":"scan","placement":"k7mxq2ph"}', 'ERROR', 'kind'],
  ])('refuses %s', (text, code, param) => expect(refusal(text)).toEqual([code, param]));
});

describe('countsOf', () => {
  it('counts a filter once and each allergen it names', () => {
    expect(countsOf({ kind: 'filter', allergens: ['egg', 'fish'] })).toEqual([
      ['filter', ''],
      ['allergen', 'egg'],
      ['allergen', 'fish'],
    ]);
  });
});
