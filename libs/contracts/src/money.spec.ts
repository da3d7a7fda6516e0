import { formatPrice, formatPriceRange, parsePrice, priceText } from './money';

describe('money', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    [' 0.99 ', 99],
    ['1234567.89', 123456789],
  ])('parses %p as %p cents', (text, cents) => expect(parsePrice(text)).toBe(cents));

  it.each(['', 'abc', '1.234', '-1', '1e3', '12.', '.5', '12345678'])('rejects %p', (text) =>
    expect(parsePrice(text)).toBeNull(),
  );

  it('writes cents back as form text and as a localised price', () => {
    expect(priceText(1205)).toBe('12.05');
    expect(priceText(1205, ',')).toBe('12,05');
    expect(priceText(7)).toBe('0.07');
    expect(formatPrice(1250, 'EUR', 'es')).toBe('12,50\u00a0€');
    expect(formatPrice(1250, 'USD', 'en')).toBe('$12.50');
  });

  it('writes a range of prices with an en dash, and one price when both ends are equal', () => {
    expect(formatPriceRange({ min: 350, max: 1200 }, 'EUR', 'es')).toBe('3,50–12,00\u00a0€');
    expect(formatPriceRange({ min: 350, max: 1200 }, 'EUR', 'en-GB')).toBe('€3.50 – €12.00');
    expect(formatPriceRange({ min: 350, max: 350 }, 'EUR', 'es')).toBe('3,50\u00a0€');
  });
});
