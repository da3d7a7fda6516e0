// The guest pages' service worker: a guest who opened a menu can reload it with no network (a restaurant's Wi-Fi).
// Built by mf-guest's webpack as its own file without a content hash (`guest-sw.js`); the gateway serves
// /app/guest/sw.js, which imports it, so its scope is the guest pages and the remote's team deploys it with the remote.
import { GUEST_LANGUAGE_PARAM, RESTAURANT_LANGUAGES, languageTag, type PublicRestaurantList } from '@carta/contracts';
import { GUEST_OFFLINE_TEXTS } from '@carta/i18n/guest-offline';
import type { GuestLocale } from '@carta/i18n/guest';
import { offlinePage, type SavedPage } from './offline-page';
import { OFFLINE_AS_OF_HEADER, isPageMessage, type WorkerMessage } from './protocol';
import { restaurantOf, restaurantPages, restaurantRead } from './restaurant-pages';
import { strategyFor, type Strategy } from './strategy';

/** The parts of the worker's global scope used here (the DOM library types `self` as a window). */
interface WorkerScope {
  location: Location;
  navigator: { languages: readonly string[] };
  registration: { scope: string };
  clients: {
    get(id: string): Promise<WorkerClient | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
}
interface WorkerClient {
  id: string;
  postMessage(message: WorkerMessage): void;
}
interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  resultingClientId: string;
  respondWith(response: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  data: unknown;
  source: WorkerClient | null;
}

const worker = self as unknown as WorkerScope;

/** Bump to drop every cache an older worker kept (a change in what is stored or how). */
const VERSION = 1;
const PREFIX = 'carta-guest-';
const CACHES = {
  /** Guest pages' documents, the last 40 visited or kept with their restaurant's. */
  pages: { name: `${PREFIX}pages-v${VERSION}`, max: 40 },
  /** The public API's answers and the app's unhashed start-up files (remotes.json, manifests), the last 100. */
  data: { name: `${PREFIX}data-v${VERSION}`, max: 100 },
  /** Files named by their content (scripts, images): never change, the last 150. */
  assets: { name: `${PREFIX}assets-v${VERSION}`, max: 150 },
} as const;
type CacheName = keyof typeof CACHES;
/** Past this, a slow network loses to the copy kept: a guest at the table does not wait for a bad Wi-Fi. */
const NETWORK_TIMEOUT_MS = 3_000;
/** When a response was stored (our own header on the kept copy). */
const STORED_AT = 'x-carta-stored-at';
/** A restaurant's pages are fetched to keep at most this often (per worker's life): a guest moving between them. */
const RESTAURANT_REFRESH_MS = 10 * 60_000;

/** Per page (client id): the oldest copy the worker answered it with from its cache. */
const servedOffline = new Map<string, string>();

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHES).map((cache) => cache.name));
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !current.has(name)) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, worker.location.origin);
  if (!strategy) return;
  event.respondWith(respond(event, strategy));
});

worker.addEventListener('message', (event) => {
  const { data, source } = event;
  if (!source || !isPageMessage(data)) return;
  if (data.type === 'carta:offline?') {
    const asOf = servedOffline.get(source.id);
    if (asOf) source.postMessage({ type: 'carta:offline', asOf });
    return;
  }
  event.waitUntil(keep(data.page, data.resources));
});

/** Most files a page loads; more would be something else than a guest page. */
const MAX_RESOURCES = 100;

/** Stores a page the guest reached and what it loaded, fetched now as a reload would (mostly from the HTTP cache). */
async function keep(page: string, resources: string[]): Promise<void> {
  const origin = worker.location.origin;
  const url = new URL(page, origin);
  if (url.origin === origin && url.pathname.startsWith(new URL(worker.registration.scope).pathname)) {
    await fetchAndStore('pages', url.toString(), { headers: { accept: 'text/html' } });
    await keepRestaurant(url.toString());
  }
  for (const resource of resources.slice(0, MAX_RESOURCES)) {
    const strategy = strategyFor({ method: 'GET', url: resource, mode: 'cors' }, origin);
    if (!strategy || strategy === 'page') continue;
    if (strategy === 'cacheFirst' && (await caches.match(resource, { cacheName: CACHES.assets.name }))) continue;
    await fetchAndStore(strategy === 'data' ? 'data' : 'assets', resource);
  }
}

/** When each restaurant's pages were last fetched to keep. */
const restaurantsKept = new Map<string, number>();

/**
 * Keeps the restaurant of a page a guest opened whole: its landing, its menus' list, each menu, and the reads they
 * hydrate from, so a menu not opened yet opens offline too.
 */
async function keepRestaurant(page: string): Promise<void> {
  const restaurantId = restaurantOf(page);
  if (!restaurantId) return;
  const last = restaurantsKept.get(restaurantId);
  if (last !== undefined && Date.now() - last < RESTAURANT_REFRESH_MS) return;
  restaurantsKept.set(restaurantId, Date.now());
  const origin = worker.location.origin;
  try {
    const read = new URL(restaurantRead(restaurantId), origin).toString();
    const response = await fetch(read);
    if (!response.ok) throw new Error(`the restaurant's read answered ${response.status}`);
    await store('data', new Request(read), response.clone());
    const restaurant = ((await response.json()) as PublicRestaurantList).docs[0];
    if (!restaurant) return;
    const { pages, reads } = restaurantPages(restaurant);
    const opened = new URL(page).pathname;
    for (const path of pages.filter((other) => other !== opened)) {
      await fetchAndStore('pages', new URL(path, origin).toString(), { headers: { accept: 'text/html' } });
    }
    for (const other of reads) {
      if (other !== restaurantRead(restaurantId)) await fetchAndStore('data', new URL(other, origin).toString());
    }
  } catch {
    // Offline, or the service failing: tried again with the next page of this restaurant.
    restaurantsKept.delete(restaurantId);
  }
}

