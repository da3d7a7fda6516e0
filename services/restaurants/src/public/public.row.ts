import type {
  Allergen,
  CourseRule,
  Currency,
  Diet,
  DateSpan,
  MenuException,
  MapInfo,
  RestaurantLanguage,
  SocialLinks,
  TimeRange,
  Translated,
  Weekday,
} from '@carta/contracts';

import type { SizeRow } from '../products/product.row';
import type { SizePriceRow } from '../sections/section.row';

/** The public columns of a restaurant (no owner, tax id, e-mail, nor when it was created or the owner saved it). */
export interface PublicRestaurantRow {
  id: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  web: string;
  languages: RestaurantLanguage[];
  currency: Currency;
  brandColor: string;
  timeZone: string;
  socialLinks: SocialLinks;
  mapInfo: MapInfo;
  closedDates: DateSpan[];
  logo: string | null;
  cover: string | null;
  /** The subdomain when accepted, else null: what a subdomain lookup may match. */
  acceptedSubDomain: string | null;
  /** When guests' data last changed (an ISO instant, JSON). */
  publicChangedAt: string;
}

/** An enabled menu. */
export interface PublicMenuRow {
  id: string;
  name: Translated;
  fixedPrice: boolean;
  priceCents: number | null;
  showItemPrices: boolean;
  unlimitedTime: boolean;
  timeRanges: TimeRange[];
  /** ISO dates (YYYY-MM-DD) or null. */
  dateFrom: string | null;
  dateTo: string | null;
  days: Weekday[];
  exceptions: MenuException[];
  banner: string | null;
}

export interface PublicSectionRow {
  id: string;
  menuId: string;
  name: Translated;
  course: CourseRule | null;
  banner: string | null;
}

/** A section item of an enabled product, with the product's public fields. */
export interface PublicItemRow {
  id: string;
  sectionId: string;
  /** The section's price, else the product's (integer cents). */
  priceCents: number;
  name: Translated;
  description: Translated;
  allergens: Allergen[];
  traces: Allergen[];
  allergensConfirmed: boolean;
  diets: Diet[];
  spiciness: number;
  /** ISO instants (JSON): sold out since, until (null: further notice); since null when on sale. */
  soldOutSince: string | null;
  soldOutUntil: string | null;
  imageThumb: string | null;
  imageFull: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** The product's sizes as stored, in order. */
  sizes: SizeRow[];
  /** The section's prices for some sizes (maybe of sizes the product no longer has). */
  sizePrices: SizePriceRow[];
  supplementCents: number | null;
}

/**
 * What guests may see of one restaurant, read in one statement (one consistent snapshot); lists in order. Sections
 * and items are those of the one menu read (none when no menu was).
 */
export interface PublicSnapshot {
  restaurant: PublicRestaurantRow;
  menus: PublicMenuRow[];
  sections: PublicSectionRow[];
  items: PublicItemRow[];
}
