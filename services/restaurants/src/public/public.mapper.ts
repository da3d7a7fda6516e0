import {
  DEFAULT_MAP_INFO,
  guestMapPoint,
  menuAvailabilities,
  priceText,
  upcomingSpans,
  type MenuAvailability,
  type ProductImage,
  type PublicMenu,
  type PublicMenuItem,
  type PublicMenuSummary,
  type PublicRestaurant,
  type PublicSection,
  type PublicSize,
} from '@carta/contracts';
import { scheduleOf } from '../menus/menu-rules';
import { imageUrl, isSoldOut } from '../products/product.mapper';
import type { PublicItemRow, PublicMenuRow, PublicSnapshot } from './public.row';

/** Each enabled menu's availability at `now` (the restaurant's closed days too), in the snapshot's menu order. */
export function availabilitiesAt(snapshot: PublicSnapshot, now: Date): MenuAvailability[] {
  const { timeZone, closedDates } = snapshot.restaurant;
  const schedules = snapshot.menus.map((menu) => scheduleOf({ ...menu, enabled: true }));
  return menuAvailabilities(schedules, now, timeZone, closedDates ?? []);
}

function summaryOf(
  menu: PublicMenuRow,
  availability: MenuAvailability,
  now: Date,
  timeZone: string,
): PublicMenuSummary {
  const { unlimitedTime, timeRanges, dateRange, days, exceptions = [] } = scheduleOf(menu);
  return {
    _id: menu.id,
    name: menu.name,
    banner: menu.banner ? imageUrl(menu.banner) : null,
    fixedPrice: menu.fixedPrice,
    price: menu.fixedPrice && menu.priceCents !== null ? priceText(menu.priceCents) : null,
    availability,
    // Spans already over say nothing to guests; the page is cached only until the next minute.
    schedule: { unlimitedTime, timeRanges, dateRange, days, exceptions: upcomingSpans(exceptions, now, timeZone) },
  };
}

function imageOf(item: PublicItemRow): ProductImage | null {
  if (!item.imageThumb || !item.imageFull) return null;
  return {
    thumb: imageUrl(item.imageThumb),
    full: imageUrl(item.imageFull),
    width: item.imageWidth ?? 0,
    height: item.imageHeight ?? 0,
  };
}

const instant = (iso: string | null) => (iso === null ? null : new Date(iso));

/** Each size at the section's price for it, else its own. */
function sizesOf(item: PublicItemRow, hidePrice: boolean): PublicSize[] {
  const override = new Map(item.sizePrices.map((size) => [size.sizeId, size.priceCents]));
  return item.sizes.map((size) => ({
    name: size.name,
    price: hidePrice ? null : priceText(override.get(size.id) ?? size.priceCents),
  }));
}

/** `inCourse`: the item is a choice of a course, where a supplement means something. */
function itemOf(item: PublicItemRow, hidePrice: boolean, inCourse: boolean, now: Date): PublicMenuItem {
  return {
    _id: item.id,
    name: item.name,
    description: item.description,
    image: imageOf(item),
    allergens: item.allergens,
    traces: item.traces,
    allergensConfirmed: item.allergensConfirmed,
    diets: item.diets,
    spiciness: item.spiciness,
    soldOut: isSoldOut(instant(item.soldOutSince), instant(item.soldOutUntil), now),
    price: hidePrice ? null : priceText(item.priceCents),
    sizes: sizesOf(item, hidePrice),
    supplement: inCourse && item.supplementCents ? priceText(item.supplementCents) : null,
  };
}

/** The restaurant as the landing page shows it at `now`; `availabilities` from `availabilitiesAt`. */
export function toPublicRestaurant(
  snapshot: PublicSnapshot,
  availabilities: MenuAvailability[],
  now: Date,
): PublicRestaurant {
  const r = snapshot.restaurant;
  return {
    _id: r.id,
    name: r.name,
    address: r.address,
    postalCode: r.postalCode,
    city: r.city,
    phone: r.phone,
    web: r.web,
    languages: r.languages,
    currency: r.currency,
    brandColor: r.brandColor,
    timeZone: r.timeZone,
    socialLinks: r.socialLinks,
    // The owner's point stays private while 'how to arrive' is off, and 0,0 (no point chosen) is never shown.
    mapInfo: guestMapPoint(r.mapInfo) ? r.mapInfo : DEFAULT_MAP_INFO,
    closedDates: upcomingSpans(r.closedDates ?? [], now, r.timeZone),
    logo: r.logo ? imageUrl(r.logo) : null,
    cover: r.cover ? imageUrl(r.cover) : null,
    subDomain: r.acceptedSubDomain ? r.acceptedSubDomain.toLowerCase() : null,
    publicChangedAt: new Date(r.publicChangedAt).toISOString(),
    menus: snapshot.menus.map((menu, i) => summaryOf(menu, availabilities[i], now, r.timeZone)),
  };
}

/**
 * One enabled menu with its sections and enabled products (sold out or not at `now`), or null when the snapshot has
 * no such menu.
 */
export function toPublicMenu(
  snapshot: PublicSnapshot,
  availabilities: MenuAvailability[],
  menuId: string,
  now: Date,
): PublicMenu | null {
  const index = snapshot.menus.findIndex((menu) => menu.id === menuId);
  if (index < 0) return null;
  const menu = snapshot.menus[index];
  const hidePrices = menu.fixedPrice && !menu.showItemPrices;
  const sections: PublicSection[] = snapshot.sections
    .filter((section) => section.menuId === menuId)
    .map((section) => {
      // Courses belong to fixed-price menus: a menu no longer fixed-price shows plain sections.
      const course = menu.fixedPrice ? section.course : null;
      return {
        _id: section.id,
        name: section.name,
        course,
        banner: section.banner ? imageUrl(section.banner) : null,
        items: snapshot.items
          .filter((item) => item.sectionId === section.id)
          .map((item) => itemOf(item, hidePrices, course !== null, now)),
      };
    });
  return { ...summaryOf(menu, availabilities[index], now, snapshot.restaurant.timeZone), sections };
}