async function fetchAndStore(cacheName: CacheName, url: string, init: RequestInit = {}): Promise<void> {
  try {
    await store(cacheName, new Request(url), await fetch(url, init));
  } catch {
    // Offline already, or the file is gone: nothing to keep.
  }
}

async function respond(event: FetchEvent, strategy: Strategy): Promise<Response> {
  const { request } = event;
  if (strategy === 'cacheFirst') {
    const kept = await caches.match(request, { cacheName: CACHES.assets.name });
    if (kept) return kept;
    const response = await fetch(request);
    event.waitUntil(store('assets', request, response.clone()));
    return response;
  }
  const cacheName: CacheName = strategy === 'page' ? 'pages' : 'data';
  const network = fetch(request);
  let response: Response;
  try {
    response = await withTimeout(network, NETWORK_TIMEOUT_MS);
  } catch {
    const kept = await fromCache(event, cacheName);
    if (kept) return kept;
    try {
      // Nothing kept: the network is all there is, however slow.
      response = await network;
    } catch (error) {
      if (strategy === 'page') return offlineAnswer(request.url);
      throw error;
    }
  }
  // A failure of the server is no reason to forget the last good copy; it is not kept either.
  if (response.ok || response.status === 404) event.waitUntil(store(cacheName, request, response.clone()));
  if (strategy === 'page' && response.ok) event.waitUntil(keepRestaurant(request.url));
  if (response.status < 500) return response;
  return (await fromCache(event, cacheName)) ?? response;
}

/** The guest's language for the offline page: the address's carta language, else the browser's, else English. */
function offlineLanguage(address: URL): GuestLocale {
  const offered = Object.keys(GUEST_OFFLINE_TEXTS) as GuestLocale[];
  const carta = RESTAURANT_LANGUAGES.find((code) => code === address.searchParams.get(GUEST_LANGUAGE_PARAM));
  const wanted = [...(carta ? [languageTag(carta)] : []), ...worker.navigator.languages];
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split('-')[0] as GuestLocale;
    if (offered.includes(primary)) return primary;
  }
  return 'en';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A kept page's title, as the guest read it (the HTML's escapes undone; the product's name dropped). */
function titleOf(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title
    .replace(/&(#\d+|[a-z]+);/g, (entity, name: string) =>
      name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
    )
    .replace(/ · CARTA ONLINE$/, '');
}

/** The branded offline page for an address with no copy kept, listing what this phone keeps of its restaurant. */
async function offlineAnswer(address: string): Promise<Response> {
  const url = new URL(address);
  const restaurantId = restaurantOf(address);
  const saved: SavedPage[] = [];
  if (restaurantId) {
    const cache = await caches.open(CACHES.pages.name);
    for (const request of await cache.keys()) {
      if (restaurantOf(request.url) !== restaurantId) continue;
      const kept = await cache.match(request);
      const title = kept?.ok ? titleOf(await kept.text()) : '';
      // The landing page and the menus' list share the restaurant's name: listed once.
      if (title && !saved.some((page) => page.title === title)) saved.push({ href: request.url, title });
    }
  }
  const language = offlineLanguage(url);
  const html = offlinePage({ language, texts: GUEST_OFFLINE_TEXTS[language], retry: address, saved });
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** The kept copy, marked with when it was stored, and that instant remembered for the page it is for. */
async function fromCache(event: FetchEvent, cacheName: CacheName): Promise<Response | null> {
  // Vary ignored: a rendered page varies by Accept-Language, and the copy kept for this guest is in their language.
  const kept = await caches.match(event.request, { cacheName: CACHES[cacheName].name, ignoreVary: true });
  if (!kept) return null;
  const asOf = kept.headers.get(STORED_AT) ?? new Date().toISOString();
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_AS_OF_HEADER, asOf);
  headers.delete(STORED_AT);
  const clientId = event.resultingClientId || event.clientId;
  if (clientId) {
    const before = servedOffline.get(clientId);
    if (!before || asOf < before) servedOffline.set(clientId, asOf);
  }
  // A page already running (its data came from the cache) hears it now. Not a document being loaded: it does not
  // exist yet (waiting for it would hold its own response back); it asks once it runs (`carta:offline?`).
  if (event.clientId && !event.resultingClientId) {
    const running = event.clientId;
    event.waitUntil(
      worker.clients
        .get(running)
        .then((client) => client?.postMessage({ type: 'carta:offline', asOf: servedOffline.get(running)! })),
    );
  }
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

/** Keeps a copy stamped with the time, the newest last, at most the cache's size. */
async function store(cacheName: CacheName, request: Request, response: Response): Promise<void> {
  const { name, max } = CACHES[cacheName];
  if (response.status !== 200 && response.status !== 404 && response.type !== 'opaque') return;
  // A page rendered for one guest's allergies (asked with them in its address) is theirs to read, not to keep.
  if (cacheName === 'pages' && /\bprivate\b/.test(response.headers.get('cache-control') ?? '')) return;
  const cache = await caches.open(name);
  let copy = response;
  if (response.type !== 'opaque') {
    const headers = new Headers(response.headers);
    headers.set(STORED_AT, new Date().toISOString());
    copy = new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  }
  // Delete first: the keys keep insertion order, so the oldest visit is first to go.
  await cache.delete(request);
  await cache.put(request, copy);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network too slow')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
