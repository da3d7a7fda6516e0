// The page's one inline script, last in the body: it fetches the browser entry (page.ts) only once the page has
// painted, so neither the entry's download nor its run comes before a guest reads the menu (a deferred script in the
// head was fetched at once and ran before the first paint of a small page). Until the entry runs, it holds what the
// guest does: each event, in order, for the entry to take over, and a press on a button, which would otherwise be lost.
// Inline, so it costs no request; the gateway allows it by its hash (Content-Security-Policy), never `unsafe-inline`.
import { createHash } from 'node:crypto';
import { GUEST_PAGE_ROOT_ID, type GuestEarlyInput } from '@carta/contracts';
import { escapeHtml } from './html';

/** The events the entry listens to before the page is live (page.ts: intents and inputs). */
const HELD_EVENTS = ['click', 'input', 'change', 'pointerdown', 'touchstart', 'keydown', 'focusin'];

/**
 * Runs in the browser as the script's text (`String(hold)`): it may use nothing from this module, only its arguments,
 * and only syntax every browser the page serves reads as it is; no comment inside, as each would be sent with every
 * page. A press on a button is kept from doing anything (a button does nothing without script): the entry presses it
 * again once the page is live. The entry is fetched once the browser reports the first contentful paint (a frame
 * drawn is not yet one shown; a hidden tab paints, and so fetches it, once shown), or without paint timing in the task
 * after the first frame; inserted scripts run as they arrive unless `async` is off, so these run in order.
 */
function hold(rootId: string, types: string[]): void {
  const script = document.currentScript as HTMLScriptElement;
  const events: Event[] = [];
  const options = { capture: true };
  const listener = (event: Event) => {
    events.push(event);
    const target = event.target as Element | null;
    if (event.type === 'click' && target?.closest?.(`#${rootId} button`)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  for (const type of types) window.addEventListener(type, listener, options);
  const early: GuestEarlyInput = {
    events,
    stop: () => {
      for (const type of types) window.removeEventListener(type, listener, options);
    },
  };
  (window as unknown as { guestEarlyInput: GuestEarlyInput }).guestEarlyInput = early;
  const fetchEntry = () => {
    for (const src of (script.dataset.scripts ?? '').split(' ').filter(Boolean)) {
      const entry = document.createElement('script');
      entry.src = src;
      entry.async = false;
      document.body.appendChild(entry);
    }
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(fetchEntry);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(fetchEntry));
  }
}

const SOURCE = `(${String(hold)})(${JSON.stringify(GUEST_PAGE_ROOT_ID)},${JSON.stringify(HELD_EVENTS)})`;

/** The script's hash as a Content-Security-Policy source: the same for every page of this build. */
export const BOOTSTRAP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`;

/** The `<script>` element that fetches `scripts` (URLs, in order) once the page has painted. */
export function bootstrapScript(scripts: string[]): string {
  return `<script data-scripts="${escapeHtml(scripts.join(' '))}">${SOURCE}</script>`;
}
