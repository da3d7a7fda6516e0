import { PUBLIC_ROUTES, type PublicMenuPage } from '@carta/contracts';
import { once, read, replace } from '../common/public-api';
import { rememberRestaurant } from '../restaurant/api';

export const menuKey = (id: string, menuId: string) => `menu:${id}:${menuId}`;

const menuPath = (id: string, menuId: string) => PUBLIC_ROUTES.menu(encodeURIComponent(id), encodeURIComponent(menuId));

export function menuRequest(id: string, menuId: string): Promise<PublicMenuPage | null> {
  const path = menuPath(id, menuId);
  return once(menuKey(id, menuId), async () => {
    const page = await read<PublicMenuPage>(path);
    if (page) rememberRestaurant(id, page.restaurant);
    return page;
  });
}

/** Reads the menu again (the restaurant changed: revalidated, never the copy the browser has) for its screen. */
export async function refreshMenu(id: string, menuId: string): Promise<void> {
  const page = await read<PublicMenuPage>(menuPath(id, menuId), { cache: 'no-cache' });
  if (page) replace(menuKey(id, menuId), page);
}
