import type { Product, Restaurant, RestaurantLanguage, Translated } from '@carta/contracts';

/** A translated text in the restaurant's first language, else the first one written. */
export function textIn(texts: Translated, restaurant: Pick<Restaurant, 'languages'>): string {
  return texts[restaurant.languages[0]] ?? Object.values(texts).find(Boolean) ?? '';
}

export function productName(product: Product, restaurant: Pick<Restaurant, 'languages'>): string {
  return textIn(product.name, restaurant);
}

/** What a form sends: only the languages the restaurant writes in, trimmed, without empty texts. */
export function cleanTranslated(text: Translated, languages: readonly RestaurantLanguage[]): Translated {
  return Object.fromEntries(
    languages.map((language) => [language, text[language]?.trim() ?? '']).filter(([, written]) => written),
  );
}

/**
 * The languages that lack one of `texts` while some language has it (a text written nowhere is missing nowhere), as
 * the restaurant's translation completeness counts them.
 */
export function missingLanguages(
  texts: readonly Translated[],
  languages: readonly RestaurantLanguage[],
): Set<RestaurantLanguage> {
  const inUse = texts.filter((text) => Object.values(text).some((written) => written?.trim()));
  return new Set(languages.filter((language) => inUse.some((text) => !text[language]?.trim())));
}
