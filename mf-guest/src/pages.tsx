import { use } from 'react';
import { menuRequest, restaurantRequest } from './api';
import { Contact } from './components/contact';
import { RestaurantFrame } from './components/frame';
import { HowToArrive } from './components/how-to-arrive';
import { MenuList } from './components/menu-list';
import { MenuView } from './components/menu-view';
import { NotFound } from './components/states';

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

/** guestRestaurantMenuView: one menu, whole, from one call. */
export function MenuPage({ restaurantId, menuId }: { restaurantId: string; menuId: string }) {
  const page = use(menuRequest(restaurantId, menuId));
  if (!page) return <NotFound what="menu" />;
  return (
    <RestaurantFrame restaurant={page.restaurant} heading={page.menu.name} back>
      <MenuView menu={page.menu} timeZone={page.restaurant.timeZone} />
    </RestaurantFrame>
  );
}
