// What a guest page says about itself in its <head>, for search engines and link previews: written on the server
// with the page's HTML. Pure: the page's data in, escaped markup out.
import './texts';
import { escapeHtml, jsonInScript } from './html';
import {
  guestCanonicalOrigin,
  guestMapPoint,
  formattingLocale,
  guestPageUrl,
  languageTag,
  webPath,
  type Allergen,
  type Diet,
  type PublicMenu,
  type PublicMenuItem,
  type PublicRestaurant,
  type RestaurantLanguage,
  type Translated,
} from '@carta/contracts';
import { textFor, translator } from '../common/interface-text';
import { interfaceLocale, translate } from '../common/language';

export interface GuestPage {
  restaurant: PublicRestaurant;
  /** The menu on show; none on the restaurant's landing and menus screens. */
  menu?: PublicMenu;
  /** The carta language the page is rendered in (a restaurant language code). */
  language: string;
  /** The page's absolute address as the guest asked for it. */
  url: URL;
}

export interface PageHead {
  /** The `<html lang>` value (BCP 47). */
  htmlLang: string;
  /** Escaped markup for inside `<head>`. */
  tags: string;
}

/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;
/** The cover photo's size (the restaurants service makes it 1200×400). */
const COVER = { width: 1200, height: 400 };
const DIET = 'https://schema.org/GlutenFreeDiet';
const ALLERGEN_FREE_DIETS: Partial<Record<Allergen, string>> = { gluten: DIET };
const TAGGED_DIETS: Record<Exclude<Diet, 'alcohol'>, string> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  halal: 'https://schema.org/HalalDiet',
};

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** OpenGraph names a locale, with an underscore (`en_GB`). */
function ogLocale(language: RestaurantLanguage): string {
  return formattingLocale(language).replace('-', '_');
}

/** A URL the page names (an image, a link), absolute; null for anything but http(s) (no base: absolute only). */
function absolute(url: string | null | undefined, base?: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The diets a dish suits, as schema.org names them, only where its data says so: the owner's diet tags, and gluten-free
 * for a dish whose allergens the owner declared and confirmed (EU rule: all 14 or none) with neither gluten nor traces
 * of it. A dish with no allergen declared, or not confirmed, says nothing about gluten.
 */
export function dietsOf(item: Pick<PublicMenuItem, 'allergens' | 'traces' | 'allergensConfirmed' | 'diets'>): string[] {
  const tagged = item.diets.flatMap((diet) => (diet === 'alcohol' ? [] : [TAGGED_DIETS[diet]]));
  if (!item.allergens.length || !item.allergensConfirmed) return tagged;
  const free = Object.entries(ALLERGEN_FREE_DIETS)
    .filter(([allergen]) => ![...item.allergens, ...item.traces].includes(allergen as Allergen))
    .map(([, diet]) => diet as string);
  return [...tagged, ...free];
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  ) as T;
}

