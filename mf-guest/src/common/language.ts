import { RESTAURANT_LANGUAGES, languageTag, type RestaurantLanguage, type Translated } from '@carta/contracts';
import { isGuestLocale, type GuestLocale } from '@carta/i18n/guest';

/** The restaurant language a browser language asks for ("en-US" → gb, "ja" → jp), if any. */
function fromBrowser(tag: string): RestaurantLanguage | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  return RESTAURANT_LANGUAGES.find((code) => languageTag(code).split('-')[0] === primary);
}

/**
 * The language a guest reads the carta in: their earlier choice if this restaurant offers it, else the first
 * browser language it offers, else English if it offers it (more guests from abroad read it than the restaurant's own
 * language), else the restaurant's first language.
 */
export function defaultLanguage(
  offered: readonly RestaurantLanguage[],
  browser: readonly string[],
  stored: string | null,
): RestaurantLanguage {
  if (stored && (offered as readonly string[]).includes(stored)) return stored as RestaurantLanguage;
  for (const tag of browser) {
    const language = fromBrowser(tag);
    if (language && offered.includes(language)) return language;
  }
  // A browser that names no language (a crawler) reads the restaurant's own: the pages' x-default.
  if (browser.length > 0 && offered.includes('gb')) return 'gb';
  return offered[0] ?? 'es';
}

/** The interface follows the carta: every restaurant language has its guest texts. */
export function interfaceLocale(language: RestaurantLanguage): GuestLocale {
  const primary = languageTag(language).split('-')[0];
  return isGuestLocale(primary) ? primary : 'en';
}

/** A text as shown: in the guest's language, or (`fallback`) in the language it had to be read in. */
export interface ShownText {
  text: string;
  fallback: RestaurantLanguage | null;
}

/**
 * A translated text in `language`, else in the restaurant's first language, else any text it has: never blank, and
 * never silently in another language (`fallback` names it, so the page can mark it).
 */
export function translate(text: Translated, language: RestaurantLanguage, first: RestaurantLanguage): ShownText {
  if (text[language]) return { text: text[language], fallback: null };
  const other = text[first] ? first : RESTAURANT_LANGUAGES.find((code) => text[code]);
  return other ? { text: text[other] ?? '', fallback: other } : { text: '', fallback: null };
}

/** A language's short code for a badge ("ES", "JA"). */
export function languageCode(language: RestaurantLanguage): string {
  return languageTag(language).split('-')[0].toUpperCase();
}

/**
 * The language's own name for itself ("Español", "English"), to offer it to those who read it; or its name in
 * `reader` ("espagnol" for fr).
 */
export function languageName(language: RestaurantLanguage, reader?: string): string {
  const tag = languageTag(language);
  try {
    const name = new Intl.DisplayNames([reader ?? tag], { type: 'language' }).of(tag.split('-')[0]) ?? tag;
    // Capitalised as a menu entry; inside a sentence, as the reader's language writes it.
    return reader ? name : name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}
