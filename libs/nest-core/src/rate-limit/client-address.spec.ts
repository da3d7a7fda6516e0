import { rateLimitClient } from './client-address';

describe('rateLimitClient', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitClient('198.51.100.7')).toBe('198.51.100.7');
  });

  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts IPv6 %s by its /64: %s', (ip, client) => {
    expect(rateLimitClient(ip)).toBe(client);
  });

  it('tells two /64 networks apart', () => {
    expect(rateLimitClient('2001:db8:1:2::1')).not.toBe(rateLimitClient('2001:db8:1:3::1'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitClient('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitClient('::ffff:c633:6407')).toBe('198.51.100.7');
  });
});
