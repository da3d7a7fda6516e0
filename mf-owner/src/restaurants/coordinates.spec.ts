import { cityCentre } from '@carta/contracts';
import { coordinate, parseCoordinate } from './coordinates';

describe('parseCoordinate', () => {
  it('reads a decimal point or a decimal comma', () => {
    expect(parseCoordinate('37.39')).toBe(37.39);
    expect(parseCoordinate(' 37,39 ')).toBe(37.39);
    expect(parseCoordinate('-5,9845')).toBe(-5.9845);
    expect(parseCoordinate('40')).toBe(40);
  });

  it('refuses what is no single number', () => {
    for (const text of ['', '37.39.1', '37,39,1', '1,000.5', 'abc', '37.', ',5', '1e3']) {
      expect(parseCoordinate(text)).toBeNull();
    }
  });
});

describe('coordinate rule', () => {
  it('names a wrong number, then a number out of range', () => {
    expect(coordinate(90)('37,39')).toBeNull();
    expect(coordinate(90)('norte')).toEqual({ key: 'errors.DECIMAL' });
    expect(coordinate(90)('90,5')).toEqual({ key: 'owner:map.range', params: { limit: 90 } });
    expect(coordinate(180)('-180')).toBeNull();
  });
});

describe('cityCentre', () => {
  it('finds a reference city whatever its case or accents, and nothing else', () => {
    expect(cityCentre('Sevilla')).toEqual({ lat: 37.3891, lng: -5.9845 });
    expect(cityCentre(' MALAGA ')).toEqual(cityCentre('Málaga'));
    expect(cityCentre('Springfield')).toBeNull();
  });
});
