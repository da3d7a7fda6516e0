import { startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  GUEST_CHOICE_PARAMS,
  GUEST_LANGUAGE_PARAM,
  type GuestPageState,
  type GuestRoute,
  type RestaurantLanguage,
} from '@carta/contracts';
import { filterInAddress, loadFilter, NO_FILTER, saveFilter, type AllergenFilter } from './menu/allergens';
import { FailureBoundary, LoadFailed, Loading, NotFound } from './common/states';
import { NowContext, useClock } from './common/clock';
import {
  PageNoticeContext,
  PreferencesContext,
  guessedLocale,
  usePlainText,
  type Preferences,
} from './common/guest-context';
import { LANGUAGE_STORAGE_KEY } from './common/stored-choices';
import { matchGuestRoute, useCurrentPath } from './navigation';
import { PassportOffer } from './menu/components/passport-offer';
import { PASSPORT_PARAM } from './menu/passport';
import { MenuPage } from './menu/pages/menu-page';
import { AllergenSymbols } from './common/icons';
import { OfflineNote } from './offline/offline-note';
import { registerGuestOffline } from './offline/register';
import { MenusPage, RestaurantPage } from './restaurant/pages/restaurant-page';

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

/** The language the address asks for (`?lang=gb`: search engines' links and shared links). */
function addressLanguage(): string | null {
  return new URLSearchParams(window.location.search).get(GUEST_LANGUAGE_PARAM);
}

/** An address that names a language (a shared link) names the one just chosen: a reload keeps it. */
function chooseInAddress(language: RestaurantLanguage): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(GUEST_LANGUAGE_PARAM)) return;
  url.searchParams.set(GUEST_LANGUAGE_PARAM, language);
  window.history.replaceState(window.history.state, '', url);
}

/** The filter the address carried goes once the guest chooses: a reload shows their choice, not the address's. */
function forgetFilterInAddress(): void {
  const url = new URL(window.location.href);
  const { avoid, traces, diet, mode } = GUEST_CHOICE_PARAMS;
  if (![avoid, traces, diet, mode].some((name) => url.searchParams.has(name))) return;
  for (const name of [avoid, traces, diet, mode]) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
}

/** The guest's choices in the address: as the server read them when it rendered the page, else this address's. */
function addressChoices(rendered: GuestPageState | undefined): URLSearchParams {
  return new URLSearchParams(rendered ? (rendered.choices ?? '') : window.location.search);
}

/** When the guest page started in this browser (read once, not during a render; a server render passes its own). */
const STARTED_AT = typeof window === 'undefined' ? 0 : Date.now();

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
 * Says, during the commit that hydrates the screen (a layout effect, after every one of the screen's), that React has
 * taken it over: the screen is a Suspense boundary of its own, hydrated after the tree around it.
 */
function Live({ onLive }: { onLive: () => void }) {
  useLayoutEffect(onLive, [onLive]);
  return null;
}

/**
 * What a guest opens from the QR code: no login, no toolbar; the restaurant, its menus and one menu. `rendered`: the
 * page was rendered on the server (or is being), so the first render uses exactly what it was written with — its
 * path, language, choices in the address and instant, no stored filter — and the guest's own stored choices apply
 * once it has hydrated, unless the address carries a filter (the filter form sent without script): that one shows, as
 * `?lang=` wins over the stored language; `onLive`: called once the screen has hydrated.
 */
export function GuestApp({ rendered, onLive }: { rendered?: GuestPageState; onLive?: () => void }) {
  const path = useCurrentPath(rendered?.path);
  const [chosen, setChosen] = useState(() => rendered?.language ?? addressLanguage() ?? storedLanguage());
  const [choices] = useState(() => addressChoices(rendered));
  // A companion's passport in the address, offered on every screen until the guest answers.
  const [offered, setOffered] = useState(() => choices.get(PASSPORT_PARAM));
  const [filter, setFilter] = useState<AllergenFilter>(
    () => filterInAddress(choices) ?? (rendered ? NO_FILTER : loadFilter()),
  );
  const now = useClock(rendered?.now ?? STARTED_AT);
  const [attempt, setAttempt] = useState(0);
  const hydrating = rendered !== undefined;
  useEffect(() => {
    if (!hydrating) return;
    // Once hydrated, as one update the page shows when ready: what this guest chose before.
    startTransition(() => {
      // Only a filter of its own: an equal new value would render the whole menu again for nothing.
      const storedFilter = loadFilter();
      if (!filterInAddress(choices) && JSON.stringify(storedFilter) !== JSON.stringify(NO_FILTER)) {
        setFilter(storedFilter);
      }
      // A language in the address (a shared link) wins over the one remembered.
      const stored = storedLanguage();
      if (stored && addressLanguage() === null) setChosen(stored);
    });
  }, [hydrating, choices]);
  const preferences = useMemo<Preferences>(
    () => ({
      chosen,
      choose: (language) => {
        storeLanguage(language);
        chooseInAddress(language);
        setChosen(language);
      },
      filter,
      setFilter: (next) => {
        saveFilter(next);
        forgetFilterInAddress();
        setFilter(next);
      },
    }),
    [chosen, filter],
  );
  const notice = useMemo(
    () => (offered === null ? null : <PassportOffer code={offered} onAnswered={() => setOffered(null)} />),
    [offered],
  );
  const route = matchGuestRoute(path);
  const t = usePlainText(chosen);
  useEffect(registerGuestOffline, []);
  return (
    <NowContext value={now}>
      <PreferencesContext value={preferences}>
        <AllergenSymbols />
        <OfflineNote t={t} locale={guessedLocale(chosen)} />
        <PageNoticeContext value={notice}>
          <FailureBoundary
            key={`${attempt}:${path}`}
            fallback={
              <Suspense fallback={<Loading />}>
                <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
              </Suspense>
            }
          >
            <Suspense fallback={<Loading />}>
              {route ? <Screen route={route} /> : <NotFound what="page" />}
              {onLive && <Live onLive={onLive} />}
            </Suspense>
          </FailureBoundary>
        </PageNoticeContext>
      </PreferencesContext>
    </NowContext>
  );
}
