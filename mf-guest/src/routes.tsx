import { Suspense, useEffect, useMemo, useState } from 'react';
import { GUEST_LANGUAGE_PARAM, type RestaurantLanguage } from '@carta/contracts';
import { loadFilter, saveFilter, type AllergenFilter } from './menu/allergens';
import { FailureBoundary, LoadFailed, Loading, NotFound } from './common/states';
import { PreferencesContext, guessedLocale, usePlainText, type Preferences } from './common/guest-context';
import { currentPath, matchGuestRoute, useCurrentPath, type GuestRoute } from './navigation';
import { menuRequest } from './menu/api';
import { MenuPage } from './menu/pages/menu-page';
import { restaurantRequest } from './restaurant/api';
import { MenusPage, RestaurantPage } from './restaurant/pages/restaurant-page';
import { injectStyles } from './common/styles';
import { OfflineNote } from './offline/offline-note';
import { registerGuestOffline } from './offline/register';

/** The carta language a guest picked, remembered for every restaurant that offers it. */
const LANGUAGE_STORAGE_KEY = 'guestLanguage';

/** The language the address asks for (`?lang=gb`: search engines' links), else the guest's earlier choice. */
function initialLanguage(): string | null {
  return new URLSearchParams(window.location.search).get(GUEST_LANGUAGE_PARAM) ?? storedLanguage();
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: RestaurantLanguage): void {
  // An address that names a language keeps naming the one on screen, so a reload does not switch back.
  const url = new URL(window.location.href);
  if (url.searchParams.has(GUEST_LANGUAGE_PARAM)) {
    url.searchParams.set(GUEST_LANGUAGE_PARAM, language);
    window.history.replaceState(window.history.state, '', url);
  }
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
  const [chosen, setChosen] = useState(initialLanguage);
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
  const t = usePlainText(chosen);
  useEffect(registerGuestOffline, []);
  return (
    <PreferencesContext value={preferences}>
      <OfflineNote t={t} locale={guessedLocale(chosen)} />
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
  );
}
