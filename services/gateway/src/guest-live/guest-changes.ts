import { PassThrough } from 'node:stream';
import { PUBLIC_CHANGED_EVENT, PUBLIC_CHANGES_RETRY_MS } from '@carta/contracts';

/** A comment line every so often, so that no proxy on the way closes a stream that is quiet for long. */
const HEARTBEAT_MS = 25_000;

/**
 * The open guest pages' event streams, per restaurant: each change of a restaurant is one small write to each of its
 * streams. Nothing is kept about a guest beyond the open connection.
 */
export class GuestChanges {
  private readonly streams = new Map<string, Set<PassThrough>>();
  private open = 0;
  private readonly heartbeat: NodeJS.Timeout;

  /** `limit`: streams open at once on this gateway; beyond it a guest page falls back to what it has. */
  constructor(private readonly limit: number) {
    this.heartbeat = setInterval(() => this.writeAll(':\n\n'), HEARTBEAT_MS).unref();
  }

  get size(): number {
    return this.open;
  }

  /** A new stream for `restaurantId`, or null when this gateway already holds its limit. */
  subscribe(restaurantId: string): PassThrough | null {
    if (this.open >= this.limit) return null;
    const id = restaurantId.toLowerCase();
    const stream = new PassThrough();
    let streams = this.streams.get(id);
    if (!streams) this.streams.set(id, (streams = new Set()));
    streams.add(stream);
    this.open += 1;
    stream.write(`retry: ${PUBLIC_CHANGES_RETRY_MS}\n\n`);
    return stream;
  }

  /** The guest left (or the gateway closes): the stream ends and is forgotten. */
  unsubscribe(restaurantId: string, stream: PassThrough): void {
    const id = restaurantId.toLowerCase();
    const streams = this.streams.get(id);
    if (!streams?.delete(stream)) return;
    this.open -= 1;
    if (!streams.size) this.streams.delete(id);
    stream.end();
  }

  /** The restaurant's public data changed; null: any may have (an invalidation was missed). */
  changed(restaurantId: string | null): void {
    if (restaurantId === null) return this.writeAll(null);
    const id = restaurantId.toLowerCase();
    for (const stream of this.streams.get(id) ?? []) stream.write(event(id));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const [id, streams] of this.streams) for (const stream of [...streams]) this.unsubscribe(id, stream);
  }

  private writeAll(line: string | null): void {
    for (const [id, streams] of this.streams) for (const stream of streams) stream.write(line ?? event(id));
  }
}

function event(restaurantId: string): string {
  return `event: ${PUBLIC_CHANGED_EVENT}\ndata: ${restaurantId}\n\n`;
}
