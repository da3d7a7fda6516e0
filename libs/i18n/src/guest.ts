// The guest page's entry: its texts in every restaurant language, without i18next (the guest page reads them
// directly). es and en are checked with the other namespaces; the seven others only exist for guests.
import de from './locales/de/guest.json';
import en from './locales/en/guest.json';
import es from './locales/es/guest.json';
import fr from './locales/fr/guest.json';
import it from './locales/it/guest.json';
import ja from './locales/ja/guest.json';
import pl from './locales/pl/guest.json';
import pt from './locales/pt/guest.json';
import zh from './locales/zh/guest.json';

export { isLocale, type Locale } from './locales';

/** The guest interface's languages: one per restaurant language, as BCP 47 primary subtags. */
export const GUEST_LOCALES = ['es', 'en', 'fr', 'it', 'pt', 'pl', 'de', 'ja', 'zh'] as const;
export type GuestLocale = (typeof GUEST_LOCALES)[number];

export function isGuestLocale(value: unknown): value is GuestLocale {
  return typeof value === 'string' && (GUEST_LOCALES as readonly string[]).includes(value);
}

type Bundle = { [key: string]: string | Bundle };

export const GUEST_TEXTS: Record<GuestLocale, Bundle> = { es, en, fr, it, pt, pl, de, ja, zh };
