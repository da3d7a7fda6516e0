import { subdomainOf } from '@carta/contracts';
import { decideFirstNavigation, mainSiteUrl, restaurantIdOf } from './subdomain';

describe('first navigation on a subdomain', () => {
  it("reads the host's first label, except the main host's own label and localhost", () => {
    expect(subdomainOf('demo.localhost', 'localhost')).toBe('demo');
    expect(subdomainOf('localhost', 'localhost')).toBeNull();
    expect(subdomainOf('demo.carta.example', 'carta.example')).toBe('demo');
    expect(subdomainOf('carta.example', 'carta.example')).toBeNull();
    expect(subdomainOf('Demo.Carta.Example.', 'carta.example')).toBe('demo');
  });

  it('leaves alone hosts outside the main host: addresses, other domains', () => {
    expect(subdomainOf('127.0.0.1', 'localhost')).toBeNull();
    expect(subdomainOf('carta.example', 'localhost')).toBeNull();
    expect(subdomainOf('demo.other.example', 'carta.example')).toBeNull();
  });

  it('sends the landing page of a matching subdomain to that restaurant', () => {
    expect(decideFirstNavigation('/', [{ _id: 'r1' }])).toEqual({
      kind: 'guestLanding',
      path: '/guest/restaurant/r1',
    });
  });

  it('lets a page of that restaurant proceed and sends any other page to the main site', () => {
    const matches = [{ _id: 'r1' }];
    expect(decideFirstNavigation('/guest/restaurant/r1/menu/m1', matches)).toEqual({ kind: 'proceed' });
    expect(decideFirstNavigation('/guest/restaurant/r1', matches)).toEqual({ kind: 'proceed' });
    expect(decideFirstNavigation('/restaurant/r1/items', matches)).toEqual({ kind: 'proceed' });
    expect(decideFirstNavigation('/guest/restaurant/r2', matches)).toEqual({ kind: 'mainSite' });
    expect(decideFirstNavigation('/login', matches)).toEqual({ kind: 'mainSite' });
  });

  it('sends zero, several or a failed lookup to the main site', () => {
    expect(decideFirstNavigation('/', [])).toEqual({ kind: 'mainSite' });
    expect(decideFirstNavigation('/', [{ _id: 'r1' }, { _id: 'r2' }])).toEqual({ kind: 'mainSite' });
    expect(decideFirstNavigation('/', null)).toEqual({ kind: 'mainSite' });
  });

  it('finds the restaurant of routes that name one', () => {
    expect(restaurantIdOf('/guest/restaurant/abc/menus')).toBe('abc');
    expect(restaurantIdOf('/restaurant/abc/newMenu/m2')).toBe('abc');
    expect(restaurantIdOf('/restaurant/abc')).toBeUndefined();
    expect(restaurantIdOf('/home')).toBeUndefined();
  });

  it('keeps scheme, port, path and query on the main host', () => {
    const here = { protocol: 'http:', port: '8180', pathname: '/app/login', search: '?a=1' };
    expect(mainSiteUrl(here, 'localhost')).toBe('http://localhost:8180/app/login?a=1');
    expect(mainSiteUrl({ ...here, protocol: 'https:', port: '' }, 'carta.example')).toBe(
      'https://carta.example/app/login?a=1',
    );
  });
});
