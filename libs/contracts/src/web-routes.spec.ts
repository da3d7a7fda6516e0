import { guestCanonicalOrigin, guestPageUrl, siteOrigin, subdomainOf, subdomainUrl, webPath } from './web-routes';

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

  it("writes the configured origins, MAIN_HOST's with PUBLIC_URL's scheme and port, whatever host was asked", () => {
    expect(siteOrigin(null, 'carta.example.com', 'https://carta.example.com')).toBe('https://carta.example.com');
    expect(siteOrigin('CasaPepe', 'carta.example.com', 'https://carta.example.com')).toBe(
      'https://casapepe.carta.example.com',
    );
    // A non-default port is kept, a default one is not written.
    expect(siteOrigin(null, 'localhost', 'http://localhost:8180')).toBe('http://localhost:8180');
    expect(siteOrigin('demo', 'localhost', 'http://localhost:8180')).toBe('http://demo.localhost:8180');
    expect(siteOrigin('demo', 'carta.example.com', 'https://carta.example.com:443')).toBe(
      'https://demo.carta.example.com',
    );
    // MAIN_HOST's own port wins; without MAIN_HOST, PUBLIC_URL's host.
    expect(siteOrigin('demo', 'localhost:9000', 'http://localhost:8180')).toBe('http://demo.localhost:9000');
    expect(siteOrigin('demo', null, 'http://localhost:8080/')).toBe('http://demo.localhost:8080');
    expect(subdomainUrl('demo', 'localhost', 'http://localhost:8180')).toBe('http://demo.localhost:8180/app/');
  });

  it('reads a subdomain against MAIN_HOST without its port', () => {
    expect(subdomainOf('casapepe.localhost', 'localhost:9000')).toBe('casapepe');
    expect(subdomainOf('localhost', 'localhost:9000')).toBeNull();
  });
});
