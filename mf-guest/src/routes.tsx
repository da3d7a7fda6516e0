import { Suspense, useMemo, useState } from 'react';
import type { RestaurantLanguage } from '@carta/contracts';
import { loadFilter, saveFilter, type AllergenFilter } from './menu/allergens';
import { FailureBoundary, LoadFailed, Loading, NotFound } from './common/states';
import { NowContext, useClock } from './common/clock';
import { PreferencesContext, type Preferences } from './common/guest-context';
import { currentPath, matchGuestRoute, useCurrentPath, type GuestRoute } from './navigation';
import { menuRequest } from './menu/api';
import { MenuPage } from './menu/pages/menu-page';
import { restaurantRequest } from './restaurant/api';
import { MenusPage, RestaurantPage } from './restaurant/pages/restaurant-page';
import { injectStyles } from './common/styles';

/** The carta language a guest picked, remembered for every restaurant that offers it. */
const LANGUAGE_STORAGE_KEY = 'guestLanguage';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: RestaurantLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice holds for this visit
  }
}

/** Starts what the first screen needs while React is still starting (the gateway may have preloaded it). */
function prefetch(route: GuestRoute | null): void {
  if (!route) return;
  const data =
    route.screen === 'menu' ? menuRequest(route.restaurantId, route.menuId) : restaurantRequest(route.restaurantId);
  void data.catch(() => undefined);
}

/** When the guest page started in this browser (read once, not during a render). */
const STARTED_AT = typeof window === 'undefined' ? 0 : Date.now();
const startedAt = () => STARTED_AT;

injectStyles();
prefetch(matchGuestRoute(currentPath()));

function Screen({ route }: { route: GuestRoute }) {
  switch (route.screen) {
    case 'restaurant':
      return <RestaurantPage restaurantId={route.restaurantId} />;
    case 'menus':
      return <MenusPage restaurantId={route.restaurantId} />;
    case 'menu':
      return <MenuPage restaurantId={route.restaurantId} menuId={route.menuId} />;
  }
}

/**
 * What a guest opens from the QR code: no login, no toolbar; the restaurant, its menus and one menu. `now`: the
 * instant menus' hours are read at on the first render (a server render passes its own, and the page it sends
 * passes it again to hydrate); without it, the browser's clock when the guest page starts.
 */
export default function GuestRoutes({ now: renderedAt }: { now?: number }) {
  const path = useCurrentPath();
  const now = useClock(renderedAt ?? startedAt());
  const [chosen, setChosen] = useState(storedLanguage);
  const [filter, setFilter] = useState<AllergenFilter>(loadFilter);
  const [attempt, setAttempt] = useState(0);
  const preferences = useMemo<Preferences>(
    () => ({
      chosen,
      choose: (language) => {
        storeLanguage(language);
        setChosen(language);
      },
      filter,
      setFilter: (next) => {
        saveFilter(next);
        setFilter(next);
      },
    }),
    [chosen, filter],
  );
  const route = matchGuestRoute(path);
  return (
    <NowContext value={now}>
      <PreferencesContext value={preferences}>
        <FailureBoundary
          key={`${attempt}:${path}`}
          fallback={
            <Suspense fallback={<Loading />}>
              <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
            </Suspense>
          }
        >
          <Suspense fallback={<Loading />}>{route ? <Screen route={route} /> : <NotFound what="page" />}</Suspense>
        </FailureBoundary>
      </PreferencesContext>
    </NowContext>
  );
}
