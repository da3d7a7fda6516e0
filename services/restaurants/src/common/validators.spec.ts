import { isHttpUrl, isTimeZone } from './validators';

describe('isTimeZone', () => {
  it.each(['Europe/Madrid', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'])('accepts %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
  });

  it.each(['Mars/Base', '', '+01:00', '../x', 'Europe/Madrid ', 42, null])('refuses %j', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });
});

describe('isHttpUrl (the spec url rule)', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c', 'https://www.facebook.com/casa.pepe'])(
    'accepts %s',
    (url) => {
      expect(isHttpUrl(url)).toBe(true);
    },
  );

  it.each(['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', '', 7])('refuses %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});
