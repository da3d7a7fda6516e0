import { create } from 'zustand';
import { DEFAULT_LOCALE, i18n, isLocale, type Locale } from '@carta/i18n';
import { storage, STORAGE_KEYS } from '../storage';
import { useMessages } from './messages';

/** The stored choice, else the browser's language when we speak it, else Spanish. */
export function initialLocale(): Locale {
  const stored = storage.get(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  const browser = globalThis.navigator?.language?.slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
  /** Writes the current locale to localStorage (done on login, as the spec's client does). */
  persist: () => void;
}

export const useLocale = create<LocaleState>()((set, get) => ({
  locale: initialLocale(),
  setLocale: async (locale) => {
    storage.set(STORAGE_KEYS.locale, locale);
    set({ locale });
    useMessages.getState().clear();
    document.documentElement.lang = locale;
    await i18n.changeLanguage(locale);
  },
  persist: () => storage.set(STORAGE_KEYS.locale, get().locale),
}));
