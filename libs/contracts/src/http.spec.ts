import { isRequestId, isWellEncoded, loggableUrl } from './http';

describe('http rules', () => {
  it('keeps a sane request id and refuses the rest', () => {
    expect(isRequestId('0b5e7c1e-6f1d-4f52-9a8b-1c2d3e4f5a6b')).toBe(true);
    expect(isRequestId('req-42')).toBe(true);
    expect(isRequestId('x'.repeat(129))).toBe(false);
    expect(isRequestId('a b')).toBe(false);
    expect(isRequestId('a\n{"level":60}')).toBe(false);
    expect(isRequestId('')).toBe(false);
    expect(isRequestId(['a', 'b'])).toBe(false);
  });

  it('tells broken percent-escapes from good ones', () => {
    expect(isWellEncoded('/api/cities?filter=M%C3%A1laga')).toBe(true);
    expect(isWellEncoded('/api/cities?filter=%zz')).toBe(false);
    expect(isWellEncoded('/api/cities/%E0')).toBe(false);
    expect(isWellEncoded('/api/cities?filter=100%')).toBe(false);
  });

  it('hides reset and verification ids from the access log', () => {
    expect(loggableUrl('/app/reset/3f2a9c?x=1')).toBe('/app/reset/:id?x=1');
    expect(loggableUrl('/app/verify/3f2a9c')).toBe('/app/verify/:id');
    expect(loggableUrl('/api/VERIFY/3f2a9c/more')).toBe('/api/VERIFY/:id/more');
    expect(loggableUrl('/reset/abc')).toBe('/reset/:id');
    expect(loggableUrl('/app/reset')).toBe('/app/reset');
    expect(loggableUrl('/api/cities?filter=reset/abc')).toBe('/api/cities?filter=reset/abc');
  });

  it('hides an allergen passport from the access log, wherever it stands in the query', () => {
    const menu = '/app/guest/restaurant/r1/menu/m1';
    expect(loggableUrl(`${menu}?passport=7KQ4X`)).toBe(`${menu}?passport=:code`);
    expect(loggableUrl(`${menu}?lang=gb&PASSPORT=7kq4x&utm_source=qr`)).toBe(
      `${menu}?lang=gb&PASSPORT=:code&utm_source=qr`,
    );
    expect(loggableUrl(`${menu}?passport=a&passport=b`)).toBe(`${menu}?passport=:code&passport=:code`);
    expect(loggableUrl(`${menu}?lang=gb&nopassport=1`)).toBe(`${menu}?lang=gb&nopassport=1`);
  });

  it('hides the allergen filter a guest without script sends', () => {
    const menu = '/app/guest/restaurant/r1/menu/m1';
    expect(loggableUrl(`${menu}?lang=gb&avoid=peelFruits&avoid=egg&traces=on&diet=vegan&mode=dim`)).toBe(
      `${menu}?lang=gb&avoid=:code&avoid=:code&traces=:code&diet=:code&mode=dim`,
    );
  });
});
