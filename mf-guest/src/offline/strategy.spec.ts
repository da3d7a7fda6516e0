import { asOfTime } from './offline-note';
import { isPageMessage, isWorkerMessage } from './protocol';
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
