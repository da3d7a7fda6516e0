import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { NotFound, Page, Text } from '@carta/ui';

const CitiesPage = lazy(() => import('./features/cities/cities-page'));
const UsersPage = lazy(() => import('./features/users/users-page'));
const SubdomainsPage = lazy(() => import('./features/subdomains/subdomains-page'));

function Loading() {
  const { t } = useTranslation('common');
  return (
    <Page aria-busy="true">
      <Text $muted>{t('remote.loading')}</Text>
    </Page>
  );
}

/** Administration: cities, users and subdomain requests. The shell lets only admins in; the API checks again. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path={WEB_ROUTES.adminCities} element={<CitiesPage />} />
        <Route path={WEB_ROUTES.adminUsers} element={<UsersPage />} />
        <Route path={WEB_ROUTES.restaurantsSubDomains} element={<SubdomainsPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
