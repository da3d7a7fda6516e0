import { MAX_LENGTH } from './limits';
import type { Cents } from './money';
import type { Paged } from './paging';
import type { Product, RestaurantLanguage, Translated } from './restaurants';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Local wall-clock "HH:MM" in the restaurant's time zone; an end before the start crosses midnight. */
export interface TimeRange {
  start: string;
  end: string;
}

/** Calendar days in the restaurant's time zone, ISO `yyyy-mm-dd`, inclusive: one day is `from === to`. */
export interface DateSpan {
  from: string;
  to: string;
}

/**
 * A day or days that override a menu's weekly schedule (or date range). closed: not served then ("closed 25 Dec").
 * special: served then, within its hours, whatever its weekdays say ("the Christmas menu only 24–26 Dec": a menu
 * with special dates and no weekdays is served only on them). Where a closed and a special span cover the same
 * day, closed wins; the restaurant's closed dates win over both.
 */
export interface MenuException extends DateSpan {
  kind: 'closed' | 'special';
}
export const MENU_EXCEPTION_KINDS = ['closed', 'special'] as const;

/** At most this many exceptions per menu (or closed spans per restaurant), each at most MAX_EXCEPTION_DAYS long. */
export const MAX_EXCEPTIONS = 50;
export const MAX_EXCEPTION_DAYS = 366;

/** When a menu is served: either a date range (ISO dates, inclusive) or single weekdays, within its hours. */
export interface MenuSchedule {
  enabled: boolean;
  unlimitedTime: boolean;
  timeRanges: TimeRange[];
  dateRange: { from: string; to: string } | null;
  days: Weekday[];
  /** Closed and special days overriding `days` and `dateRange` (none when absent). */
  exceptions?: MenuException[];
}

/**
 * available: guests see it now. availableFrom: its date range starts later (`from`).
 * notActive: disabled, or outside its hours now (`from`: its next opening). neverAvailable: it will not open again.
 */
export type MenuAvailability =
  | { state: 'available' }
  | { state: 'availableFrom'; from: string }
  | { state: 'notActive'; from?: string }
  | { state: 'neverAvailable' };

/** What the owner fills in the menu form (create and edit). */
export interface MenuInput extends MenuSchedule {
  name: Translated;
  /** A fixed-price menu costs `price` (integer cents) whatever is chosen. */
  fixedPrice: boolean;
  price: Cents | null;
  /** A fixed-price menu hides its items' own prices from guests unless the owner shows them (default hidden). */
  showItemPrices: boolean;
}

/** PATCH takes any part; the schedule rules are checked on the result. */
export type MenuPatch = Partial<MenuInput>;

export interface Menu extends MenuInput {
  _id: string;
  restaurantId: string;
  /** Banner URL (1000×250 WebP), or null. */
  banner: string | null;
  /** Now, in the restaurant's time zone. */
  availability: MenuAvailability;
  /** Changes when sections are added, removed or reordered: send it back to reorder sections. */
  version: number;
  updatedAt: string;
}

/**
 * POST `copy`: the owner's restaurant the menu is copied into, the menu's own included (its products are copied along
 * into another one, see MenusService). The copy is named `copyName`, disabled, last.
 */
export interface MenuCopyRequest {
  restaurantId: string;
}

/** How each carta language marks a copy's name. */
const COPY_MARK: Record<RestaurantLanguage, string> = {
  es: 'copia',
  gb: 'copy',
  fr: 'copie',
  it: 'copia',
  pt: 'cópia',
  pl: 'kopia',
  jp: 'コピー',
  cn: '副本',
  de: 'Kopie',
};

/** A copy's name, told apart from its menu's in every language: "Menú del día (copia)", within the name's limit. */
export function copyName(name: Translated): Translated {
  return Object.fromEntries(
    Object.entries(name).map(([language, text]) => {
      const mark = ` (${COPY_MARK[language as RestaurantLanguage] ?? COPY_MARK.gb})`;
      return [language, `${(text ?? '').slice(0, MAX_LENGTH.name - mark.length).trimEnd()}${mark}`];
    }),
  );
}

/** The restaurant's menus in their order; `version` guards a reorder. */
export interface MenuList extends Paged<Menu> {
  version: number;
}