/** The tags of the page: title, description, canonical and language alternates, link previews, JSON-LD. */
export function pageHead(page: GuestPage): PageHead {
  const { restaurant, menu, url } = page;
  const offered = restaurant.languages;
  const first = offered[0] ?? 'es';
  const language = (offered as readonly string[]).includes(page.language)
    ? (page.language as RestaurantLanguage)
    : first;
  const text = (value: Translated) => translate(value, language, first).text;
  const locale = interfaceLocale(language);
  const t = translator(textFor(locale), locale);

  const route = menu
    ? webPath('guestRestaurantMenuView', { restaurantId: restaurant._id, id: menu._id })
    : webPath(/\/menus\/?$/.test(url.pathname) ? 'guestRestaurantMenus' : 'guestRestaurant', {
        restaurantId: restaurant._id,
      });
  const origin = guestCanonicalOrigin(restaurant.subDomain, url);
  const canonical = guestPageUrl(origin, route, language);
  const landing = webPath('guestRestaurant', { restaurantId: restaurant._id });

  const where = restaurant.city ? `, ${restaurant.city}` : '';
  const sections = menu?.sections.map((section) => text(section.name)).filter(Boolean) ?? [];
  const name = menu ? `${text(menu.name)} · ${restaurant.name}` : restaurant.name;
  const title = t('documentTitle', { name });
  const description = shorten(
    menu && sections.length
      ? t('seo.menuDescription', { menu: text(menu.name), name: restaurant.name, where, sections: sections.join(', ') })
      : t('seo.restaurantDescription', { name: restaurant.name, where }),
    DESCRIPTION_MAX,
  );
  const cover = absolute(restaurant.cover, url.origin);

  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : ''} href="${escapeHtml(href)}">`;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    link('canonical', canonical),
    ...offered.map((code) => link('alternate', guestPageUrl(origin, route, code), languageTag(code))),
    link('alternate', guestPageUrl(origin, route), 'x-default'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', restaurant.name),
    meta('property', 'og:title', name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', ogLocale(language)),
    ...offered
      .filter((code) => code !== language)
      .map((code) => meta('property', 'og:locale:alternate', ogLocale(code))),
    ...(cover
      ? [
          meta('property', 'og:image', cover),
          meta('property', 'og:image:width', String(COVER.width)),
          meta('property', 'og:image:height', String(COVER.height)),
          meta('property', 'og:image:alt', restaurant.name),
        ]
      : []),
    meta('name', 'twitter:card', cover ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', name),
    meta('name', 'twitter:description', description),
    ...(cover ? [meta('name', 'twitter:image', cover), meta('name', 'twitter:image:alt', restaurant.name)] : []),
    `<script type="application/ld+json">${jsonInScript(
      structuredData(page.restaurant, menu, { language, text, origin, landing, base: url.origin }),
    )}</script>`,
  ];
  return { htmlLang: languageTag(language), tags: tags.join('\n') };
}

interface Reading {
  language: RestaurantLanguage;
  text: (value: Translated) => string;
  /** Canonical origin of the restaurant's pages. */
  origin: string;
  /** The restaurant's landing route. */
  landing: string;
  /** What images are resolved against (the origin asked). */
  base: string;
}

function offer(price: string | null, currency: string) {
  return price === null ? undefined : { '@type': 'Offer', price, priceCurrency: currency };
}

/** One offer per size when the dish has sizes (each named), else the dish's one price. */
function itemOffers(item: PublicMenuItem, currency: string, text: Reading['text']) {
  if (item.sizes.length === 0) return offer(item.price, currency);
  const offers = item.sizes.flatMap((size) => {
    const one = offer(size.price, currency);
    return one ? [{ ...one, name: text(size.name) }] : [];
  });
  return offers.length > 0 ? offers : undefined;
}

function menuItem(item: PublicMenuItem, currency: string, { text, base }: Reading) {
  return withoutEmpty({
    '@type': 'MenuItem',
    name: text(item.name),
    description: text(item.description),
    image: absolute(item.image?.full, base),
    offers: itemOffers(item, currency, text),
    suitableForDiet: dietsOf(item),
  });
}

/** schema.org: the Restaurant, its menus, and on a menu's page that menu whole (sections, dishes, prices). */
export function structuredData(
  restaurant: PublicRestaurant,
  menu: PublicMenu | undefined,
  reading: Reading,
): Record<string, unknown> {
  const { language, text, origin, landing, base } = reading;
  const menuUrl = (id: string) =>
    guestPageUrl(origin, webPath('guestRestaurantMenuView', { restaurantId: restaurant._id, id }), language);
  const restaurantUrl = guestPageUrl(origin, landing, language);
  const menus = menu
    ? [
        withoutEmpty({
          '@type': 'Menu',
          name: text(menu.name),
          url: menuUrl(menu._id),
          inLanguage: languageTag(language),
          image: absolute(menu.banner, base),
          offers: offer(menu.price, restaurant.currency),
          hasMenuSection: menu.sections.map((section) =>
            withoutEmpty({
              '@type': 'MenuSection',
              name: text(section.name),
              image: absolute(section.banner, base),
              hasMenuItem: section.items.map((item) => menuItem(item, restaurant.currency, reading)),
            }),
          ),
        }),
      ]
    : restaurant.menus.map((summary) =>
        withoutEmpty({
          '@type': 'Menu',
          name: text(summary.name),
          url: menuUrl(summary._id),
          offers: offer(summary.price, restaurant.currency),
        }),
      );
  const cover = absolute(restaurant.cover, base);
  const logo = absolute(restaurant.logo, base);
  const point = guestMapPoint(restaurant.mapInfo);
  const geo = point ? { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng } : undefined;
  // The owner's own website and social pages, when written as full addresses.
  const sameAs = [restaurant.web, ...Object.values(restaurant.socialLinks)]
    .map((href) => absolute(href))
    .filter((href) => href !== null);
  const address = withoutEmpty({
    streetAddress: restaurant.address,
    postalCode: restaurant.postalCode,
    addressLocality: restaurant.city,
  });
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${guestPageUrl(origin, landing)}#restaurant`,
    name: restaurant.name,
    url: restaurantUrl,
    telephone: restaurant.phone,
    image: [cover, logo].filter((image) => image !== null),
    logo,
    address: Object.keys(address).length ? { '@type': 'PostalAddress', ...address } : undefined,
    geo,
    sameAs,
    currenciesAccepted: restaurant.currency,
    // Closed days, as schema.org writes them: opening and closing at midnight on those dates.
    specialOpeningHoursSpecification: restaurant.closedDates.map(({ from, to }) => ({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: from,
      validThrough: to,
    })),
    hasMenu: menu ? menus[0] : menus,
  });
}
