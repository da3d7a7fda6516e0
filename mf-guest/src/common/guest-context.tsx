import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  formattingLocale,
  RESTAURANT_LANGUAGES,
  type Currency,
  type DecimalPrice,
  type PublicRestaurant,
  type RestaurantLanguage,
  type Translated,
} from '@carta/contracts';
import type { AllergenFilter } from '../menu/allergens';
import { formatDecimalPrice } from './format';
import { defaultLanguage, interfaceLocale, translate, type ShownText } from './language';
import { translator, useTexts, type Translate } from './interface-text';

/** The guest's own choices, kept across screens and reloads. */
export interface Preferences {
  /** The carta language the guest picked, if any (it applies where the restaurant offers it). */
  chosen: string | null;
  choose: (language: RestaurantLanguage) => void;
  filter: AllergenFilter;
  setFilter: (filter: AllergenFilter) => void;
}

/**
 * What a screen says first, above its header, inside the page's look (its colours, light or dark): a companion's
 * shared passport, offered.
 */
export const PageNoticeContext = createContext<ReactNode>(null);

/** A context that must be provided: its hook throws `misuse` where it is not. */
function requiredContext<T>(misuse: string) {
  const context = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(context);
    if (!value) throw new Error(misuse);
    return value;
  };
  return [context, useRequired] as const;
}

export const [PreferencesContext, usePreferences] = requiredContext<Preferences>(
  'usePreferences outside the guest routes',
);

/** One restaurant read in one language: its texts, the interface's and the formats. */
export interface GuestText {
  t: Translate;
  language: RestaurantLanguage;
  /** The carta language's formatting locale (`formattingLocale`: gb → en-GB), for dates, times and prices. */
  tag: string;
  /** A translated text as a string (titles, names of controls). */
  text: (value: Translated) => string;
  /** A translated text and, when it is not in the guest's language, the language it is shown in. */
  shown: (value: Translated) => ShownText;
  price: (value: DecimalPrice) => string;
}

export const [GuestTextContext, useGuestText] = requiredContext<GuestText>('useGuestText outside a restaurant screen');

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** The language a restaurant's screens use for this guest. */
export function languageFor(restaurant: Pick<PublicRestaurant, 'languages'>, chosen: string | null) {
  return defaultLanguage(restaurant.languages, browserLanguages(), chosen);
}

/** The interface language before any restaurant is known (not-found and failure screens, early loading). */
export function guessedLocale(chosen: string | null) {
  return interfaceLocale(defaultLanguage(RESTAURANT_LANGUAGES, browserLanguages(), chosen));
}

/** The restaurant's texts, the interface's and the formats, in the language this guest reads it in. */
export function useRestaurantText(
  restaurant: Pick<PublicRestaurant, 'languages'> & { currency: Currency },
  chosen: string | null,
): GuestText {
  const language = languageFor(restaurant, chosen);
  const locale = interfaceLocale(language);
  const texts = useTexts(locale);
  const first = restaurant.languages[0] ?? language;
  const { currency } = restaurant;
  // One value while nothing it depends on changes: every dish reads it, so a new one re-renders the whole menu.
  return useMemo(() => {
    const tag = formattingLocale(language);
    return {
      t: translator(texts, locale),
      language,
      tag,
      text: (value) => translate(value, language, first).text,
      shown: (value) => translate(value, language, first),
      price: (value) => formatDecimalPrice(value, currency, tag),
    };
  }, [texts, locale, language, first, currency]);
}

/** Interface text only, in the guessed language. */
export function usePlainText(chosen: string | null): Translate {
  const locale = guessedLocale(chosen);
  return translator(useTexts(locale), locale);
}
