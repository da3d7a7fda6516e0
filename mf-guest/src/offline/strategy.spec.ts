import { GUEST_OFFLINE_TEXTS } from '@carta/i18n/guest-offline';
import { asOfTime } from './offline-note';
import { offlinePage } from './offline-page';
import { isPageMessage, isWorkerMessage } from './protocol';
import { restaurantOf, restaurantPages, restaurantRead } from './restaurant-pages';
import { strategyFor } from './strategy';

const ORIGIN = 'https://carta.example.com';
const get = (url: string, mode: RequestMode = 'cors') => ({ method: 'GET', url, mode });

describe('what the guest pages’ service worker does with a request', () => {
  it('answers guest pages, public reads and start-up files network first', () => {
    expect(strategyFor(get(`${ORIGIN}/app/guest/restaurant/r1/menu/m1?lang=gb`, 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get(`${ORIGIN}/api/restaurants/public?_id=r1`), ORIGIN)).toBe('data');
    expect(strategyFor(get(`${ORIGIN}/api/restaurants/public/r1/menus/m1`), ORIGIN)).toBe('data');
    expect(strategyFor(get(`${ORIGIN}/app/remotes.json`), ORIGIN)).toBe('data');
    expect(strategyFor(get(`${ORIGIN}/remotes/guest/mf-manifest.json`), ORIGIN)).toBe('data');
  });

  it('answers content-named files and images from its cache first, also from a remote on another origin', () => {
    expect(strategyFor(get(`${ORIGIN}/app/main.0123abcd4567ef89.js`), ORIGIN)).toBe('cacheFirst');
    expect(strategyFor(get('https://guest.cdn.example/remotes/guest/696.4271e029b20e2d53.js'), ORIGIN)).toBe(
      'cacheFirst',
    );
    expect(strategyFor(get(`${ORIGIN}/api/restaurants/images/e27b5bc894bcc1639db63ef1fb448d05.webp`), ORIGIN)).toBe(
      'cacheFirst',
    );
  });

  it('leaves writes, the private API and other sites (map tiles) to the browser', () => {
    expect(strategyFor({ ...get(`${ORIGIN}/api/restaurants/public?_id=r1`), method: 'POST' }, ORIGIN)).toBeNull();
    expect(strategyFor(get(`${ORIGIN}/api/restaurants/r1`), ORIGIN)).toBeNull();
    expect(strategyFor(get(`${ORIGIN}/api/profile`), ORIGIN)).toBeNull();
    // An open menu's event stream never ends: it cannot be stored, nor answered from a copy.
    expect(strategyFor(get(`${ORIGIN}/api/restaurants/public/r1/changes`), ORIGIN)).toBeNull();
    expect(strategyFor(get('https://tile.openstreetmap.org/1/2/3.png'), ORIGIN)).toBeNull();
    expect(strategyFor(get('https://other.example/app/guest/x', 'navigate'), ORIGIN)).toBeNull();
  });
});

describe('the messages between page and worker', () => {
  it('accepts only well-formed ones', () => {
    expect(isWorkerMessage({ type: 'carta:offline', asOf: '2026-11-24T12:05:00.000Z' })).toBe(true);
    expect(isWorkerMessage({ type: 'carta:offline', asOf: 'yesterday' })).toBe(false);
    expect(isWorkerMessage(null)).toBe(false);
    expect(isPageMessage({ type: 'carta:offline?' })).toBe(true);
    expect(isPageMessage({ type: 'carta:keep', page: '/app/guest/x', resources: ['/a.js'] })).toBe(true);
    expect(isPageMessage({ type: 'carta:keep', page: '/app/guest/x', resources: [1] })).toBe(false);
    expect(isPageMessage({ type: 'carta:keep' })).toBe(false);
  });

  it('writes the hour a copy was kept as HH:MM on the guest’s clock, in every locale', () => {
    const at = new Date(2026, 10, 24, 13, 5);
    expect(asOfTime(at, 'en')).toBe('13:05');
    expect(asOfTime(at, 'es')).toBe('13:05');
  });
});

describe('what the worker keeps of a restaurant, and says offline', () => {
  it('keeps a restaurant whole: its landing, its menus, each menu, and the reads they start from', () => {
    expect(restaurantOf(`${ORIGIN}/app/guest/restaurant/r1/menu/m1?lang=gb`)).toBe('r1');
    expect(restaurantOf(`${ORIGIN}/app/guest/restaurant/r1`)).toBe('r1');
    expect(restaurantOf(`${ORIGIN}/app/guest/restaurants`)).toBeNull();
    expect(restaurantOf(`${ORIGIN}/app/login`)).toBeNull();
    const { pages, reads } = restaurantPages({ _id: 'r1', menus: [{ _id: 'm1' }, { _id: 'm2' }] as never });
    expect(pages).toEqual([
      '/app/guest/restaurant/r1',
      '/app/guest/restaurant/r1/menus',
      '/app/guest/restaurant/r1/menu/m1',
      '/app/guest/restaurant/r1/menu/m2',
    ]);
    expect(reads).toEqual([
      '/api/restaurants/public?_id=r1',
      '/api/restaurants/public/r1/menus/m1',
      '/api/restaurants/public/r1/menus/m2',
    ]);
    expect(restaurantRead('r1')).toBe(reads[0]);
  });

  it('answers a page it never kept with a page of ours, listing what it keeps of the restaurant, escaped', () => {
    const html = offlinePage({
      language: 'en',
      texts: GUEST_OFFLINE_TEXTS.en,
      retry: `${ORIGIN}/app/guest/restaurant/r1/menu/m9`,
      saved: [{ href: `${ORIGIN}/app/guest/restaurant/r1/menu/m1`, title: 'Tapas & <b>wine</b>' }],
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain(`<a class="retry" href="${ORIGIN}/app/guest/restaurant/r1/menu/m9">Try again</a>`);
    expect(html).toContain('Tapas &#38; &#60;b&#62;wine&#60;/b&#62;');
    expect(html).toContain('prefers-color-scheme:dark');
    expect(offlinePage({ language: 'es', texts: GUEST_OFFLINE_TEXTS.es, retry: '/', saved: [] })).not.toContain('<ul>');
  });
});
