/**
 * The guest page rendered on the server: the contract between the guest remote, which builds a server bundle of its
 * pages and deploys it with its client files, and whatever serves guest HTML (the gateway), which loads that bundle
 * at run time from the remote's location. Neither imports the other: they meet here.
 *
 * Layout of a deployed guest remote, beside its federation manifest (`REMOTE_GUEST_URL`):
 *   server/manifest.json  → `GuestServerManifest`
 *   server/<bundle>       a CommonJS file exporting `GuestServerBundle` (self-contained: it needs only node's modules)
 *   page/<scripts>        the browser entry that hydrates a server-rendered page (fetched by the page's inline
 *                         script once the page has painted)
 */
import { PUBLIC_ROUTES, type PublicMenuPage, type PublicRestaurant, type PublicRestaurantList } from './public';
import type { RestaurantLanguage } from './restaurants';

/** Where the server manifest lies, relative to the remote's federation manifest. */
export const GUEST_SERVER_MANIFEST = 'server/manifest.json';

/** The id of the `<script type="application/json">` that carries a rendered page's state to the browser. */
export const GUEST_PAGE_DATA_ID = 'guest-page-data';
/** The element the page is rendered into and hydrated at. */
export const GUEST_PAGE_ROOT_ID = 'guest-root';

export interface GuestServerManifest {
  /** Changes with every build of the bundle or its scripts: rendered pages are kept per build. */
  build: string;
  /** The bundle, relative to this manifest. */
  bundle: string;
  /** The browser scripts that hydrate a page, relative to the remote's federation manifest, in order. */
  scripts: string[];
}

/** A guest page: its screen, of which restaurant (and menu). The guest remote's router has these three. */
export type GuestRoute =
  { screen: 'restaurant' | 'menus'; restaurantId: string } | { screen: 'menu'; restaurantId: string; menuId: string };

/** What a guest page shows, read through the public API (null: not found). */
export type GuestPageData =
  | { screen: 'restaurant' | 'menus'; restaurant: PublicRestaurant | null }
  | { screen: 'menu'; restaurantId: string; page: PublicMenuPage | null };

/**
 * The public read a guest page shows (a path and query under API_PREFIX): the server renders the page from its answer
 * and the browser hydrates the page from the same answer.
 */
export function guestPageRead(route: GuestRoute): string {
  return route.screen === 'menu'
    ? PUBLIC_ROUTES.menu(encodeURIComponent(route.restaurantId), encodeURIComponent(route.menuId))
    : `${PUBLIC_ROUTES.restaurants}?${new URLSearchParams({ _id: route.restaurantId }).toString()}`;
}

/** The answer to a page's read (null: not found) as the page's data. */
export function guestPageData(route: GuestRoute, answer: unknown): GuestPageData {
  return route.screen === 'menu'
    ? { screen: 'menu', restaurantId: route.restaurantId, page: answer as PublicMenuPage | null }
    : { screen: route.screen, restaurant: (answer as PublicRestaurantList | null)?.docs[0] ?? null };
}

/**
 * What a guest page's address may carry of the guest's allergies: the allergen filter sent without script
 * (`?avoid=egg&avoid=gluten&traces=on&diet=vegan&mode=dim`, the filter form's fields) and a companion's shared
 * passport (`?passport=<code>`, offered before it applies). A page asked with any of them is this guest's own: rendered
 * for them, never kept in the guest cache nor by any shared cache.
 */
export const GUEST_CHOICE_PARAMS = {
  avoid: 'avoid',
  traces: 'traces',
  diet: 'diet',
  mode: 'mode',
  passport: 'passport',
} as const;

/** The address's choices alone, as a query in a fixed order (`GUEST_CHOICE_PARAMS`), or null when it has none. */
export function guestChoices(search: URLSearchParams): string | null {
  const choices = new URLSearchParams();
  for (const name of Object.values(GUEST_CHOICE_PARAMS)) {
    for (const value of search.getAll(name)) choices.append(name, value);
  }
  return choices.size > 0 ? choices.toString() : null;
}

export interface GuestPageRequest {
  route: GuestRoute;
  data: GuestPageData;
  /**
   * The hash of the read's answer `data` is from (its ETag without the encoding's suffix; null: not found): the page
   * hydrates only from that same answer.
   */
  version: string | null;
  /** The page's router path under WEB_BASE_PATH (a subdomain's landing renders its restaurant's path). */
  path: string;
  /** The page's address: its configured origin and the path asked, without the query (canonical links, OpenGraph). */
  url: string;
  language: RestaurantLanguage;
  /** The guest's choices the address carries (`guestChoices`), when it carries any. */
  choices?: string;
  /** The instant the page is rendered at (epoch ms): "opens at 20:00" is written from it, the same in the browser. */
  now: number;
  /** Absolute or root-relative URLs of the hydrating scripts. */
  scripts: string[];
}

/**
 * What the browser finds in the page's data block. Not the page's data: the markup holds everything a guest reads, and
 * the data for hydration (the read's answer, all the menu's languages and ids) comes once the page has loaded, with
 * the script that needs it, so the first paint waits for no byte of it.
 */
export interface GuestPageState {
  route: GuestRoute;
  /** The answer the page was rendered from (`GuestPageRequest.version`). */
  version: string | null;
  path: string;
  language: RestaurantLanguage;
  /** The choices it was rendered with (`GuestPageRequest.choices`): the live page starts from the same. */
  choices?: string;
  now: number;
  /**
   * Until when the page as rendered at `now` reads right (epoch ms): the first instant one of its menus' service may
   * read differently (an opening, a closing, midnight in the restaurant's zone).
   */
  holdsUntil: number;
}

export interface GuestPageRender {
  /** 200, or 404 for an unknown restaurant or menu (a branded page). */
  status: number;
  /** The whole document. */
  html: string;
}

/**
 * What the page's inline script held before the browser entry ran (`window.guestEarlyInput`): the guest's events in
 * order (a press on a button already kept from doing anything), and how to stop holding them.
 */
export interface GuestEarlyInput {
  events: Event[];
  stop(): void;
}

export interface GuestServerBundle {
  /** The carta language a page is rendered in: `requested` (?lang=) if offered, else the browser's, else the first. */
  pageLanguage(
    restaurant: Pick<PublicRestaurant, 'languages'> | null,
    requested: string | null,
    acceptLanguage: readonly string[],
  ): RestaurantLanguage;
  renderGuestPage(request: GuestPageRequest): GuestPageRender;
  /**
   * Content-Security-Policy sources (`'sha256-…'`) of the inline scripts its pages hold, for their `script-src`
   * (absent from bundles built before their pages held any).
   */
  scriptHashes?: readonly string[];
}
