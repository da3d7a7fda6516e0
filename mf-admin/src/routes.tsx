import { lazy } from 'react';
import { WEB_ROUTES } from '@carta/contracts';
import { ScreenRoutes, type Screen } from '@carta/ui';

const SCREENS: Screen[] = [
  { path: WEB_ROUTES.adminCities, page: lazy(() => import('./cities/pages/cities-page')) },
  { path: WEB_ROUTES.adminUsers, page: lazy(() => import('./users/pages/users-page')) },
  { path: WEB_ROUTES.restaurantsSubDomains, page: lazy(() => import('./subdomains/pages/subdomains-page')) },
];

/** Administration: cities, users and subdomain requests. The shell lets only admins in; the API checks again. */
export default function AdminRoutes() {
  return <ScreenRoutes screens={SCREENS} />;
}
