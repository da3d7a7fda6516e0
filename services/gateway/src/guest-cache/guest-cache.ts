import { guestCacheRead } from '../metrics';
import { Representation } from './representation';
import { UnknownAnswers } from './unknown-answers';

export interface GuestCacheLimits {
  /** Fresh for this long: bounds staleness after changes nobody announced (the demo reset). */
  ttlMs: number;
  /** Past its TTL, an entry is still served for this long while one refresh runs (never past its minute). */
  staleWhileRevalidateMs: number;
  /** An entry this young answers when its refill fails (the service is down), even after an invalidation. */
  staleIfErrorMs: number;
  maxEntries: number;
  /** Bodies' bytes in all. */
  maxBytes: number;
  /**
   * An answer showing no restaurant (an unknown id, subdomain or menu) is kept this long, apart, so a flood of the
   * same unknown address reaches the database once per period; any edit of any restaurant drops them all.
   */
  unknownTtlMs: number;
  /** Kept apart from the restaurants' entries: unknown addresses, however many, never evict a real page. */
  maxUnknownEntries: number;
  /** Their bodies' bytes in all (not-found pages are HTML): a flood of random addresses holds this much at most. */
  maxUnknownBytes: number;
}

export type StoredHeaders = Record<string, string | string[]>;

/** What the service answered to a guest read. */
export interface Answer {
  status: number;
  /** Minus the hop-by-hop headers, the encoding's own (the cache negotiates it) and the cache's tags. */
  headers: StoredHeaders;
  body: Buffer;
  /** The restaurants it shows (the service's tags): an edit of any of them drops it. None: never stored. */
  restaurantIds: string[];
  /**
   * A shareable answer showing no restaurant (a 404, an empty list, a not-found page): kept briefly, apart
   * (`unknownTtlMs`).
   */
  unknown: boolean;
}

/** An answer as a guest gets it: a 200 as a representation (ETag, encodings), anything else as the service sent it. */
export interface Served {
  status: number;
  headers: StoredHeaders;
  body: Buffer;
  representation: Representation | null;
  /** The restaurants it shows (`Answer.restaurantIds`): whether a restaurant is there for guests to see. */
  restaurantIds: string[];
}

/** Whether a value is still to come; not `instanceof Promise`, which fails across realms (zlib's promises in Jest). */
export function isPending<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown }).then === 'function';
}

/** The service's answer as it is served. */
export function served(answer: Answer): Served {
  const { status, headers, body, restaurantIds } = answer;
  return { status, headers, body, restaurantIds, representation: status === 200 ? new Representation(body) : null };
}

interface Entry extends Served {
  representation: Representation;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** An edit of a restaurant it shows: never served again, except as the last good copy when the refill fails. */
  invalidated: boolean;
}

const MINUTE_MS = 60_000;
/** An unknown address's answer is an error body, an empty list or a not-found page: anything larger is no such answer. */
const MAX_UNKNOWN_BYTES = 64 * 1024;
/** Invalidations remembered for racing fills; past this, every fill in flight is treated as stale. */
const MAX_TRACKED = 10_000;

/** The service failed (or could not be reached): the kept copy answers instead, if young enough. */
const failed = (status: number) => status >= 500;

/**
 * The one cache of guests' reads: rendered answers (any content type) per key, each indexed by the restaurants it
 * shows so an owner's edit drops it. One fill per key at a time, shared by every guest asking meanwhile; a fill that
 * started before an invalidation of a restaurant it shows is served to its own guests but never kept.
 */
