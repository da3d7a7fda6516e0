// A menu page's stream of its restaurant's changes (the gateway's server-sent events), without React: the
// server-rendered page's small entry opens it before React is there, and the live page takes it over.
import { API_PREFIX, PUBLIC_CHANGED_EVENT, publicChangesPath } from '@carta/contracts';

interface Stream {
  restaurantId: string;
  source: EventSource;
  /** Told of each change, and of a reopening after a break (what changed meanwhile was not heard). */
  heard: () => void;
}

function open(restaurantId: string, heard: () => void): Stream {
  const source = new EventSource(`${API_PREFIX}${publicChangesPath(encodeURIComponent(restaurantId))}`);
  const stream: Stream = { restaurantId, source, heard };
  let opened = false;
  source.addEventListener(PUBLIC_CHANGED_EVENT, () => stream.heard());
  source.addEventListener('open', () => {
    if (opened) stream.heard();
    opened = true;
  });
  return stream;
}

/** The stream the page's entry opened, and whether it heard a change the live page has not been told of. */
let early: { stream: Stream; changed: boolean } | null = null;

/**
 * Opened by the server-rendered page's entry: `onChange` (hydrate the page) at the first change; the live page then
 * takes the stream over with what it heard (`listenToChanges`), so no second stream and no change lost between.
 */
export function listenBeforeLive(restaurantId: string, onChange: () => void): void {
  if (early || typeof EventSource === 'undefined') return;
  const waiting = {
    stream: open(restaurantId, () => {
      waiting.changed = true;
      onChange();
    }),
    changed: false,
  };
  early = waiting;
}

/**
 * Calls `heard` at each change of the restaurant (and after a break in the stream). Takes over the stream the page's
 * entry opened for it, telling at once of a change it heard. Returns what closes the stream.
 */
export function listenToChanges(restaurantId: string, heard: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let stream: Stream;
  if (early?.stream.restaurantId === restaurantId) {
    const { changed } = early;
    stream = early.stream;
    early = null;
    stream.heard = heard;
    if (changed) heard();
  } else {
    stream = open(restaurantId, heard);
  }
  return () => stream.source.close();
}
