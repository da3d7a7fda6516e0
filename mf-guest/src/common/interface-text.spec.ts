import { preloadTexts, translator } from './interface-text';

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

  it('loads a language that does not ship with the page, once, with its own plural forms', async () => {
    const polish = translator(await preloadTexts('pl'), 'pl');
    expect(polish('menus.title')).toBe('Nasze menu');
    expect(polish('filter.shown', { count: 3 })).toBe('Pokazano 3 dania');
    expect(polish('filter.shown', { count: 5 })).toBe('Pokazano 5 dań');
    expect(preloadTexts('pl')).not.toBe(preloadTexts('fr'));
    expect(translator(await preloadTexts('ja'), 'ja')('menu.close')).toBe('閉じる');
  });
});
