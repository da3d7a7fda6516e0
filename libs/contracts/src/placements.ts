import type { InsightCount } from './insights';
import type { Paged } from './paging';

/**
 * Where a restaurant's QR codes stand: a table, the window, a flyer. Each opens the guest page through its own short
 * link (`/q/{code}` on the gateway), which counts the scan; a deleted placement's link still opens the restaurant.
 * Its scans are the insights' (`insight_counts`, kind `scan`), counted once per opening of the link and shown like
 * every insight: from 1 to 4 as "< 5".
 */
export interface Placement {
  _id: string;
  restaurantId: string;
  name: string;
  /** The short link's code: `placementUrl(origin, code)`. */
  code: string;
  /** Scans of its short link, all days. */
  scans: InsightCount;
  /** Scans in the last 7 days (UTC days, today included). */
  scansLast7Days: InsightCount;
  createdAt: string;
}

export type PlacementList = Paged<Placement>;

/** POST one placement, PATCH its name. */
export interface PlacementInput {
  name: string;
}

/** POST many at once: `{prefix: 'Mesa', from: 1, to: 20}` makes "Mesa 1" … "Mesa 20". */
export interface PlacementRangeInput {
  prefix: string;
  from: number;
  to: number;
}

export const PLACEMENT_LIMITS = {
  /** A placement's name, and a range's prefix, in characters. */
  name: 100,
  /** Placements made by one range call. */
  range: 100,
  /** The highest number a range may reach. */
  rangeNumber: 9999,
  /** Live placements per restaurant. */
  perRestaurant: 500,
} as const;

/** A short link's code: lower-case letters and digits without look-alikes (no 0/o, 1/l/i), so it can be typed. */
export const PLACEMENT_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const PLACEMENT_CODE_LENGTH = 8;
export const PLACEMENT_CODE_PATTERN = new RegExp(`^[${PLACEMENT_CODE_ALPHABET}]{${PLACEMENT_CODE_LENGTH}}$`);

/** The short links' path on the gateway (not under /api: a printed code must stay short). */
export const SHORT_LINK_PREFIX = '/q/';

/** The gateway route of a short link, and the restaurants service's. */
export const SHORT_LINK_ROUTE = `${SHORT_LINK_PREFIX}:code`;

/** What a placement's QR code holds: https://carta.example.com/q/abcd2345. */
export function placementUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${SHORT_LINK_PREFIX}${code}`;
}

/** The language of a printed menu: `?lang=gb` (a restaurant language; unset: its first). */
export interface PrintQuery {
  lang?: string;
}

/** The table tents: every live placement, or one (`?placementId=`). */
export interface TentsQuery {
  placementId?: string;
}

/**
 * The most one PDF prints, so the largest renders in seconds, far inside the gateway's 30 s: dishes of a printed menu
 * (422 PRINT_TOO_MANY_DISHES) and table tents, one page each (422 PRINT_TOO_MANY_TENTS); each with `max`.
 */
export const PRINT_LIMITS = {
  dishes: 500,
  tents: 100,
} as const;

export const PLACEMENT_ROUTES = {
  placements: (id: string) => `/restaurants/${id}/placements`,
  range: (id: string) => `/restaurants/${id}/placements/range`,
  placement: (id: string, placementId: string) => `/restaurants/${id}/placements/${placementId}`,
  /** A6 table tents, one page per placement (PDF). */
  tents: (id: string) => `/restaurants/${id}/placements/tents.pdf`,
  /** An A4 printable menu in one language (PDF). */
  menuPrint: (id: string, menuId: string) => `/restaurants/${id}/menus/${menuId}/print.pdf`,
} as const;
