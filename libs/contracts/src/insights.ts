/**
 * Insights: what guests look at, counted without cookies or personal data (issue 16).
 *
 * Guests' pages send one event per action with `navigator.sendBeacon` to `POST /restaurants/public/{id}/events`
 * (public; body: one `InsightEvent` as JSON text, content type `text/plain`, at most `INSIGHT_EVENT_MAX_BYTES`).
 * The answer is 204, also for a request counted as a bot's (dropped silently); 422 for an unknown kind, field or value;
 * 404 for an unknown restaurant; 429 past the per-address limit. The server keeps only counts per restaurant, hour,
 * kind and dimension value: no address, user agent or identifier. Unique visitors per day are counted with a hash of
 * the address (IPv6: its /64) + one of 8 groups of user agents + a random daily salt (shared by the replicas in Redis,
 * gone when its day ends), kept only as a HyperLogLog's registers: one address is at most 8 visitors a day.
 *
 * A QR placement's scan is recorded on the server only, by its `/q/{code}` redirect (the restaurants service's
 * `InsightsRecorder.record(restaurantId, { kind: 'scan', placement: code }, visitor)`): a page never sends one, so
 * nobody can add scans of a code by posting events; the link counts a visitor's scans once a day, a bot's none, and
 * answers 429 past the same per-address limit.
 *
 * Owners read `GET /restaurants/{id}/insights?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]` (dates in the restaurant's
 * time zone, both included): `RestaurantInsights`, or the same figures as CSV. A count from 1 to
 * `INSIGHTS_MIN_SHOWN - 1` is never shown: it is `{ count: null, few: true }` ("< 5"), so a single guest's actions
 * cannot be picked out.
 */
import type { Allergen, RestaurantLanguage, Translated } from './restaurants';

/** What a guest's page sends. */
export const INSIGHT_EVENT_KINDS = ['menuView', 'dishOpen', 'filter', 'language'] as const;
export type InsightEventKind = (typeof INSIGHT_EVENT_KINDS)[number];

/** One guest action; each kind has exactly its own fields. */
export type InsightEvent =
  | { kind: 'menuView'; menu: string }
  /** `item`: the menu item's `_id` (PublicMenuItem); it is counted for its product, whatever menu shows it. */
  | { kind: 'dishOpen'; item: string }
  /** The allergens the guest chose to leave out (at least one). */
  | { kind: 'filter'; allergens: Allergen[] }
  | { kind: 'language'; language: RestaurantLanguage };

/** The beacon's content type: a string body sent by `navigator.sendBeacon` (needs no CORS preflight). */
export const INSIGHT_EVENT_CONTENT_TYPE = 'text/plain';
export const INSIGHT_EVENT_MAX_BYTES = 1024;

/** Counts below this are shown as "< 5". */
export const INSIGHTS_MIN_SHOWN = 5;
/** The longest date range one read covers. */
export const INSIGHTS_MAX_DAYS = 366;

/** A shown count: `count` null with `few` true means from 1 to INSIGHTS_MIN_SHOWN - 1. */
export interface InsightCount {
  count: number | null;
  few: boolean;
}

export interface InsightDay {
  /** YYYY-MM-DD in the restaurant's time zone; every day of the range is listed, oldest first. */
  date: string;
  menuViews: InsightCount;
  visitors: InsightCount;
}

/** A menu or dish; `name` is null when it has since been deleted. */
export interface InsightItem {
  _id: string;
  name: Translated | null;
  count: InsightCount;
}

export interface RestaurantInsights {
  from: string;
  to: string;
  timeZone: string;
  totals: {
    menuViews: InsightCount;
    visitors: InsightCount;
    dishOpens: InsightCount;
    filters: InsightCount;
    scans: InsightCount;
  };
  days: InsightDay[];
  /** Most viewed first. */
  menus: InsightItem[];
  /** The INSIGHTS_TOP_DISHES most opened. */
  dishes: InsightItem[];
  /** How often each allergen was filtered out, most first. */
  allergens: { allergen: Allergen; count: InsightCount }[];
  languages: { language: RestaurantLanguage; count: InsightCount }[];
  /** Per placement's code, with its name (null for a code no placement of the restaurant has). */
  placements: { placement: string; name: string | null; count: InsightCount }[];
}

export const INSIGHTS_TOP_DISHES = 10;

export const INSIGHTS_ROUTES = {
  events: (id: string) => `/restaurants/public/${id}/events`,
  insights: (id: string) => `/restaurants/${id}/insights`,
} as const;

/** Whether a service's request URL is a guest's event (`INSIGHTS_ROUTES.events` of some restaurant). */
export const isInsightEventsUrl = (url: string): boolean =>
  /^\/restaurants\/public\/[^/?#]+\/events\/?(\?|$)/.test(url);

/** A count as owners see it. */
export function shownCount(count: number): InsightCount {
  return count > 0 && count < INSIGHTS_MIN_SHOWN ? { count: null, few: true } : { count, few: false };
}
