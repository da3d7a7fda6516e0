import { RESTAURANT_LANGUAGES, webPath, type MissingTranslation, type RestaurantLanguage } from '@carta/contracts';

/**
 * Query parameters of a link that opens an editor on one language's tab: `language`, and on the products page the
 * `product` to edit, on a menu's page the `section` to edit.
 */
export const EDIT_PARAMS = { language: 'language', product: 'product', section: 'section' } as const;

/** Where the owner writes a missing text: the editor of its product, menu or section, open on `language`'s tab. */
export function missingTextPath(restaurantId: string, text: MissingTranslation, language: RestaurantLanguage): string {
  const query = new URLSearchParams({ [EDIT_PARAMS.language]: language });
  if (text.kind === 'product') {
    query.set(EDIT_PARAMS.product, text._id);
    return `${webPath('itemsView', { restaurantId })}?${query}`;
  }
  const menu = { restaurantId, id: text.menuId ?? '' };
  if (text.kind === 'menu') return `${webPath('menuEdit', menu)}?${query}`;
  query.set(EDIT_PARAMS.section, text._id);
  return `${webPath('menuView', menu)}?${query}`;
}

/** The language a link asked for, if the restaurant writes in it. */
export function languageAsked(
  query: URLSearchParams,
  languages: readonly RestaurantLanguage[],
): RestaurantLanguage | undefined {
  const asked = query.get(EDIT_PARAMS.language);
  return languages.find((language) => language === asked && RESTAURANT_LANGUAGES.includes(language));
}

/** Share of a language's texts written, rounded down so only a complete language shows 100 %. */
export function completeness({ texts, written }: { texts: number; written: number }): number {
  return texts === 0 ? 100 : Math.floor((written * 100) / texts);
}
