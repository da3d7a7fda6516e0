/**
 * What guests read, with no token: the public restaurant calls (spec §7) and one call per guest menu.
 *
 * Two calls, not one:
 * - `GET /restaurants/public?_id={id}` and `GET /restaurants/public?subDomainEnabled=true&subDomain={sub}` →
 *   `PublicRestaurantList`: the restaurant with its menus' names and availability, a few KB, for the landing page
 *   and the shell's subdomain lookup on the first navigation (it must not pay for every product of every menu).
 * - `GET /restaurants/public/{id}/menus/{menuId}` → `PublicMenuPage`: the restaurant again (name, colour, languages,
 *   currency) and the whole menu (sections, items, prices, images, allergens), so a menu page opened straight from
 *   a QR code or a link renders from this one response: no waterfall.
 * Each response is cached per restaurant, carries a strong ETag and is revalidated (`Cache-Control: public,
 * max-age=0, must-revalidate`): a conditional request answers 304, and an owner's edit shows at the next request.
 *
 * Only public fields: no owner, no tax id (NIF), no e-mail, no subdomain request (only an accepted one), no timestamps
 * or versions.
 * Disabled menus and disabled products never appear. Prices are exact decimal strings ("12.50") in `currency`.
 */
import type { CourseRule, DateSpan, MenuAvailability, MenuSchedule } from './menus';
import type { Currency } from './money';
import type { Allergen, Diet, MapInfo, ProductImage, RestaurantLanguage, SocialLinks, Translated } from './restaurants';

/** "12.50": a price as an exact decimal string (two decimals, dot), in the restaurant's currency. */
export type DecimalPrice = string;

/** An enabled menu as the landing page lists it. */
export interface PublicMenuSummary {
  _id: string;
  name: Translated;
  /** Banner URL (1000×250 WebP), or null. */
  banner: string | null;
  /** A fixed-price menu costs `price` whatever is chosen. */
  fixedPrice: boolean;
  /** The fixed menu price, null when the menu is not fixed-price. */
  price: DecimalPrice | null;
  /** Now, in the restaurant's time zone: `from` is the next opening (ISO instant) when it is not open now. */
  availability: MenuAvailability;
  /** When it is served (wall-clock hours in the restaurant's time zone): the page says so and follows the clock. */
  schedule: PublicSchedule;
}

/** A published menu's schedule (it is enabled, or guests would not see it). */
export type PublicSchedule = Omit<MenuSchedule, 'enabled'>;

export interface PublicRestaurant {
  _id: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  web: string;
  /** Translations are keyed by these; the first is the one always present (the fallback). */
  languages: RestaurantLanguage[];
  currency: Currency;
  /** "#rrggbb". */
  brandColor: string;
  /** IANA zone the menu hours are in, to write "from 13:00" in the restaurant's time. */
  timeZone: string;
  socialLinks: SocialLinks;
  mapInfo: MapInfo;
  /** Days it is closed (today's and later ones): no menu is served then. */
  closedDates: DateSpan[];
  /** Logo URL (WebP, within 256×256), or null. */
  logo: string | null;
  /** Cover photo URL (1200×400 WebP), or null. */
  cover: string | null;
  /**
   * The subdomain an admin accepted (lower case), or null: the restaurant's own address, `{sub}.MAIN_HOST`, where its
   * guest pages are canonical (`guestCanonicalOrigin`). Public already: anyone may open that address.
   */
  subDomain: string | null;
  /**
   * When anything guests see of it last changed (ISO instant, UTC): the restaurant, a menu, a section, a product or an
   * image. The sitemap's `<lastmod>`; a guest's read never moves it.
   */
  publicChangedAt: string;
  /** Enabled menus in the owner's order (also those not open now, with their availability). */
  menus: PublicMenuSummary[];
}

/** `GET /restaurants/public?…`: zero or one restaurant (an unknown id or subdomain gives an empty list). */
export interface PublicRestaurantList {
  docs: PublicRestaurant[];
  totalDocs: number;
}

