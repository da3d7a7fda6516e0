import { preloadLinks } from './preload';

const MANIFEST = '/remotes/guest/mf-manifest.json';

describe('preload links of the app page', () => {
  it('preloads the remotes configuration on every page', () => {
    expect(preloadLinks('/app/login', MANIFEST)).toBe('</app/remotes.json>; rel=preload; as=fetch; crossorigin');
  });

  it("preloads a guest menu page's remote and its one public call", () => {
    expect(preloadLinks('/app/guest/restaurant/r1/menu/m1', MANIFEST).split(', ')).toEqual([
      '</app/remotes.json>; rel=preload; as=fetch; crossorigin',
      '</remotes/guest/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '</api/restaurants/public/r1/menus/m1>; rel=preload; as=fetch; crossorigin',
    ]);
  });

  it("preloads a guest landing page's restaurant call, with its id encoded", () => {
    for (const path of ['/app/guest/restaurant/r%201', '/app/guest/restaurant/r%201/menus']) {
      expect(preloadLinks(path, MANIFEST)).toContain('</api/restaurants/public?_id=r+1>');
    }
  });
});
