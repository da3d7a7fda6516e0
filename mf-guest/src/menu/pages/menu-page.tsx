import { use } from 'react';
import { useMenuViewed } from '../../common/insights';
import { RestaurantFrame } from '../../restaurant/components/frame';
import { menuRequest } from '../api';
import { MenuNotFound } from '../components/menu-not-found';
import { MenuView } from '../components/menu-view';
import { useLiveMenu } from '../live';

/** guestRestaurantMenuView: one menu, whole, from one call; kept current while open. */
export function MenuPage({ restaurantId, menuId }: { restaurantId: string; menuId: string }) {
  useLiveMenu(restaurantId, menuId);
  const page = use(menuRequest(restaurantId, menuId));
  useMenuViewed(restaurantId, page ? page.menu._id : '');
  if (!page) return <MenuNotFound restaurantId={restaurantId} />;
  return (
    <RestaurantFrame restaurant={page.restaurant} heading={page.menu.name} back>
      <MenuView
        restaurantId={restaurantId}
        menu={page.menu}
        timeZone={page.restaurant.timeZone}
        closed={page.restaurant.closedDates}
        staffLanguage={page.restaurant.languages[0]}
      />
    </RestaurantFrame>
  );
}
