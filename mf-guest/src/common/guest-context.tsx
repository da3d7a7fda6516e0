import { createContext, useContext } from 'react';
import {
  languageTag,
  RESTAURANT_LANGUAGES,
  type Currency,
  type DecimalPrice,
  type PublicRestaurant,
  type RestaurantLanguage,
  type Translated,
} from '@carta/contracts';
import type { AllergenFilter } from '../menu/allergens';
import { formatDecimalPrice } from './format';
import { defaultLanguage, interfaceLocale, translate } from './language';
import { textFor, translator, type Translate } from './interface-text';

/** The guest's own choices, kept across screens and reloads. */
export interface Preferences {
  /** The carta language the guest picked, if any (it applies where the restaurant offers it). */
  chosen: string | null;
  choose: (language: RestaurantLanguage) => void;
  filter: AllergenFilter;
  setFilter: (filter: AllergenFilter) => void;
}

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
  /** BCP 47 tag of the carta language, for dates and prices. */
  tag: string;
  text: (value: Translated) => string;
  price: (value: DecimalPrice) => string;
}

/**
 * The instant a server-rendered page was written at, while it hydrates (null after: the live clock), so the browser's
 * first render says "opens at 20:00" exactly as the HTML does.
 */
export const RenderedAtContext = createContext<number | null>(null);

/** Now, for what a guest reads about time (menus' availability). */
export function useNow(): Date {
  const renderedAt = useContext(RenderedAtContext);
  return renderedAt === null ? new Date() : new Date(renderedAt);
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
  const t = translator(textFor(locale), locale);
  const tag = languageTag(language);
  const first = restaurant.languages[0] ?? language;
  return {
    t,
    language,
    tag,
    text: (value) => translate(value, language, first),
    price: (value) => formatDecimalPrice(value, restaurant.currency, tag),
  };
}

/** Interface text only, in the guessed language. */
export function usePlainText(chosen: string | null): Translate {
  const locale = guessedLocale(chosen);
  return translator(textFor(locale), locale);
}
