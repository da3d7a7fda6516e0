// What the guest page and its service worker say to each other; both sides import it, so they cannot drift.

/** The worker's address: under the guest pages, so its scope (`/app/guest/`) covers them and nothing else. */
export const SERVICE_WORKER_URL = '/app/guest/sw.js';
export const SERVICE_WORKER_SCOPE = '/app/guest/';

/** On a response the worker answered from its cache (the network failed or was too slow): when it was stored. */
export const OFFLINE_AS_OF_HEADER = 'x-carta-offline-as-of';

export type PageMessage =
  /** What did you answer this page from your cache? (answered with an `offline` message when anything) */
  | { type: 'carta:offline?' }
  /**
   * Keep this page for a reload offline: its address (reached by the History API, or loaded before the worker ran)
   * and the files and data it loaded (before the worker ran, none of them went through it).
   */
  | { type: 'carta:keep'; page: string; resources: string[] };

/** The page (or the data it showed) came from the worker's cache, stored at `asOf` (ISO instant). */
export type WorkerMessage = { type: 'carta:offline'; asOf: string };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  const message = data as Partial<WorkerMessage> | null;
  return (
    message?.type === 'carta:offline' && typeof message.asOf === 'string' && !Number.isNaN(Date.parse(message.asOf))
  );
}

export function isPageMessage(data: unknown): data is PageMessage {
  const message = data as Partial<PageMessage> | null;
  if (message?.type === 'carta:offline?') return true;
  if (message?.type !== 'carta:keep') return false;
  const { page, resources } = message as { page?: unknown; resources?: unknown };
  return typeof page === 'string' && Array.isArray(resources) && resources.every((url) => typeof url === 'string');
}
