import { pageTitle } from './use-page-title';

describe('pageTitle', () => {
  it('joins the parts, most specific first, and ends with the product', () => {
    expect(pageTitle(['Products', 'La Tasca de Lucía'], 'CARTA ONLINE')).toBe(
      'Products · La Tasca de Lucía · CARTA ONLINE',
    );
  });

  it('leaves out parts not known yet', () => {
    expect(pageTitle(['Products', undefined, null, '  '], 'CARTA ONLINE')).toBe('Products · CARTA ONLINE');
    expect(pageTitle([], 'CARTA ONLINE')).toBe('CARTA ONLINE');
  });
});
