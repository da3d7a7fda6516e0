import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { NotFound, Page, Text } from '@carta/ui';

// Each screen is its own chunk: opening the restaurant page never downloads the products table.
const CreateRestaurantPage = lazy(() =>
  import('./restaurants/pages/restaurant-wizard-page').then((module) => ({ default: module.CreateRestaurantPage })),
);
const EditRestaurantPage = lazy(() =>
  import('./restaurants/pages/restaurant-wizard-page').then((module) => ({ default: module.EditRestaurantPage })),
);
const RestaurantPage = lazy(() =>
  import('./restaurants/pages/restaurant-page').then((module) => ({ default: module.RestaurantPage })),
);
const ItemsPage = lazy(() => import('./products/pages/items-page').then((module) => ({ default: module.ItemsPage })));

const MenusListPage = lazy(() =>
  import('./menus/pages/menus-list-page').then((module) => ({ default: module.MenusListPage })),
);
const MenuViewPage = lazy(() =>
  import('./menus/pages/menu-view-page').then((module) => ({ default: module.MenuViewPage })),
);
const MenuFormPage = lazy(() =>
  import('./menus/pages/menu-form-page').then((module) => ({ default: module.MenuFormPage })),
);

function Screen({ children }: { children: ReactNode }) {
  const { t } = useTranslation('owner');
  return (
    <Suspense
      fallback={
        <Page aria-busy="true">
          <Text $muted>{t('loading')}</Text>
        </Page>
      }
    >
      {children}
    </Suspense>
  );
}

/** The owner remote's screens, mounted by the shell under its router (paths of spec §2). */
export default function OwnerRoutes() {
  return (
    <Routes>
      <Route
        path={WEB_ROUTES.createRestaurant}
        element={
          <Screen>
            <CreateRestaurantPage />
          </Screen>
        }
      />
      <Route
        path={WEB_ROUTES.restaurantView}
        element={
          <Screen>
            <RestaurantPage />
          </Screen>
        }
      />
      <Route
        path={WEB_ROUTES.restaurantEdit}
        element={
          <Screen>
            <EditRestaurantPage />
          </Screen>
        }
      />
      <Route
        path={WEB_ROUTES.itemsView}
        element={
          <Screen>
            <ItemsPage />
          </Screen>
        }
      />
      <Route
        path={WEB_ROUTES.menusList}
        element={
          <Screen>
            <MenusListPage />
          </Screen>
        }
      />
      <Route
        path={WEB_ROUTES.menuView}
        element={
          <Screen>
            <MenuViewPage />
          </Screen>
        }
      />
      {[WEB_ROUTES.newMenu, WEB_ROUTES.menuEdit].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Screen>
              <MenuFormPage />
            </Screen>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
