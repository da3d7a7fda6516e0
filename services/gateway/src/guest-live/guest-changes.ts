import { PUBLIC_CHANGED_EVENT, PUBLIC_CHANGES_RETRY_MS } from '@carta/contracts';

/** A comment line every so often, so that no proxy on the way closes a stream that is quiet for long. */
const HEARTBEAT_MS = 25_000;

/** Where a stream's events are written: the guest's HTTP answer itself (no stream in between: bench/guest-live.mjs). */
export interface EventStream {
  write(chunk: string): unknown;
  end(): unknown;
}

export interface GuestLiveLimits {
  /** Streams one address holds on one gateway (an IPv6 client counted by its /64): a full dining room on its Wi-Fi. */
  perAddress: number;
  /** Streams one gateway holds: what its open files and memory allow (`streamsWithin`). */
  maxStreams: number;
  /**
   * A stream ends within this time (between three quarters of it and all of it, so that streams opened together do
   * not all reopen together); the browser opens it again by itself.
   */
  lifetimeMs: number;
}

/** A place held for a stream: its restaurant once open (null while the restaurant is checked). */
interface Place {
  client: string;
  restaurantId: string | null;
  until: number;
}

export type Refusal = 'address' | 'full';

/**
 * The open guest pages' event streams, per restaurant: each change of a restaurant is one small write to each of its
 * streams. A stream holds a place of its address's and of the gateway's from the moment it is asked for (while its
 * restaurant is checked) until it ends. Nothing is kept about a guest beyond the open connection.
 */
export class GuestChanges {
  private readonly places = new Map<EventStream, Place>();
  private readonly byRestaurant = new Map<string, Set<EventStream>>();
  private readonly byClient = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly limits: GuestLiveLimits,
    private readonly now: () => number = Date.now,
  ) {
    // One pass writes the heartbeat and ends the streams past their lifetime: often enough for both.
    this.timer = setInterval(() => this.tick(), Math.min(HEARTBEAT_MS, limits.lifetimeMs / 10)).unref();
  }

  /** Streams open or being opened. */
  get size(): number {
    return this.places.size;
  }

  /** Holds a place for `stream` of `client` (its address, an IPv6 one by its /64), or says which limit refuses it. */
  take(client: string, stream: EventStream): Refusal | null {
    const held = this.byClient.get(client) ?? 0;
    if (held >= this.limits.perAddress) return 'address';
    if (this.places.size >= this.limits.maxStreams) return 'full';
    this.byClient.set(client, held + 1);
    this.places.set(stream, { client, restaurantId: null, until: 0 });
    return null;
  }

  /** The restaurant was found: `stream` (its headers sent) hears its changes from now on, unless it ended meanwhile. */
  open(stream: EventStream, restaurantId: string): void {
    const place = this.places.get(stream);
    if (!place) return void stream.end();
    const id = restaurantId.toLowerCase();
    place.restaurantId = id;
    place.until = this.now() + this.limits.lifetimeMs * (0.75 + Math.random() / 4);
    let streams = this.byRestaurant.get(id);
    if (!streams) this.byRestaurant.set(id, (streams = new Set()));
    streams.add(stream);
    stream.write(`retry: ${PUBLIC_CHANGES_RETRY_MS}\n\n`);
  }

  /** The guest left, the stream's lifetime is over, its restaurant was not found or the gateway closes: its place is free. */
  end(stream: EventStream): void {
    const place = this.places.get(stream);
    if (!place) return;
    this.places.delete(stream);
    const held = this.byClient.get(place.client) ?? 1;
    if (held > 1) this.byClient.set(place.client, held - 1);
    else this.byClient.delete(place.client);
    if (place.restaurantId === null) return;
    const streams = this.byRestaurant.get(place.restaurantId);
    streams?.delete(stream);
    if (!streams?.size) this.byRestaurant.delete(place.restaurantId);
    stream.end();
  }

  /** The restaurant's public data changed; null: any may have (an invalidation was missed). */
  changed(restaurantId: string | null): void {
    if (restaurantId === null) {
      for (const [id, streams] of this.byRestaurant) for (const stream of streams) stream.write(event(id));
      return;
    }
    const id = restaurantId.toLowerCase();
    for (const stream of this.byRestaurant.get(id) ?? []) stream.write(event(id));
  }

  close(): void {
    clearInterval(this.timer);
    for (const stream of [...this.places.keys()]) this.end(stream);
  }

  private tick(): void {
    const now = this.now();
    for (const [stream, place] of this.places) {
      if (place.restaurantId === null) continue;
      if (now >= place.until) this.end(stream);
      else stream.write(':\n\n');
    }
  }
}

function event(restaurantId: string): string {
  return `event: ${PUBLIC_CHANGED_EVENT}\ndata: ${restaurantId}\n\n`;
}
