import type { GuestRoute } from '@carta/contracts';
import { menuRequest } from './menu/api';
import { restaurantRequest } from './restaurant/api';
import { injectStyles } from './common/styles';
import { GuestApp } from './guest-app';
import { currentPath, matchGuestRoute } from './navigation';

/** Starts what the first screen needs while React is still starting (the gateway may have preloaded it). */
function prefetch(route: GuestRoute | null): void {
  if (!route) return;
  const data =
    route.screen === 'menu' ? menuRequest(route.restaurantId, route.menuId) : restaurantRequest(route.restaurantId);
  void data.catch(() => undefined);
}

injectStyles();
prefetch(matchGuestRoute(currentPath()));

/** The guest pages under the shell (when the gateway could not render them itself). */
export default function GuestRoutes() {
  return <GuestApp />;
}
