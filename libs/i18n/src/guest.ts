// The guest page's entry: its texts and the locale names, without i18next (the guest page reads them directly).
import en from './locales/en/guest.json';
import es from './locales/es/guest.json';
import type { Locale } from './locales';

export { isLocale, type Locale } from './locales';

export const GUEST_TEXTS: Record<Locale, typeof en> = { en, es };
