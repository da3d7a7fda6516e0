// The guest page's side of the offline mode: it installs the service worker once the page has loaded, hands it the
// pages reached without loading a document, and learns from it when what is on screen came from its cache.
// Imported by whatever starts the guest page (the single-page app, the server-rendered page's small entry): no React,
// so that entry stays small.
import { GUEST_NAVIGATED_EVENT } from '../navigated';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, isWorkerMessage, type PageMessage } from './protocol';

let asOf: Date | null = null;
const listeners = new Set<() => void>();

function heard(data: unknown): void {
  if (!isWorkerMessage(data)) return;
  const at = new Date(data.asOf);
  // The oldest copy on screen is what the note must own up to.
  if (asOf && asOf <= at) return;
  asOf = at;
  for (const listener of listeners) listener();
}

function tell(message: PageMessage): void {
  navigator.serviceWorker.controller?.postMessage(message);
}

const handedOver = new Set<string>();

/** What this document loaded that the worker has not been handed yet (its first load ran before the worker). */
function newResources(): string[] {
  const urls = [
    ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      // A beacon (insights) is a POST the page sent, nothing to read again.
      .filter((entry) => entry.initiatorType !== 'beacon')
      .map((entry) => entry.name),
    ...alsoKeep,
  ].filter((url) => !handedOver.has(url));
  for (const url of urls) handedOver.add(url);
  return urls;
}

let started = false;
/** Files this page will need that it may not have loaded yet (the server-rendered page's lazy chunk). */
const alsoKeep = new Set<string>();

/**
 * Registers the guest pages' service worker after the page's load (never competing with the first screen), once.
 * `needed`: files to keep for a reload offline besides what the page loaded. Never call it while rendering.
 */
export function registerGuestOffline(needed: readonly string[] = []): void {
  for (const url of needed) alsoKeep.add(new URL(url, window.location.href).toString());
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => heard(event.data));
  const keep = () => {
    if (container.controller) tell({ type: 'carta:keep', page: window.location.href, resources: newResources() });
  };
  window.addEventListener(GUEST_NAVIGATED_EVENT, keep);
  window.addEventListener('popstate', keep);
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => undefined);
    // This document may have come from the worker's cache: ask it.
    tell({ type: 'carta:offline?' });
    // A first visit ran before the worker: once it is active, it keeps this page and what it loaded.
    void container.ready.then((registration) =>
      registration.active?.postMessage({
        type: 'carta:keep',
        page: window.location.href,
        resources: newResources(),
      } satisfies PageMessage),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Calls `listener` when the worker says what is on screen came from its cache. */
export function subscribeOfflineAsOf(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the copy on screen was stored, if the service worker answered it from its cache (the guest is offline). */
export function offlineAsOf(): Date | null {
  return asOf;
}
