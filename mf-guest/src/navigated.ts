import { WEB_BASE_PATH } from '@carta/contracts';

/** Said on `window` when the guest page moves to another screen with the History API (no document loaded). */
export const GUEST_NAVIGATED_EVENT = 'carta:guest-navigated';

/** The current address as a router path (relative to /app). */
export function currentPath(): string {
  const { pathname } = window.location;
  return pathname.startsWith(WEB_BASE_PATH) ? pathname.slice(WEB_BASE_PATH.length) || '/' : pathname;
}
