import { use } from 'react';
import { RestaurantFrame } from '../../restaurant/components/frame';
import { menuRequest } from '../api';
import { MenuNotFound } from '../components/menu-not-found';
import { MenuView } from '../components/menu-view';

/** guestRestaurantMenuView: one menu, whole, from one call. */
export function MenuPage({ restaurantId, menuId }: { restaurantId: string; menuId: string }) {
  const page = use(menuRequest(restaurantId, menuId));
  if (!page) return <MenuNotFound restaurantId={restaurantId} />;
  return (
    <RestaurantFrame restaurant={page.restaurant} heading={page.menu.name} back>
      <MenuView menu={page.menu} timeZone={page.restaurant.timeZone} closed={page.restaurant.closedDates} />
    </RestaurantFrame>
  );
}
