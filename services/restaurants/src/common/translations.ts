import type { RestaurantLanguage, Translated } from '@carta/contracts';

export type TranslationProblem = 'IS_EMPTY' | 'ERROR';

/** Trims every text and drops the empty ones, so "no text" is always a missing key. */
export function cleanTranslated(texts: Translated): Translated {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, (text ?? '').trim()])
      .filter(([, text]) => text),
  );
}

/**
 * Texts of a restaurant's product, menu or section: only in the restaurant's languages (else ERROR); when `required`,
 * a text in its first language (else IS_EMPTY).
 */
export function translationProblem(
  texts: Translated,
  languages: readonly RestaurantLanguage[],
  required: boolean,
): TranslationProblem | null {
  if (Object.keys(texts).some((language) => !languages.includes(language as RestaurantLanguage))) return 'ERROR';
  if (required && !texts[languages[0]]) return 'IS_EMPTY';
  return null;
}
