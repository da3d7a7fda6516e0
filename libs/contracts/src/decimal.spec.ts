import { decimalMark, decimalText, LATITUDE, LONGITUDE, parseDecimal, PRICE } from './decimal';

describe('parseDecimal', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12.5', 1250],
    ['12,50', 1250],
    ['12.50', 1250],
    [' 0,99 ', 99],
    ['0', 0],
    ['9999999.99', 999_999_999],
  ])('reads the price %p as %p cents, with either mark', (text, units) =>
    expect(parseDecimal(text, PRICE)).toEqual({ ok: true, value: units / 100, units }),
  );

  it.each([
    ['', 'format'],
    ['abc', 'format'],
    ['1e9', 'format'],
    ['12,3,4', 'format'],
    ['1.234,5', 'format'],
    ['1,234.5', 'format'],
    ['12.', 'format'],
    ['.5', 'format'],
    ['+3', 'format'],
    ['1 000', 'format'],
    ['1.234', 'places'],
    ['12,505', 'places'],
    ['-1', 'range'],
    ['10000000', 'range'],
    ['1000000000000000000000', 'range'],
  ])('refuses the price %p (%s)', (text, problem) => expect(parseDecimal(text, PRICE)).toEqual({ ok: false, problem }));

  it('reads coordinates, negative ones included, within their range', () => {
    expect(parseDecimal('37,3890924', LATITUDE)).toMatchObject({ ok: true, value: 37.3890924 });
    expect(parseDecimal('-5.9844589', LONGITUDE)).toMatchObject({ ok: true, value: -5.9844589 });
    expect(parseDecimal('-0', LATITUDE)).toMatchObject({ ok: true, value: 0, units: 0 });
    expect(parseDecimal('90.0000000001', LATITUDE)).toEqual({ ok: false, problem: 'range' });
    expect(parseDecimal('180,5', LONGITUDE)).toEqual({ ok: false, problem: 'range' });
  });

  it('adds prices without floating point error', () => {
    const units = (text: string) => {
      const reading = parseDecimal(text, PRICE);
      return reading.ok ? reading.units : NaN;
    };
    expect(units('0.1') + units('0,2')).toBe(units('0.3'));
  });

  it('writes units back with the reader’s mark', () => {
    expect(decimalText(1250, 2, ',')).toBe('12,50');
    expect(decimalText(7, 2)).toBe('0.07');
    expect(decimalText(-59844589, 7)).toBe('-5.9844589');
    expect(decimalText(12, 0)).toBe('12');
  });

  it('knows each language’s mark', () => {
    expect(decimalMark('es')).toBe(',');
    expect(decimalMark('en')).toBe('.');
  });
});