/** A product as a menu shows it; only enabled products appear. */
export interface PublicMenuItem {
  /** The section item's id: unique within the menu, even when a product is in two sections. */
  _id: string;
  name: Translated;
  description: Translated;
  image: ProductImage | null;
  /** Allergens it contains. */
  allergens: Allergen[];
  /** Allergens it may contain traces of (never one of `allergens`). */
  traces: Allergen[];
  /** False: the owner has not confirmed `allergens` and `traces`, so the dish is never shown as free of any. */
  allergensConfirmed: boolean;
  diets: Diet[];
  /** 0 (not spicy) to MAX_SPICINESS. */
  spiciness: number;
  /** Sold out now (a sold-out day ends at midnight in the restaurant's time zone). */
  soldOut: boolean;
  /** The section's price for it, else the product's; null when a fixed-price menu hides item prices. */
  price: DecimalPrice | null;
  /** Its sizes in the owner's order, each at the section's price for it, else its own (prices hidden like `price`). */
  sizes: PublicSize[];
  /** In a course: what choosing it adds to the fixed price, else null. */
  supplement: DecimalPrice | null;
}

export interface PublicSize {
  name: Translated;
  price: DecimalPrice | null;
}

export interface PublicSection {
  _id: string;
  name: Translated;
  /** On a fixed-price menu: the course's rule ("choose 1"), else null. */
  course: CourseRule | null;
  banner: string | null;
  /** In the owner's order. */
  items: PublicMenuItem[];
}

export interface PublicMenu extends PublicMenuSummary {
  /** In the owner's order. */
  sections: PublicSection[];
}

/** `GET /restaurants/public/{id}/menus/{menuId}`: everything a guest menu page shows. */
export interface PublicMenuPage {
  restaurant: PublicRestaurant;
  menu: PublicMenu;
}

export const PUBLIC_ROUTES = {
  restaurants: '/restaurants/public',
  menu: (id: string, menuId: string) => `/restaurants/public/${id}/menus/${menuId}`,
} as const;

/** The Cache-Control of every public read: any cache may keep it, but must revalidate it (ETag) before reuse. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Guests' reads are cached in one place, the gateway, per restaurant: the restaurants service decides what each answer
 * shows and what each write changes, and says so in these headers (the gateway removes them before answering).
 * `GUEST_CACHE_TAGS_HEADER` on a cacheable answer: the ids of the restaurants it shows, space-separated (any content
 * type: JSON today, rendered HTML tomorrow). `GUEST_CACHE_INVALIDATES_HEADER` on a write's answer: the restaurant it
 * changed, so the gateway that carried the write drops it before the owner's next read.
 */
export const GUEST_CACHE_TAGS_HEADER = 'x-carta-restaurants';
export const GUEST_CACHE_INVALIDATES_HEADER = 'x-carta-invalidates';

/**
 * Redis pub/sub channel on which the restaurants service announces that a restaurant's public data changed, so every
 * gateway replica drops it from its guest cache. Message: the restaurant's id.
 */
export const PUBLIC_INVALIDATION_CHANNEL = 'carta:restaurants:public-invalidate';

/**
 * Public answers carry one strong ETag per encoding of the same data: `"{hash}"`, `"{hash}-gz"`, `"{hash}-br"`
 * (RFC 9110 §8.8.3). `If-None-Match` uses the weak comparison (§13.1.2: `W/` ignored), and a tag of any encoding
 * matches — the gateway's guest cache answers 304 by this one rule.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const dataOf = (tag: string) => /^\s*(?:W\/)?"([^"]*)"\s*$/.exec(tag)?.[1]?.replace(/-(gz|br)$/, '');
  const data = dataOf(etag);
  return data !== undefined && ifNoneMatch.split(',').some((tag) => dataOf(tag) === data);
}
