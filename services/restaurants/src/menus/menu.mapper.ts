import { menuAvailability, type DateSpan, type Menu } from '@carta/contracts';
import { imageUrl } from '../products/product.mapper';
import { scheduleOf } from './menu-rules';
import type { MenuRow } from './menu.row';

/** A menu as the API shows it, with its availability at `now` in the restaurant's time zone and closed days. */
export function toMenu(row: MenuRow, now: Date, timeZone: string, closed: readonly DateSpan[]): Menu {
  const schedule = scheduleOf(row);
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    ...schedule,
    exceptions: row.exceptions,
    fixedPrice: row.fixedPrice,
    price: row.priceCents,
    showItemPrices: row.showItemPrices,
    banner: row.banner ? imageUrl(row.banner) : null,
    availability: menuAvailability(schedule, now, timeZone, closed),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
