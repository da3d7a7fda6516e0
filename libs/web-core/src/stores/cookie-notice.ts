import { create } from 'zustand';
import { storage, STORAGE_KEYS } from '../storage';

interface CookieNoticeState {
  /** This browser has read the notice. */
  seen: boolean;
  dismiss: () => void;
}

/**
 * The cookie notice: CARTA ONLINE sets no cookie and tracks no one (its insights are counted without either), so there
 * is nothing to accept or reject; the notice says so, once. Any value stored counts as read, so those who answered the
 * former consent banner are not asked again.
 */
export const useCookieNotice = create<CookieNoticeState>()((set) => ({
  seen: storage.get(STORAGE_KEYS.cookieConsent) !== null,
  dismiss: () => {
    storage.set(STORAGE_KEYS.cookieConsent, 'seen');
    set({ seen: true });
  },
}));