/**
 * How many dishes of a course the guest picks, for the fixed price: exactly `count` (choose), at most `count`
 * (chooseUpTo), or `count` of them come with the menu (included: "drink or dessert").
 */
export const COURSE_KINDS = ['choose', 'chooseUpTo', 'included'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

export interface CourseRule {
  kind: CourseKind;
  /** 1 to MAX_COURSE_COUNT. */
  count: number;
}

export const MAX_COURSE_COUNT = 9;

/** A section's price for one of its product's sizes (`sizeId`: the product size's `_id`). */
export interface SizePrice {
  sizeId: string;
  price: Cents;
}

export interface SectionItem {
  _id: string;
  productId: string;
  /** This menu's price for the product (integer cents), or null for the product's own price. */
  price: Cents | null;
  /** This menu's prices for some of the product's sizes; a size not listed keeps its own price. */
  sizePrices: SizePrice[];
  /** In a course: what choosing this dish adds to the fixed price (integer cents, more than 0), or null. */
  supplement: Cents | null;
  product: Product;
}

export interface Section {
  _id: string;
  menuId: string;
  name: Translated;
  /** On a fixed-price menu, the section can be a course with a rule; null: a plain section. */
  course: CourseRule | null;
  banner: string | null;
  items: SectionItem[];
  /** Changes when items are added, removed or reordered: send it back to reorder items. */
  version: number;
}

export interface SectionInput {
  name: Translated;
  /** Only on a fixed-price menu (else 422 ERROR, param `course`); absent: unchanged on PATCH, none on POST. */
  course?: CourseRule | null;
}

export interface SectionItemInput {
  productId: string;
  price: Cents | null;
  /** Each size at most once, and only the product's sizes (else 422 ERROR, param `sizePrices`). */
  sizePrices?: SizePrice[];
  supplement?: Cents | null;
}

/** PATCH of an item: any of its prices (absent: unchanged; null: back to none). */
export type SectionItemPatch = Partial<Omit<SectionItemInput, 'productId'>>;

/** A menu with its sections in order, each with its items in order. */
export interface MenuDetail extends Menu {
  sections: Section[];
}

export interface SectionList extends Paged<Section> {
  version: number;
}

/**
 * Persists a whole order at once: `ids` are every child in the new order, `version` the parent's version when the
 * order was read. A stale version or a different set of ids is 409 STALE_EDIT: nothing is lost, the client reloads.
 */
export interface ReorderRequest {
  ids: string[];
  version: number;
}

export const MENU_ROUTES = {
  menus: (id: string) => `/restaurants/${id}/menus`,
  menusOrder: (id: string) => `/restaurants/${id}/menus/order`,
  menu: (id: string, menuId: string) => `/restaurants/${id}/menus/${menuId}`,
  duplicate: (id: string, menuId: string) => `/restaurants/${id}/menus/${menuId}/duplicate`,
  /**
   * POST {restaurantId}: copies the menu (sections, items, prices; products too into another restaurant) into one of
   * the owner's restaurants, its own included.
   */
  copy: (id: string, menuId: string) => `/restaurants/${id}/menus/${menuId}/copy`,
  menuBanner: (id: string, menuId: string) => `/restaurants/${id}/menus/${menuId}/banner`,
  sections: (id: string, menuId: string) => `/restaurants/${id}/menus/${menuId}/sections`,
  sectionsOrder: (id: string, menuId: string) => `/restaurants/${id}/menus/${menuId}/sections/order`,
  section: (id: string, menuId: string, sectionId: string) =>
    `/restaurants/${id}/menus/${menuId}/sections/${sectionId}`,
  sectionBanner: (id: string, menuId: string, sectionId: string) =>
    `/restaurants/${id}/menus/${menuId}/sections/${sectionId}/banner`,
  items: (id: string, menuId: string, sectionId: string) =>
    `/restaurants/${id}/menus/${menuId}/sections/${sectionId}/items`,
  itemsOrder: (id: string, menuId: string, sectionId: string) =>
    `/restaurants/${id}/menus/${menuId}/sections/${sectionId}/items/order`,
  item: (id: string, menuId: string, sectionId: string, itemId: string) =>
    `/restaurants/${id}/menus/${menuId}/sections/${sectionId}/items/${itemId}`,
} as const;
