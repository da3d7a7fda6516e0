// The guest texts the offline page needs, in every language, for the guest pages' service worker: a worker cannot load
// a language's chunk once installed, and needs only these few words of each.
import de from './locales/de/guest.json';
import en from './locales/en/guest.json';
import es from './locales/es/guest.json';
import fr from './locales/fr/guest.json';
import it from './locales/it/guest.json';
import ja from './locales/ja/guest.json';
import pl from './locales/pl/guest.json';
import pt from './locales/pt/guest.json';
import zh from './locales/zh/guest.json';
import type { GuestLocale } from './guest';

export type GuestOfflineTexts = typeof en.offline;

export const GUEST_OFFLINE_TEXTS: Record<GuestLocale, GuestOfflineTexts> = {
  es: es.offline,
  en: en.offline,
  fr: fr.offline,
  it: it.offline,
  pt: pt.offline,
  pl: pl.offline,
  de: de.offline,
  ja: ja.offline,
  zh: zh.offline,
};
