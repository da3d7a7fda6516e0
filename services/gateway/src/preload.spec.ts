import { preloadLinks } from './preload';

const MANIFEST = '/remotes/guest/mf-manifest.json';

describe('preload links of the app page', () => {
  it('preloads the remotes configuration on every page', () => {
    expect(preloadLinks('/app/login', MANIFEST)).toBe('</app/remotes.json>; rel=preload; as=fetch; crossorigin');
  });

  const R1 = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
  const M1 = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

  it("preloads a guest menu page's remote and its one public call", () => {
    expect(preloadLinks(`/app/guest/restaurant/${R1}/menu/${M1}`, MANIFEST).split(', ')).toEqual([
      '</app/remotes.json>; rel=preload; as=fetch; crossorigin',
      '</remotes/guest/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      `</api/restaurants/public/${R1}/menus/${M1}>; rel=preload; as=fetch; crossorigin`,
    ]);
  });

  it("preloads a guest landing page's restaurant call", () => {
    for (const path of [`/app/guest/restaurant/${R1}`, `/app/guest/restaurant/${R1}/menus`]) {
      expect(preloadLinks(path, MANIFEST)).toContain(`</api/restaurants/public?_id=${R1}>`);
    }
  });

  it('preloads no data for ids that are not ids: nothing of the address reaches the header', () => {
    for (const path of [
      '/app/guest/restaurant/%E0',
      '/app/guest/restaurant/x>;rel=preload;as=script,<y',
      `/app/guest/restaurant/${R1}/menu/m1`,
    ]) {
      expect(preloadLinks(path, MANIFEST)).toBe('</app/remotes.json>; rel=preload; as=fetch; crossorigin');
    }
  });
});
