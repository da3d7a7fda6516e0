import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { PUBLIC_ROUTES, isId } from '@carta/contracts';

const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliDecompress);

export interface EdgeCacheLimits {
  /** Bounds staleness after changes nobody announced (the demo reset): at most the service's own 60 s. */
  ttlMs: number;
  maxEntries: number;
  /** Bodies' bytes in all. */
  maxBytes: number;
  /**
   * After a restaurant is invalidated, its answers are not stored for this long: another replica of the service may
   * hear of the edit a moment after this gateway, and answer from its stale copy meanwhile.
   */
  settleMs: number;
}

export type StoredHeaders = Record<string, string | string[]>;

export interface CachedResponse {
  /** What the service sent, minus the hop-by-hop headers and those the gateway sets per request. */
  headers: StoredHeaders;
  body: Buffer;
  etag: string | undefined;
  restaurantIds: string[];
  expiresAt: number;
}

const MINUTE_MS = 60_000;
/** Invalidations remembered for racing fills; past this, every fill in flight is treated as stale. */
const MAX_TRACKED = 10_000;
const NOT_STORED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
  'content-length',
  'date',
  'x-request-id',
]);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The guests' public reads, the only calls the gateway caches (path after /api, without the query). */
export function isGuestRead(pathname: string): boolean {
  return pathname === PUBLIC_ROUTES.restaurants || pathname.startsWith(`${PUBLIC_ROUTES.restaurants}/`);
}

/**
 * The restaurants a write may change, as the service's own rule reads them: every write names its restaurant by id
 * in the path (`/restaurants/{id}/…`, `/restaurants/subdomainaccept/{id}`). Other ids in the path (menus, products)
 * match no cached restaurant, so taking every UUID is harmless.
 */
export function editedRestaurants(method: string, pathname: string): string[] {
  if (READS.has(method) || !pathname.startsWith('/restaurants/')) return [];
  // The service decodes its path: `%36…` names the same restaurant as `6…`.
  const decoded = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  return pathname
    .split('/')
    .map(decoded)
    .filter((segment) => isId(segment))
    .map((id) => id.toLowerCase());
}

/** The service's rule: a refused write (4xx) changed nothing; a success or a failure (5xx) may have. */
export function writeMayHaveChanged(status: number): boolean {
  return (status >= 200 && status < 300) || status >= 500;
}

/** The variant the service chose depends on the request's Accept-Encoding only (it sends `Vary: Accept-Encoding`). */
export function cacheKey(url: string, acceptEncoding: string | undefined): string {
  return `${url}\n${(acceptEncoding ?? '').toLowerCase().replace(/\s+/g, '')}`;
}

function headerList(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** Only a plain 200 for everyone: no cookie, no variance beyond the encoding, no refusal to be stored. */
export function isCacheable(status: number, headers: Record<string, string | string[] | undefined>): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  if (headerList(headers.vary).some((name) => name !== 'accept-encoding')) return false;
  const cacheControl = headerList(headers['cache-control']);
  return !cacheControl.some((directive) => directive === 'no-store' || directive === 'private');
}

export function storedHeaders(headers: Record<string, string | string[] | undefined>): StoredHeaders {
  const kept: StoredHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_STORED.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  return kept;
}

/** The restaurants a public answer shows: `{docs: [{_id}]}` or a menu page's `{restaurant: {_id}}`. */
export function restaurantIdsOf(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const { docs, restaurant } = value as { docs?: unknown; restaurant?: unknown };
  const holders = [...(Array.isArray(docs) ? docs : []), restaurant];
  return holders.flatMap((holder) => {
    const id = (holder as { _id?: unknown } | null | undefined)?._id;
    return typeof id === 'string' ? [id.toLowerCase()] : [];
  });
}

/** Reads the ids out of a body in whichever encoding the service chose; an unreadable body names nobody. */
export async function restaurantIdsIn(body: Buffer, contentEncoding: string | string[] | undefined): Promise<string[]> {
  const coding = headerList(contentEncoding);
  try {
    let plain = body;
    if (coding.length === 1 && coding[0] === 'br') plain = await brotliAsync(body);
    else if (coding.length === 1 && coding[0] === 'gzip') plain = await gunzipAsync(body);
    else if (coding.length) return [];
    return restaurantIdsOf(JSON.parse(plain.toString('utf8')));
  } catch {
    return [];
  }
}

/**
 * The gateway's copy of guests' public reads, per URL and Accept-Encoding, each entry indexed by the restaurants it
 * shows so an owner's edit drops it (a subdomain-keyed entry too). Fills are ticketed: one that started before an
 * invalidation of a restaurant it shows is served to its own client but never stored.
 */
export class EdgeCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly keysByRestaurant = new Map<string, Set<string>>();
  private bytes = 0;
  /** Bumped by every invalidation; a fill's ticket is its value when the fill began. */
  private sequence = 0;
  private readonly invalidated = new Map<string, { sequence: number; at: number }>();
  private clearedAt = { sequence: 0, at: Number.NEGATIVE_INFINITY };

  constructor(
    private readonly limits: EdgeCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.remove(key);
      return undefined;
    }
    return entry;
  }

  /** Call before asking the service; hand the ticket to `store`. */
  begin(): number {
    return this.sequence;
  }

  /** Keeps the answer unless it raced an invalidation, names no restaurant, or is too big; says whether it did. */
  store(ticket: number, key: string, response: Omit<CachedResponse, 'expiresAt' | 'etag'>): boolean {
    const now = this.now();
    const { restaurantIds, body } = response;
    // An answer naming no restaurant (an unknown id or subdomain) may change with no edit to any cached restaurant.
    if (!restaurantIds.length || body.length > this.limits.maxBytes) return false;
    if (this.stale(this.clearedAt, ticket, now)) return false;
    if (restaurantIds.some((id) => this.stale(this.invalidated.get(id), ticket, now))) return false;
    this.remove(key);
    // Menus' availability changes on the minute: an entry never outlives the minute it was filled in.
    const expiresAt = Math.min(now + this.limits.ttlMs, (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS);
    const etag = response.headers.etag;
    this.entries.set(key, { ...response, etag: Array.isArray(etag) ? etag[0] : etag, expiresAt });
    this.bytes += body.length;
    for (const id of restaurantIds) {
      const keys = this.keysByRestaurant.get(id) ?? new Set<string>();
      keys.add(key);
      this.keysByRestaurant.set(id, keys);
    }
    // Maps keep insertion order: the oldest fill goes first.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** The restaurant changed: drop every entry showing it, and refuse fills that started before now. */
  invalidate(restaurantId: string): void {
    const id = restaurantId.toLowerCase();
    this.sequence += 1;
    if (this.invalidated.size >= MAX_TRACKED) this.clear();
    this.invalidated.delete(id);
    this.invalidated.set(id, { sequence: this.sequence, at: this.now() });
    for (const key of this.keysByRestaurant.get(id) ?? []) this.remove(key);
  }

  /** Invalidations may have been missed (Redis reconnected): forget everything. */
  clear(): void {
    this.sequence += 1;
    this.clearedAt = { sequence: this.sequence, at: this.now() };
    this.invalidated.clear();
    this.entries.clear();
    this.keysByRestaurant.clear();
    this.bytes = 0;
  }

  private stale(mark: { sequence: number; at: number } | undefined, ticket: number, now: number): boolean {
    return mark !== undefined && (mark.sequence > ticket || now - mark.at < this.limits.settleMs);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    for (const id of entry.restaurantIds) {
      const keys = this.keysByRestaurant.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByRestaurant.delete(id);
    }
  }
}
