/** localStorage that never throws (private mode, disabled storage, or no window in tests). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage full or disabled: the app still works for this visit
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // as above
    }
  },
};

/** The localStorage keys of spec §3, in one place. */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  tokenExpiration: 'tokenExpiration',
  locale: 'locale',
  dark: 'dark',
  checkForAppUpdatesAt: 'checkForAppUpdatesAt',
  cookieConsent: 'cookieConsent',
} as const;
