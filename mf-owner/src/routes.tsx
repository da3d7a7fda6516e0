import { lazy } from 'react';
import { WEB_ROUTES } from '@carta/contracts';
import { ScreenRoutes, type Screen } from '@carta/ui';

// Each screen is its own chunk: opening the restaurant page never downloads the products table.
const SCREENS: Screen[] = [
  {
    path: WEB_ROUTES.createRestaurant,
    page: lazy(() =>
      import('./restaurants/pages/restaurant-wizard-page').then((module) => ({ default: module.CreateRestaurantPage })),
    ),
  },
  {
    path: WEB_ROUTES.restaurantView,
    page: lazy(() =>
      import('./restaurants/pages/restaurant-page').then((module) => ({ default: module.RestaurantPage })),
    ),
  },
  {
    path: WEB_ROUTES.restaurantEdit,
    page: lazy(() =>
      import('./restaurants/pages/restaurant-wizard-page').then((module) => ({ default: module.EditRestaurantPage })),
    ),
  },
  {
    path: WEB_ROUTES.itemsView,
    page: lazy(() => import('./products/pages/items-page').then((module) => ({ default: module.ItemsPage }))),
  },
  {
    path: WEB_ROUTES.menusList,
    page: lazy(() => import('./menus/pages/menus-list-page').then((module) => ({ default: module.MenusListPage }))),
  },
  {
    path: WEB_ROUTES.menuView,
    page: lazy(() => import('./menus/pages/menu-view-page').then((module) => ({ default: module.MenuViewPage }))),
  },
  {
    path: WEB_ROUTES.menuAllergens,
    page: lazy(() =>
      import('./menus/pages/allergen-matrix-page').then((module) => ({ default: module.AllergenMatrixPage })),
    ),
  },
  {
    path: [WEB_ROUTES.newMenu, WEB_ROUTES.menuEdit],
    page: lazy(() => import('./menus/pages/menu-form-page').then((module) => ({ default: module.MenuFormPage }))),
  },
  {
    path: WEB_ROUTES.insights,
    page: lazy(() => import('./insights/pages/insights-page').then((module) => ({ default: module.InsightsPage }))),
  },
  {
    path: WEB_ROUTES.placements,
    page: lazy(() =>
      import('./placements/pages/placements-page').then((module) => ({ default: module.PlacementsPage })),
    ),
  },
];

/** The owner remote's screens, mounted by the shell under its router (paths of spec §2). */
export default function OwnerRoutes() {
  return <ScreenRoutes screens={SCREENS} />;
}
