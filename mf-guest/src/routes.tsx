import { Component, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { RestaurantLanguage } from '@carta/contracts';
import { loadFilter, saveFilter, type AllergenFilter } from './allergens';
import { menuRequest, restaurantRequest } from './api';
import { LoadFailed, Loading, NotFound } from './components/states';
import { PreferencesContext, type Preferences } from './guest-context';
import { currentPath, matchGuestRoute, useCurrentPath, type GuestRoute } from './navigation';
import { MenuPage, MenusPage, RestaurantPage } from './pages';
import { injectStyles } from './styles';

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

injectStyles();
prefetch(matchGuestRoute(currentPath()));

class ScreenBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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

/** What a guest opens from the QR code: no login, no toolbar; the restaurant, its menus and one menu. */
export default function GuestRoutes() {
  const path = useCurrentPath();
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
    <PreferencesContext value={preferences}>
      <ScreenBoundary
        key={`${attempt}:${path}`}
        fallback={
          <Suspense fallback={<Loading />}>
            <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
          </Suspense>
        }
      >
        <Suspense fallback={<Loading />}>{route ? <Screen route={route} /> : <NotFound what="page" />}</Suspense>
      </ScreenBoundary>
    </PreferencesContext>
  );
}