export class GuestCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers showing no restaurant. */
  private readonly unknown: UnknownAnswers;
  private readonly keysByRestaurant = new Map<string, Set<string>>();
  private readonly fills = new Map<string, Promise<Served>>();
  private bytes = 0;
  /** Bumped by every invalidation; a fill's ticket is its value when the fill began. */
  private sequence = 0;
  private readonly invalidated = new Map<string, number>();
  private allInvalidatedAt = 0;
  /** Told of every invalidation (the open guest pages' event streams): a restaurant's id, or null for all. */
  private readonly watchers = new Set<(restaurantId: string | null) => void>();

  constructor(
    private readonly limits: GuestCacheLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.unknown = new UnknownAnswers(
      { ttlMs: limits.unknownTtlMs, maxEntries: limits.maxUnknownEntries, maxBytes: limits.maxUnknownBytes },
      now,
    );
  }

  get size(): number {
    return this.entries.size;
  }

  watch(watcher: (restaurantId: string | null) => void): void {
    this.watchers.add(watcher);
  }

  /**
   * The answer for `key`: kept, or `load`ed (one load per key at a time) and kept when it may be. A kept answer is
   * returned at once, not as a promise: the hot path of every guest.
   */
  read(key: string, load: () => Promise<Answer>): Served | Promise<Served> {
    const now = this.now();
    const unknown = this.unknown.get(key);
    if (unknown) {
      guestCacheRead.hit.inc();
      return unknown;
    }
    const entry = this.entries.get(key);
    if (entry && !entry.invalidated && now < entry.freshUntil) {
      guestCacheRead.hit.inc();
      return entry;
    }
    if (entry && !entry.invalidated && now < entry.staleUntil) {
      guestCacheRead.stale.inc();
      this.fill(key, load).catch(() => undefined);
      return entry;
    }
    guestCacheRead.miss.inc();
    return this.miss(key, load);
  }

  private async miss(key: string, load: () => Promise<Answer>): Promise<Served> {
    try {
      const answer = await this.fill(key, load);
      return (failed(answer.status) && this.lastGood(key)) || answer;
    } catch (error) {
      const last = this.lastGood(key);
      if (last) return last;
      throw error;
    }
  }

  /** The restaurant changed: its entries are never served fresh again, and fills that started before now not kept. */
  invalidate(restaurantId: string): void {
    const id = restaurantId.toLowerCase();
    this.sequence += 1;
    if (this.invalidated.size >= MAX_TRACKED) return this.invalidateAll();
    this.invalidated.delete(id);
    this.invalidated.set(id, this.sequence);
    for (const key of this.keysByRestaurant.get(id) ?? []) this.entries.get(key)!.invalidated = true;
    // The edit may make an unknown address known (a menu enabled, a subdomain accepted): which one is not said.
    this.unknown.clear();
    // Guests arriving from now on must not join a fill that may have read the data before the edit.
    this.fills.clear();
    for (const watcher of this.watchers) watcher(id);
  }

  /** Invalidations may have been missed (Redis reconnected, a write's answer was lost): every entry is suspect. */
  invalidateAll(): void {
    this.sequence += 1;
    this.allInvalidatedAt = this.sequence;
    this.invalidated.clear();
    for (const entry of this.entries.values()) entry.invalidated = true;
    this.unknown.clear();
    this.fills.clear();
    for (const watcher of this.watchers) watcher(null);
  }

  private fill(key: string, load: () => Promise<Answer>): Promise<Served> {
    const running = this.fills.get(key);
    if (running) return running;
    const ticket = this.sequence;
    const fill = load().then((answer) => {
      const fresh = served(answer);
      this.keep(ticket, key, answer, fresh);
      return fresh;
    });
    this.fills.set(key, fill);
    const done = () => {
      if (this.fills.get(key) === fill) this.fills.delete(key);
    };
    fill.then(done, done);
    return fill;
  }

  /** A young enough copy, when the service failed. */
  private lastGood(key: string): Served | null {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.storedAt < this.limits.staleIfErrorMs ? entry : null;
  }

  private keep(ticket: number, key: string, answer: Answer, fresh: Served): void {
    if (failed(answer.status)) return;
    const { restaurantIds, body } = answer;
    if (this.raced(ticket, restaurantIds)) return;
    // The service answered otherwise now (a menu disabled, a restaurant gone): the old copy is no last good one.
    this.remove(key);
    this.unknown.delete(key);
    if (answer.unknown) return this.keepUnknown(ticket, key, fresh);
    // An answer naming no restaurant (an unknown id or subdomain) may change with no edit to any cached restaurant.
    if (!fresh.representation || !restaurantIds.length || body.length > this.limits.maxBytes) return;
    const now = this.now();
    // Menus' availability changes on the minute: an entry is never served past the minute it was filled in.
    const minuteEnd = (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS;
    this.entries.set(key, {
      ...fresh,
      representation: fresh.representation,
      restaurantIds,
      storedAt: now,
      freshUntil: Math.min(now + this.limits.ttlMs, minuteEnd),
      staleUntil: Math.min(now + this.limits.ttlMs + this.limits.staleWhileRevalidateMs, minuteEnd),
      invalidated: false,
    });
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
  }

  private keepUnknown(ticket: number, key: string, fresh: Served): void {
    // Any edit since the fill began may have made this address known.
    if (this.sequence !== ticket || fresh.body.length > MAX_UNKNOWN_BYTES) return;
    this.unknown.set(key, fresh);
  }

  /** Whether the data may have changed since the fill began. */
  private raced(ticket: number, restaurantIds: string[]): boolean {
    if (this.allInvalidatedAt > ticket) return true;
    return restaurantIds.some((id) => (this.invalidated.get(id) ?? 0) > ticket);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.representation.identity.length;
    for (const id of entry.restaurantIds) {
      const keys = this.keysByRestaurant.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByRestaurant.delete(id);
    }
  }
}
