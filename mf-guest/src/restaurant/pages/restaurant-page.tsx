import { use } from 'react';
import { restaurantRequest } from '../api';
import { RestaurantActions } from '../components/actions';
import { RestaurantFrame } from '../components/frame';
import { HowToArrive } from '../components/how-to-arrive';
import { MenuList } from '../components/menu-list';
import { NotFound } from '../../common/states';

/** guestRestaurant: call, directions and links, then the menus (what a guest came for), then how to arrive. */
export function RestaurantPage({ restaurantId }: { restaurantId: string }) {
  const restaurant = use(restaurantRequest(restaurantId));
  if (!restaurant) return <NotFound what="restaurant" />;
  return (
    <RestaurantFrame restaurant={restaurant}>
      <RestaurantActions restaurant={restaurant} />
      <MenuList restaurant={restaurant} />
      <HowToArrive restaurant={restaurant} />
    </RestaurantFrame>
  );
}

/** guestRestaurantMenus: the menus only. */
export function MenusPage({ restaurantId }: { restaurantId: string }) {
  const restaurant = use(restaurantRequest(restaurantId));
  if (!restaurant) return <NotFound what="restaurant" />;
  return (
    <RestaurantFrame restaurant={restaurant} back>
      <MenuList restaurant={restaurant} />
    </RestaurantFrame>
  );
}
