// The guest page's entry: its texts in every restaurant language, without i18next (the guest page reads them
// directly). es and en are checked with the other namespaces and ship with the page; the seven others exist only
// for guests and load on demand, each its own small chunk, so a Spanish or English guest never downloads them.
import en from './locales/en/guest.json';
import es from './locales/es/guest.json';

export { isLocale, type Locale } from './locales';

/** The guest interface's languages: one per restaurant language, as BCP 47 primary subtags. */
export const GUEST_LOCALES = ['es', 'en', 'fr', 'it', 'pt', 'pl', 'de', 'ja', 'zh'] as const;
export type GuestLocale = (typeof GUEST_LOCALES)[number];

export function isGuestLocale(value: unknown): value is GuestLocale {
  return typeof value === 'string' && (GUEST_LOCALES as readonly string[]).includes(value);
}

/** Keys differ by plural forms only (`_few`, `_many` in Polish; `_other` alone in Japanese). */
export type GuestTexts = { [key: string]: string | GuestTexts };

/** The texts that ship with the page. */
export const GUEST_TEXTS: Partial<Record<GuestLocale, GuestTexts>> = { es, en };

const LOADERS: Record<Exclude<GuestLocale, 'es' | 'en'>, () => Promise<{ default: GuestTexts }>> = {
  fr: () => import(/* webpackChunkName: "guest-text-fr" */ './locales/fr/guest.json'),
  it: () => import(/* webpackChunkName: "guest-text-it" */ './locales/it/guest.json'),
  pt: () => import(/* webpackChunkName: "guest-text-pt" */ './locales/pt/guest.json'),
  pl: () => import(/* webpackChunkName: "guest-text-pl" */ './locales/pl/guest.json'),
  de: () => import(/* webpackChunkName: "guest-text-de" */ './locales/de/guest.json'),
  ja: () => import(/* webpackChunkName: "guest-text-ja" */ './locales/ja/guest.json'),
  zh: () => import(/* webpackChunkName: "guest-text-zh" */ './locales/zh/guest.json'),
};

/** The texts of a language that does not ship with the page. */
export async function loadGuestTexts(locale: GuestLocale): Promise<GuestTexts> {
  const shipped = GUEST_TEXTS[locale];
  if (shipped) return shipped;
  return (await LOADERS[locale as keyof typeof LOADERS]()).default;
}
