import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { Heading, NotFound, Page, Text } from '@carta/ui';

type Screen = 'cities' | 'users' | 'subdomains';

function ScreenPlaceholder({ screen }: { screen: Screen }) {
  const { t } = useTranslation('admin');
  return (
    <Page>
      <Heading>{t(`${screen}.title`)}</Heading>
      <Text $muted>{t('placeholder')}</Text>
    </Page>
  );
}

/** Administration: cities, users and subdomain requests. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path={WEB_ROUTES.adminCities} element={<ScreenPlaceholder screen="cities" />} />
      <Route path={WEB_ROUTES.adminUsers} element={<ScreenPlaceholder screen="users" />} />
      <Route path={WEB_ROUTES.restaurantsSubDomains} element={<ScreenPlaceholder screen="subdomains" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
