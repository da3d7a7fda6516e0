import { createHash, randomBytes } from 'node:crypto';

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

/** A visitor's hash for one restaurant and day: meaningless once the day's salt is gone. */
export function visitorHash(salt: string | Buffer, restaurantId: string, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(salt)
    .update(`${restaurantId}\n${address}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Unique visitors per restaurant and UTC day told apart by this process alone (no Redis, or Redis away): hashes kept
 * in memory only and forgotten, with this process's own random salt, when the day changes. At most `capacity` visitors
 * a day are told apart (memory stays bounded); past it nobody counts as new.
 */
export class DailyVisitors {
  private day = -1;
  private salt: Buffer = Buffer.alloc(0);
  private seen = new Set<string>();

  constructor(
    private readonly capacity = 1_000_000,
    private readonly random: () => Buffer = () => randomBytes(32),
  ) {}

  /** True the first time this address and user agent reach this restaurant today. */
  isNew(restaurantId: string, address: string, userAgent: string, at: Date): boolean {
    this.rotate(at);
    return this.isNewHash(visitorHash(this.salt, restaurantId, address, userAgent), at);
  }

  /** True the first time this hash (made with a salt of `at`'s day) is seen today. */
  isNewHash(hash: string, at: Date): boolean {
    this.rotate(at);
    if (this.seen.has(hash) || this.seen.size >= this.capacity) return false;
    this.seen.add(hash);
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

/** A fixed allowance of events per client per minute, in memory (events are cheap; a shared store is not needed). */
export class PerMinuteLimit {
  private minute = -1;
  private used = new Map<string, number>();

  constructor(private readonly perMinute: number) {}

  allow(client: string, at: Date): boolean {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.used = new Map();
    }
    const used = (this.used.get(client) ?? 0) + 1;
    this.used.set(client, used);
    return used <= this.perMinute;
  }
}

/** User agents of crawlers, previews, monitors and scripts: their requests are no guests'. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|monitor|pingdom|uptime|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|scrapy|httpclient|libwww|phantomjs|puppeteer|playwright|selenium/i;

export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_AGENT.test(userAgent);
}
