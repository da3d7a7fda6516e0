import { startTransition, useEffect, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { WEB_BASE_PATH, WEB_ROUTES, type GuestRoute } from '@carta/contracts';
import { GUEST_NAVIGATED_EVENT, currentPath } from './navigated';

export { GUEST_NAVIGATED_EVENT, currentPath };

// The guest page moves between three screens with the History API: it needs no router library (React Router
// alone would weigh more than every guest screen together), and it works the same under the shell's router.

function pattern(route: string): RegExp {
  return new RegExp(`^${route.replace(/:\w+/g, '([^/]+)')}/?$`);
}

const SCREENS = [
  { screen: 'restaurant', pattern: pattern(WEB_ROUTES.guestRestaurant) },
  { screen: 'menus', pattern: pattern(WEB_ROUTES.guestRestaurantMenus) },
  { screen: 'menu', pattern: pattern(WEB_ROUTES.guestRestaurantMenuView) },
] as const;

/** The guest screen a router path (under /app) shows, if any. */
export function matchGuestRoute(path: string): GuestRoute | null {
  for (const { screen, pattern: regex } of SCREENS) {
    const match = regex.exec(path);
    if (!match) continue;
    const [restaurantId, menuId] = match.slice(1).map(decodeURIComponent);
    return screen === 'menu' ? { screen, restaurantId, menuId } : { screen, restaurantId };
  }
  return null;
}

export function navigate(to: string): void {
  window.history.pushState(null, '', `${WEB_BASE_PATH}${to}`);
  window.dispatchEvent(new Event(GUEST_NAVIGATED_EVENT));
  window.scrollTo(0, 0);
}

/**
 * The current router path (`rendered`: the one a server-rendered page was written for, where there is no window); a
 * change renders as a transition, so the screen on show stays until the next is ready.
 */
export function useCurrentPath(rendered?: string): string {
  const [path, setPath] = useState(() => rendered ?? currentPath());
  useEffect(() => {
    const update = () => startTransition(() => setPath(currentPath()));
    window.addEventListener('popstate', update);
    window.addEventListener(GUEST_NAVIGATED_EVENT, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(GUEST_NAVIGATED_EVENT, update);
    };
  }, []);
  return path;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A real link (it opens in a new tab, it can be copied) that moves in place when simply clicked. */
export function Link({ to, onClick, ...props }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${WEB_BASE_PATH}${to}`} onClick={follow} {...props} />;
}
