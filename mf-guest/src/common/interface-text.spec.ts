import { translator } from './interface-text';

describe('guest text', () => {
  const bundle = {
    menu: { back: 'Back to {{name}}' },
    filter: { hidden_one: '{{count}} product hidden', hidden_other: '{{count}} products hidden' },
  };

  it('fills values and picks the plural form by count', () => {
    const t = translator(bundle, 'en');
    expect(t('menu.back', { name: 'Casa Demo' })).toBe('Back to Casa Demo');
    expect(t('filter.hidden', { count: 1 })).toBe('1 product hidden');
    expect(t('filter.hidden', { count: 3 })).toBe('3 products hidden');
  });

  it('shows the key of a missing text rather than nothing', () => {
    expect(translator(bundle, 'en')('nowhere.key')).toBe('nowhere.key');
  });
});
