import { storage, STORAGE_KEYS } from './storage';
import { APP_VERSION, isNewerVersion } from './version';

export const UPDATE_CHECK_INTERVAL_MS = 120 * 60_000;
const VERSION_URL = '/app/version.json';

let checking = false;

/**
 * After a successful call: when the scheduled time has passed, reload if the server runs a newer version.
 * Failures are ignored (spec §8): the next check simply happens later.
 */
export async function checkForAppUpdate(now = Date.now()): Promise<void> {
  const due = Number(storage.get(STORAGE_KEYS.checkForAppUpdatesAt) ?? 0);
  if (checking || now < due) return;
  checking = true;
  storage.set(STORAGE_KEYS.checkForAppUpdatesAt, String(now + UPDATE_CHECK_INTERVAL_MS));
  try {
    const response = await fetch(VERSION_URL, { cache: 'no-store' });
    const { version } = (await response.json()) as { version?: unknown };
    if (typeof version === 'string' && isNewerVersion(version, APP_VERSION)) window.location.reload();
  } catch {
    // version check failures are silent by design
  } finally {
    checking = false;
  }
}
