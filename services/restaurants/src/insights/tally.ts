import { createHash, randomBytes } from 'node:crypto';

/** What one flush adds to `insight_counts`. */
export interface CountRow {
  restaurantId: string;
  hour: Date;
  kind: string;
  dimension: string;
  count: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

/**
 * Unique visitors per restaurant and UTC day, without storing anyone: a visitor is a hash of address, user agent and a
 * random salt that exists only in this process's memory and is replaced, with the set of hashes seen, when the day
 * changes. At most `capacity` visitors a day are told apart (memory stays bounded); past it nobody counts as new.
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
    const day = Math.floor(at.getTime() / DAY_MS);
    if (day !== this.day) {
      this.day = day;
      this.salt = this.random();
      this.seen = new Set();
    }
    const hash = createHash('sha256')
      .update(this.salt)
      .update(`${restaurantId}\n${address}\n${userAgent}`)
      .digest('base64url')
      .slice(0, 22);
    if (this.seen.has(hash) || this.seen.size >= this.capacity) return false;
    this.seen.add(hash);
    return true;
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
