import type { PublicMenu, PublicRestaurant, RestaurantLanguage } from '@carta/contracts';
import { languageTag } from '@carta/contracts';
import { translate } from '../common/language';
import { addressLine } from '../restaurant/components/actions';
import { escapeHtml } from './html';

/** What a rendered guest page says about itself in its `<head>`, and the language of its `<html>`. */
export function pageHead(page: { restaurant: PublicRestaurant; menu?: PublicMenu; language: string; url: URL }): {
  htmlLang: string;
  tags: string;
} {
  const { restaurant, menu } = page;
  const language = page.language as RestaurantLanguage;
  const first = restaurant.languages[0] ?? language;
  const title = menu ? `${translate(menu.name, language, first)} · ${restaurant.name}` : restaurant.name;
  const description = [restaurant.name, addressLine(restaurant)].filter(Boolean).join(' · ');
  return {
    htmlLang: languageTag(language),
    tags: `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}">`,
  };
}
