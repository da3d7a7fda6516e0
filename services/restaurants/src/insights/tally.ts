import { createHash, randomBytes } from 'node:crypto';
import { rateLimitClient } from '@carta/nest-core';

/** What one flush adds to `insight_counts`. */
export interface CountRow {
  restaurantId: string;
  hour: Date;
  kind: string;
  dimension: string;
  count: number;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Counts in memory between flushes, per restaurant, UTC hour, kind and dimension value. */
export class InsightsTally {
  private counts = new Map<string, CountRow>();

  add(restaurantId: string, at: Date, kind: string, dimension: string, count = 1): void {
    const hour = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    const key = `${restaurantId}|${hour}|${kind}|${dimension}`;
    const row = this.counts.get(key);
    if (row) row.count += count;
    else this.counts.set(key, { restaurantId, hour: new Date(hour), kind, dimension, count });
  }

  /** Everything counted so far, and an empty tally. */
  drain(): CountRow[] {
    const rows = [...this.counts.values()];
    this.counts = new Map();
    return rows;
  }

  /** Puts back rows a failed flush could not write, to be written with the next. */
  restore(rows: CountRow[]): void {
    for (const row of rows) this.add(row.restaurantId, row.hour, row.kind, row.dimension, row.count);
  }

  get size(): number {
    return this.counts.size;
  }
}

/** Who sent an event, only to tell today's unique visitors apart (never stored). */
export interface Visitor {
  address: string;
  userAgent: string;
}

/** Visitors one address makes at most in a restaurant's day: how many groups its user agents fall in. */
export const VISITORS_PER_ADDRESS = 8;

/**
 * A visitor's hash for one restaurant and day, meaningless once the day's salt is gone. It is made of the address (an
 * IPv6 client by its /64, as the rate limits count it) and the group its user agent falls in, not the agent itself:
 * guests behind one address (a restaurant's Wi-Fi) with different phones still count apart, two of them as one
 * 1 time in VISITORS_PER_ADDRESS, while a client rotating its user agent is VISITORS_PER_ADDRESS visitors a day.
 */
export function visitorHash(salt: string | Buffer, restaurantId: string, { address, userAgent }: Visitor): string {
  const group = createHash('sha256').update(userAgent).digest()[0] % VISITORS_PER_ADDRESS;
  return createHash('sha256')
    .update(salt)
    .update(`${restaurantId}\n${rateLimitClient(address)}\n${group}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * What visitors count once a day, per restaurant and UTC day, told apart by this process alone (no Redis, or Redis
 * away): hashes kept in memory only and forgotten, with this process's own random salt, when the day changes. `what`
 * names the count (the visitor, or their scan of one placement). At most `capacity` a day are told apart (memory stays
 * bounded); past it nothing counts as new.
 */
export class DailyVisitors {
  private day = -1;
  private salt: Buffer = Buffer.alloc(0);
  private seen = new Set<string>();

  constructor(
    private readonly capacity = 1_000_000,
    private readonly random: () => Buffer = () => randomBytes(32),
  ) {}

  /** True the first time this visitor counts `what` at this restaurant today. */
  isNew(restaurantId: string, visitor: Visitor, what: string, at: Date): boolean {
    this.rotate(at);
    return this.isNewHash(visitorHash(this.salt, restaurantId, visitor), what, at);
  }

  /** True the first time this hash (made with a salt of `at`'s day) counts `what` today. */
  isNewHash(hash: string, what: string, at: Date): boolean {
    this.rotate(at);
    const key = `${what}\n${hash}`;
    if (this.seen.has(key) || this.seen.size >= this.capacity) return false;
    this.seen.add(key);
    return true;
  }

  private rotate(at: Date): void {
    const day = Math.floor(at.getTime() / DAY_MS);
    if (day === this.day) return;
    this.day = day;
    this.salt = this.random();
    this.seen = new Set();
  }
}

/** User agents of crawlers, previews, monitors and scripts: their requests are no guests'. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|monitor|pingdom|uptime|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|scrapy|httpclient|libwww|phantomjs|puppeteer|playwright|selenium/i;

export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_AGENT.test(userAgent);
}
