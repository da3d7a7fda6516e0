import { guestCanonicalOrigin, guestPageUrl, webPath } from './web-routes';

describe('guest page addresses', () => {
  const main = new URL('https://carta.example.com/app/guest/restaurant/r1?utm_source=qr');

  it('puts a page with an accepted subdomain on that subdomain, keeping the scheme and port it was asked with', () => {
    expect(guestCanonicalOrigin('CasaPepe', main)).toBe('https://casapepe.carta.example.com');
    expect(guestCanonicalOrigin('casapepe', new URL('http://localhost:8080/app/'))).toBe(
      'http://casapepe.localhost:8080',
    );
    // Asked on the subdomain already: that origin.
    expect(guestCanonicalOrigin('casapepe', new URL('https://casapepe.carta.example.com/app/'))).toBe(
      'https://casapepe.carta.example.com',
    );
  });

  it('keeps the origin asked without a subdomain, or for an address by IP', () => {
    expect(guestCanonicalOrigin(null, main)).toBe('https://carta.example.com');
    expect(guestCanonicalOrigin('casapepe', new URL('http://127.0.0.1:8080/app/'))).toBe('http://127.0.0.1:8080');
  });

  it('writes one address per carta language, and none for the page that chooses for the guest', () => {
    const route = webPath('guestRestaurantMenuView', { restaurantId: 'r1', id: 'm 1' });
    expect(guestPageUrl('https://casapepe.carta.example.com', route, 'gb')).toBe(
      'https://casapepe.carta.example.com/app/guest/restaurant/r1/menu/m%201?lang=gb',
    );
    expect(guestPageUrl('https://carta.example.com', route)).toBe(
      'https://carta.example.com/app/guest/restaurant/r1/menu/m%201',
    );
  });
});
