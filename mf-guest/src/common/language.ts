import { RESTAURANT_LANGUAGES, languageTag, type RestaurantLanguage, type Translated } from '@carta/contracts';
import { isLocale, type Locale } from '@carta/i18n/guest';

/** The restaurant language a browser language asks for ("en-US" → gb, "ja" → jp), if any. */
function fromBrowser(tag: string): RestaurantLanguage | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  return RESTAURANT_LANGUAGES.find((code) => languageTag(code).split('-')[0] === primary);
}

/**
 * The language a guest reads the carta in: their earlier choice if this restaurant offers it, else the first
 * browser language it offers, else the restaurant's first language.
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
  return offered[0] ?? 'es';
}

/** The interface follows the carta: Spanish for es, English for every other language. */
export function interfaceLocale(language: RestaurantLanguage): Locale {
  const primary = languageTag(language).split('-')[0];
  return isLocale(primary) ? primary : 'en';
}

/** A translated text in `language`, else in the restaurant's first language, else any text it has: never blank. */
export function translate(text: Translated, language: RestaurantLanguage, first: RestaurantLanguage): string {
  return text[language] || text[first] || Object.values(text).find(Boolean) || '';
}

/** The language's own name for itself ("Español", "English"), to offer it to those who read it. */
export function languageName(language: RestaurantLanguage): string {
  const tag = languageTag(language);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split('-')[0]) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}
