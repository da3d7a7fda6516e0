import { API_PREFIX } from '@carta/contracts';

/** A call that failed for another reason than "there is no such thing" (network, server). */
export class LoadError extends Error {
  constructor(readonly status?: number) {
    super(status ? `public call failed with ${status}` : 'public call failed');
  }
}

/** The hash an ETag names, without its encoding's suffix (the gateway's `"<hash>-br"`) or a weak mark. */
function versionOf(etag: string | null): string | null {
  return /^(?:W\/)?"([0-9a-f]+)/i.exec(etag ?? '')?.[1] ?? null;
}

/**
 * GET a public call (no token, so plain fetch rather than the app's HTTP client): its answer, null when it is not
 * found, and the version its ETag names (null: none).
 */
export async function readVersion<T>(
  path: string,
  init?: RequestInit,
): Promise<{ answer: T | null; version: string | null }> {
  let response: Response;
  try {
    // A plain GET, like the `Link: rel=preload` the gateway sends with the page, so the browser reuses that response.
    response = await fetch(`${API_PREFIX}${path}`, init);
  } catch {
    throw new LoadError();
  }
  // An unknown or malformed id is a page that does not exist, for a guest.
  if (response.status === 404 || response.status === 422) return { answer: null, version: null };
  if (!response.ok) throw new LoadError(response.status);
  return { answer: (await response.json()) as T, version: versionOf(response.headers.get('etag')) };
}

/** GET a public call; null when it is not found. */
export async function read<T>(path: string, init?: RequestInit): Promise<T | null> {
  return (await readVersion<T>(path, init)).answer;
}

const requests = new Map<string, Promise<unknown>>();

/** A promise React's `use` reads at once (no suspending): what a server-rendered page hydrates from must be there. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** An answer that came along with another one: asking for it later costs no request. */
export function remember<T>(key: string, value: T): void {
  if (!requests.has(key)) requests.set(key, settled(value));
}

/** Exactly these answers, and no other (a server render: one request's data, never another guest's). */
export function rememberOnly(entries: readonly (readonly [string, unknown])[]): void {
  requests.clear();
  for (const [key, value] of entries) requests.set(key, settled(value));
}

/** One request per thing for the life of the page (screens read it with `use`); a failed one is asked again. */
export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let request = requests.get(key) as Promise<T> | undefined;
  if (!request) {
    request = load();
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/** A newer answer for `key` (the thing changed): screens that read it again get it at once. */
export function replace<T>(key: string, value: T): void {
  requests.set(key, settled(value));
}
