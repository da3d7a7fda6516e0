import { PUBLIC_ROUTES, type PublicMenuPage } from '@carta/contracts';
import { once, read } from '../common/public-api';
import { rememberRestaurant } from '../restaurant/api';

export const menuKey = (id: string, menuId: string) => `menu:${id}:${menuId}`;

export function menuRequest(id: string, menuId: string): Promise<PublicMenuPage | null> {
  const path = PUBLIC_ROUTES.menu(encodeURIComponent(id), encodeURIComponent(menuId));
  return once(menuKey(id, menuId), async () => {
    const page = await read<PublicMenuPage>(path);
    if (page) rememberRestaurant(id, page.restaurant);
    return page;
  });
}
