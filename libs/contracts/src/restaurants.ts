import type { DateSpan } from './menus';
import type { Cents, Currency } from './money';
import type { Paged } from './paging';

/** Languages a restaurant can write its carta in (spec codes: gb is English, jp Japanese, cn Chinese). */
export const RESTAURANT_LANGUAGES = ['es', 'gb', 'fr', 'it', 'pt', 'pl', 'jp', 'cn', 'de'] as const;
export type RestaurantLanguage = (typeof RESTAURANT_LANGUAGES)[number];

/**
 * BCP 47 tags of the restaurant language codes (the spec's codes are country-like: gb, jp, cn), for `lang` and
 * `hreflang`: a language, not a region (a carta in English is for every English reader).
 */
const LANGUAGE_TAGS: Record<RestaurantLanguage, string> = {
  es: 'es',
  gb: 'en',
  fr: 'fr',
  it: 'it',
  pt: 'pt',
  pl: 'pl',
  jp: 'ja',
  cn: 'zh',
  de: 'de',
};

export function languageTag(language: RestaurantLanguage): string {
  return LANGUAGE_TAGS[language];
}

/** Where a language's formats differ by region, the one a carta in it uses (gb: "€1,234.05", "13:00", "7 March"). */
const FORMATTING_LOCALES: Partial<Record<RestaurantLanguage, string>> = { gb: 'en-GB' };

/** The locale prices, days and times are formatted in for a carta language (`Intl`), never a `lang` attribute. */
export function formattingLocale(language: RestaurantLanguage): string {
  return FORMATTING_LOCALES[language] ?? LANGUAGE_TAGS[language];
}

/** Text per restaurant language; the restaurant's first language is always present. */
export type Translated = Partial<Record<RestaurantLanguage, string>>;

