import { useSyncExternalStore } from 'react';
import { DARK_STORAGE_KEY } from './stored-choices';

/** Said on this page when its toggle changes the choice (`storage` events only reach other tabs). */
const CHANGED = 'carta:guest-theme';

function storedDark(): string | null {
  try {
    return localStorage.getItem(DARK_STORAGE_KEY);
  } catch {
    return null;
  }
}

function onChoice(notify: () => void) {
  window.addEventListener('storage', notify);
  window.addEventListener(CHANGED, notify);
  return () => {
    window.removeEventListener('storage', notify);
    window.removeEventListener(CHANGED, notify);
  };
}

const DEVICE_DARK = '(prefers-color-scheme: dark)';

function onDevice(notify: () => void) {
  const media = window.matchMedia(DEVICE_DARK);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
}

export interface Appearance {
  /** `data-theme` of the page's root: the app's choice, or nothing while the device decides. */
  theme: 'dark' | 'light' | undefined;
  dark: boolean;
  toggle: () => void;
}

/**
 * Dark mode follows the device (CSS `prefers-color-scheme`) until the app's toggle is used. A server render knows
 * neither, so the first render (and hydration) reads as nothing chosen; the page's own values follow.
 */
export function useAppearance(): Appearance {
  const stored = useSyncExternalStore(onChoice, storedDark, () => null);
  const deviceDark = useSyncExternalStore(
    onDevice,
    () => window.matchMedia(DEVICE_DARK).matches,
    () => false,
  );
  const theme = stored === 'true' ? 'dark' : stored === 'false' ? 'light' : undefined;
  const dark = theme ? theme === 'dark' : deviceDark;
  const toggle = () => {
    try {
      localStorage.setItem(DARK_STORAGE_KEY, String(!dark));
    } catch {
      // storage disabled: nothing remembers the choice, the device decides
    }
    window.dispatchEvent(new Event(CHANGED));
  };
  return { theme, dark, toggle };
}
