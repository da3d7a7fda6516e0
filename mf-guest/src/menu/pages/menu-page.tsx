import { use } from 'react';
import { RestaurantFrame } from '../../restaurant/components/frame';
import { menuRequest } from '../api';
import { MenuNotFound } from '../components/menu-not-found';
import { MenuView } from '../components/menu-view';
import { useLiveMenu } from '../live';

/** guestRestaurantMenuView: one menu, whole, from one call; kept current while open. */
export function MenuPage({ restaurantId, menuId }: { restaurantId: string; menuId: string }) {
  useLiveMenu(restaurantId, menuId);
  const page = use(menuRequest(restaurantId, menuId));
  if (!page) return <MenuNotFound restaurantId={restaurantId} />;
  return (
    <RestaurantFrame restaurant={page.restaurant} heading={page.menu.name} back>
      <MenuView menu={page.menu} timeZone={page.restaurant.timeZone} staffLanguage={page.restaurant.languages[0]} />
    </RestaurantFrame>
  );
}
