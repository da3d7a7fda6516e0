import { use } from 'react';
import { restaurantRequest } from '../api';
import { Contact } from '../components/contact';
import { RestaurantFrame } from '../components/frame';
import { HowToArrive } from '../components/how-to-arrive';
import { MenuList } from '../components/menu-list';
import { NotFound } from '../../common/states';

/** guestRestaurant: the menus first (what a guest came for), then contact and how to arrive. */
export function RestaurantPage({ restaurantId }: { restaurantId: string }) {
  const restaurant = use(restaurantRequest(restaurantId));
  if (!restaurant) return <NotFound what="restaurant" />;
  return (
    <RestaurantFrame restaurant={restaurant}>
      <MenuList restaurant={restaurant} />
      <Contact restaurant={restaurant} />
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
