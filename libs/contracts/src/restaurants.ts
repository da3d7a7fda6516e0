import type { Cents, Currency } from './money';

/** Languages a restaurant can write its carta in (spec codes: gb is English, jp Japanese, cn Chinese). */
export const RESTAURANT_LANGUAGES = ['es', 'gb', 'fr', 'it', 'pt', 'pl', 'jp', 'cn', 'de'] as const;
export type RestaurantLanguage = (typeof RESTAURANT_LANGUAGES)[number];

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

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'tiktok', 'tripadvisor', 'youtube', 'web'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export interface MapInfo {
  lat: number;
  lng: number;
  enabled: boolean;
}
export const DEFAULT_MAP_INFO: MapInfo = { lat: 0, lng: 0, enabled: false };
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/** none → (owner requests) pending → (admin) accepted | rejected. */
export const SUBDOMAIN_STATES = ['none', 'pending', 'accepted', 'rejected'] as const;
export type SubdomainState = (typeof SUBDOMAIN_STATES)[number];
/** Letters and digits only (spec rule `subdomain`, error SUB_DOMAIN). */
export const SUBDOMAIN_PATTERN = /^[a-zA-Z0-9]+$/;

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
export type RestaurantPatch = Partial<RestaurantInput> & { socialLinks?: SocialLinks; mapInfo?: MapInfo };

export interface Restaurant extends RestaurantInput {
  _id: string;
  socialLinks: SocialLinks;
  mapInfo: MapInfo;
  /** The requested or accepted subdomain, '' when none. */
  subDomain: string;
  subDomainEnabled: boolean;
  subDomainState: SubdomainState;
  createdAt: string;
  updatedAt: string;
}

export interface SubdomainRequest {
  subDomain: string;
}

/** The most characters of the reason an admin gives for rejecting or withdrawing a subdomain. */
export const SUBDOMAIN_REASON_MAX = 500;

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

export interface ProductInput {
  name: Translated;
  description: Translated;
  /** Integer cents in the restaurant's currency. */
  price: Cents;
  allergens: Allergen[];
  enabled: boolean;
}

export interface Product extends ProductInput {
  _id: string;
  restaurantId: string;
  image: ProductImage | null;
  updatedAt: string;
}

/** Images: JPEG, PNG or WebP by content, at most this many bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

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
  products: (id: string) => `/restaurants/${id}/products`,
  product: (id: string, productId: string) => `/restaurants/${id}/products/${productId}`,
  productImage: (id: string, productId: string) => `/restaurants/${id}/products/${productId}/image`,
  /** Public, content-addressed, cached for a year. */
  image: (file: string) => `/restaurants/images/${file}`,
} as const;
