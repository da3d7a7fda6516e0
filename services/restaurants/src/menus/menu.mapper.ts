import { menuAvailability, type Menu } from '@carta/contracts';
import { imageUrl } from '../products/product.mapper';
import { scheduleOf } from './menu-rules';
import type { MenuRow } from './menu.row';

/** A menu as the API shows it, with its availability at `now` in the restaurant's time zone. */
export function toMenu(row: MenuRow, now: Date, timeZone: string): Menu {
  const schedule = scheduleOf(row);
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    ...schedule,
    fixedPrice: row.fixedPrice,
    price: row.priceCents,
    showItemPrices: row.showItemPrices,
    banner: row.banner ? imageUrl(row.banner) : null,
    availability: menuAvailability(schedule, now, timeZone),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
