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
import type { PublicMenuPage, PublicRestaurant } from './public';
import type { RestaurantLanguage } from './restaurants';

/** Where the server manifest lies, relative to the remote's federation manifest. */
export const GUEST_SERVER_MANIFEST = 'server/manifest.json';

/** The id of the `<script type="application/json">` that carries a rendered page's data to the browser. */
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

/** What a guest page shows, read through the public API (null: not found). */
export type GuestPageData =
  | { screen: 'restaurant' | 'menus'; restaurant: PublicRestaurant | null }
  | { screen: 'menu'; restaurantId: string; page: PublicMenuPage | null };

export interface GuestPageRequest {
  data: GuestPageData;
  /** The page's router path under WEB_BASE_PATH (a subdomain's landing renders its restaurant's path). */
  path: string;
  /** The address the guest asked for (canonical links, OpenGraph). */
  url: string;
  language: RestaurantLanguage;
  /** The instant the page is rendered at (epoch ms): "opens at 20:00" is written from it, the same in the browser. */
  now: number;
  /** Absolute or root-relative URLs of the hydrating scripts. */
  scripts: string[];
}

/** What the browser finds in the page's data block to hydrate the same tree. */
export interface GuestPageState {
  data: GuestPageData;
  path: string;
  language: RestaurantLanguage;
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