export const ALLERGENS = [
  'celery',
  'crustaceans',
  'dairyProducts',
  'egg',
  'fish',
  'gluten',
  'lupins',
  'mollusks',
  'mustard',
  'peanuts',
  'peelFruits',
  'sesameGrains',
  'soy',
  'sulfurDioxideSulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Diet tags an owner can put on a product ('alcohol': it contains alcohol). */
export const DIETS = ['vegetarian', 'vegan', 'halal', 'alcohol'] as const;
export type Diet = (typeof DIETS)[number];

/** Spiciness runs from 0 (not spicy) to this. */
export const MAX_SPICINESS = 3;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'tiktok', 'tripadvisor', 'youtube', 'web'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export interface MapInfo {
  lat: number;
  lng: number;
  enabled: boolean;
}
export const DEFAULT_MAP_INFO: MapInfo = { lat: 0, lng: 0, enabled: false };

/**
 * A point someone chose: 0,0 is where every restaurant starts (DEFAULT_MAP_INFO), "no point yet", never a place to
 * send guests to (it lies in the Gulf of Guinea). The service refuses "how to arrive" without one (422
 * MAP_POINT_MISSING, param `mapInfo.lat`), the owner's form says so first, and guests are never shown it.
 */
export function isMapPoint(point: { lat: number; lng: number }): boolean {
  return point.lat !== 0 || point.lng !== 0;
}

/** What guests are shown: the point when "how to arrive" is on and a point was chosen; else none. */
export function guestMapPoint(mapInfo: MapInfo): { lat: number; lng: number } | null {
  return mapInfo.enabled && isMapPoint(mapInfo) ? { lat: mapInfo.lat, lng: mapInfo.lng } : null;
}
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/**
 * none → (owner requests) pending → (admin) accepted | rejected; accepted → (admin) withdrawn. A rejected or withdrawn
 * restaurant may ask again (pending).
 */
export const SUBDOMAIN_STATES = ['none', 'pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type SubdomainState = (typeof SUBDOMAIN_STATES)[number];
/**
 * A hostname's label (spec rule `subdomain`, error SUB_DOMAIN): letters and digits, hyphens inside (casa-pepe), never
 * first nor last; at most 63 characters (isSubdomainName).
 */
export const SUBDOMAIN_PATTERN = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/;

/** The whole rule, as the owner's form and the service check it. */
export function isSubdomainName(name: string): boolean {
  return name.length <= 63 && SUBDOMAIN_PATTERN.test(name);
}

/** What the owner fills in the wizard (create and edit). */
export interface RestaurantInput {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** Tax id (NIF). The spec calls it UUID. */
  uuid: string;
  phone: string;
  web: string;
  email: string;
  languages: RestaurantLanguage[];
  currency: Currency;
  brandColor: string;
  timeZone: string;
}

/** PATCH /restaurants/{id} takes any part of the input, social links or map info. */
export type RestaurantPatch = Partial<RestaurantInput> & {
  socialLinks?: SocialLinks;
  mapInfo?: MapInfo;
  closedDates?: DateSpan[];
};

export interface Restaurant extends RestaurantInput {
  _id: string;
  socialLinks: SocialLinks;
  mapInfo: MapInfo;
  /** Days the restaurant is closed ("25 Dec", "1–15 Aug"): no menu is served on them, whatever its schedule. */
  closedDates: DateSpan[];
  /** The requested or accepted subdomain, '' when none. */
  subDomain: string;
  subDomainEnabled: boolean;
  subDomainState: SubdomainState;
  /** Rejected or withdrawn: the admin's reason, as the owner was mailed it (null otherwise, and for older decisions). */
  subDomainReason: string | null;
  /** Logo URL (WebP, within 256×256), or null. */
  logo: string | null;
  /** Cover photo URL (1200×400 WebP), or null. */
  cover: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The restaurant's images, each set by PUT (multipart field `image`) and removed by DELETE on its route. */
export const RESTAURANT_IMAGES = ['logo', 'cover'] as const;
export type RestaurantImage = (typeof RESTAURANT_IMAGES)[number];

export interface SubdomainRequest {
  subDomain: string;
}

/**
 * PATCH `subdomainReject`: why, in the admin's words; mailed to the owner. Withdrawing an accepted subdomain stops
 * its printed QR codes and links, so it is never done without one (422 IS_EMPTY / TOO_LONG, param `reason`).
 */
export interface SubdomainRejection {
  reason: string;
}

/**
 * Days a released subdomain (an accepted one withdrawn by an admin, renamed or left by a deleted restaurant) stays
 * reserved for its old restaurant, so QR codes printed with it never open another restaurant's menu. Another
 * restaurant asking for it meanwhile is 409 SUB_DOMAIN_HELD; the old one may ask for it again; an admin may release
 * it early (DELETE `subdomainHold`).
 */
export const SUBDOMAIN_HOLD_DAYS = 90;

export interface SubdomainHold {
  subDomain: string;
  /** The restaurant it was released by (it may have been deleted since). */
  restaurantId: string;
  heldUntil: string;
}

export interface ContactMessageInput {
  name: string;
  message: string;
}

export interface ContactMessage extends ContactMessageInput {
  _id: string;
  restaurantId: string;
  createdAt: string;
}

/** URLs are site-absolute (`/api/restaurants/images/{file}`), ready for an `<img src>`. */
export interface ProductImage {
  /** Small WebP for tables and lists (160 px wide at most). */
  thumb: string;
  /** Full-width WebP for the guest page (1000 px wide at most). */
  full: string;
  /** Size of the full image, to reserve its box before it loads. */
  width: number;
  height: number;
}

/**
 * One size or variant of a product (tapa / media ración / ración; small / large), with its own price. `_id` is kept
 * across edits (send it back to keep the size, and any menu's price for it); a size sent without one is new.
 */
export interface ProductSize {
  _id?: string;
  name: Translated;
  /** Integer cents in the restaurant's currency. */
  price: Cents;
}

/** At most this many sizes per product. */
export const MAX_PRODUCT_SIZES = 6;

export interface ProductInput {
  name: Translated;
  description: Translated;
  /**
   * Integer cents in the restaurant's currency. A product with sizes is priced by them: none is asked for, and the
   * service keeps its lowest size's here (what the product costs from; lists show `priceRange`).
   */
  price: Cents;
  /** Allergens it contains. */
  allergens: Allergen[];
  /** Allergens it may contain traces of; never one of `allergens` (422 ALLERGEN_TRACES_OVERLAP, param `traces`). */
  traces: Allergen[];
  /**
   * The owner checked `allergens` and `traces`; until then guests never see the product as free of any allergen. An
   * edit that changes either list without sending `allergensConfirmed` leaves them unconfirmed.
   */
  allergensConfirmed: boolean;
  diets: Diet[];
  /** 0 (not spicy) to MAX_SPICINESS. */
  spiciness: number;
  enabled: boolean;
  /** In the owner's order; none: the product has one size, at `price`. */
  sizes: ProductSize[];
}

/** What a product costs: from its lowest size's price to its highest, or its one price when it has no sizes. */
export function priceRange(product: { price: Cents; sizes: readonly { price: Cents }[] }): { min: Cents; max: Cents } {
  if (!product.sizes.length) return { min: product.price, max: product.price };
  const prices = product.sizes.map((size) => size.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A sold-out product: until the end of the restaurant's day (ISO instant, its time zone) or, null, further notice. */
export interface SoldOut {
  until: string | null;
}

/** PUT `productSoldOut`: sold out until the end of the restaurant's local day, or until the owner says otherwise. */
export const SOLD_OUT_UNTIL = ['endOfDay', 'furtherNotice'] as const;
export interface SoldOutInput {
  until: (typeof SOLD_OUT_UNTIL)[number];
}
/** A stored size always has its id. */
export type StoredProductSize = Required<ProductSize>;

export interface Product extends ProductInput {
  _id: string;
  sizes: StoredProductSize[];
  restaurantId: string;
  image: ProductImage | null;
  /** Null when on sale (also once a sold-out day has ended). */
  soldOut: SoldOut | null;
  updatedAt: string;
}

/**
 * GET `products` (`?allergensConfirmed=false` lists only the products whose allergens are not confirmed), with the
 * restaurant's count of those whatever the filter, so the owner sees how many remain.
 */
export interface ProductList extends Paged<Product> {
  unconfirmedAllergens: number;
}

/** A text of a product, menu or section that is written in some language but not in the one it is missing from. */
export interface MissingTranslation {
  kind: 'product' | 'menu' | 'section';
  /** The product's, menu's or section's id. */
  _id: string;
  /** The menu itself, or the section's menu; null for a product. */
  menuId: string | null;
  field: 'name' | 'description';
  /** What the owner knows it by: the product's, menu's or section's name. */
  name: Translated;
}

/** At most this many missing texts are listed per language (the counts cover every one). */
export const MISSING_TRANSLATIONS_SHOWN = 100;

/** How complete one of the restaurant's languages is. */
export interface LanguageCompleteness {
  language: RestaurantLanguage;
  /**
   * Texts of the restaurant's products (name, description), menus and sections (names) written in some language;
   * `written` of them in this one.
   */
  texts: number;
  written: number;
  /** The first MISSING_TRANSLATIONS_SHOWN missing texts: products by name, then menus and their sections in order. */
  missing: MissingTranslation[];
}

/** GET /restaurants/{id}/translations: the restaurant's languages in its order, its default language first. */
export interface TranslationStatus {
  languages: LanguageCompleteness[];
}

/** Images: JPEG, PNG or WebP by content, at most this many bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Width ÷ height of a product photo: the owner crops to it, the guest's menu shows every thumbnail in it. */
export const PRODUCT_PHOTO_ASPECT = 4 / 3;

export const RESTAURANT_ROUTES = {
  list: '/restaurants',
  one: (id: string) => `/restaurants/${id}`,
  all: '/restaurants/all',
  public: '/restaurants/public',
  subdomainRequest: (id: string) => `/restaurants/subdomainrequest/${id}`,
  subdomainAccept: (id: string) => `/restaurants/subdomainaccept/${id}`,
  subdomainReject: (id: string) => `/restaurants/subdomainreject/${id}`,
  /** DELETE (admin): releases a held subdomain before its grace period ends. */
  subdomainHold: (subDomain: string) => `/restaurants/subdomainholds/${subDomain}`,
  contact: (id: string) => `/restaurants/${id}/contact`,
  /**
   * GET ?at={ISO instant} (its owner, or an admin): the restaurant as guests would read it at that instant
   * (`PublicRestaurant`), for the owner's preview. Never cached for guests: it is not a public read.
   */
  preview: (id: string) => `/restaurants/${id}/preview`,
  /** How complete each of the restaurant's languages is (TranslationStatus). */
  translations: (id: string) => `/restaurants/${id}/translations`,
  products: (id: string) => `/restaurants/${id}/products`,
  product: (id: string, productId: string) => `/restaurants/${id}/products/${productId}`,
  productImage: (id: string, productId: string) => `/restaurants/${id}/products/${productId}/image`,
  /** PUT (SoldOutInput) marks the product sold out, DELETE puts it back on sale. */
  productSoldOut: (id: string, productId: string) => `/restaurants/${id}/products/${productId}/soldout`,
  /** PUT (multipart `image`) or DELETE the restaurant's logo or cover. */
  restaurantImage: (id: string, kind: string) => `/restaurants/${id}/${kind}`,
  /** Public, content-addressed, cached for a year. */
  image: (file: string) => `/restaurants/images/${file}`,
  /** GET ?q= (signed in): an address's point, through the configured geocoder (GEOCODER_URL). */
  geocode: '/restaurants/geocode',
} as const;

/**
 * GET /restaurants/geocode?q=: the best match; 404 NOT_FOUND when none, 502 GEOCODER_UNAVAILABLE when it cannot ask,
 * 404 GEOCODER_NOT_CONFIGURED without GEOCODER_URL.
 */
export interface GeocodeResult {
  lat: number;
  lng: number;
  /** The place as the geocoder names it. */
  label: string;
}

/** Longest address the geocoder is asked about. */
export const MAX_GEOCODE_QUERY = 200;

/**
 * Where a map opens when the address cannot be looked up: the centre of each reference city (admin's
 * 100_reference_cities), keyed by its name without accents, lower-cased (`cityCentre` finds it).
 */
const CITY_CENTRES: Record<string, { lat: number; lng: number }> = {
  madrid: { lat: 40.4168, lng: -3.7038 },
  barcelona: { lat: 41.3874, lng: 2.1686 },
  valencia: { lat: 39.4699, lng: -0.3763 },
  sevilla: { lat: 37.3891, lng: -5.9845 },
  zaragoza: { lat: 41.6488, lng: -0.8891 },
  malaga: { lat: 36.7213, lng: -4.4214 },
  bilbao: { lat: 43.263, lng: -2.935 },
};

/** Spain's middle, for a city we hold no centre for. */
export const COUNTRY_CENTRE = { lat: 40.2, lng: -3.7 };

/** The centre of a reference city, whatever its case or accents; null for any other. */
export function cityCentre(city: string): { lat: number; lng: number } | null {
  const key = city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  return CITY_CENTRES[key] ?? null;
}
