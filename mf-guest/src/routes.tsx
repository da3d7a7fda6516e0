import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { Heading, NotFound, Page, Text } from '@carta/ui';

type Screen = 'restaurant' | 'menus' | 'menu';

function ScreenPlaceholder({ screen }: { screen: Screen }) {
  const { t } = useTranslation('guest');
  return (
    <Page>
      <Heading>{t(`${screen}.title`)}</Heading>
      <Text $muted>{t('placeholder')}</Text>
    </Page>
  );
}

/** What a guest opens from the QR code; no login, no toolbar. */
export default function GuestRoutes() {
  return (
    <Routes>
      <Route path={WEB_ROUTES.guestRestaurant} element={<ScreenPlaceholder screen="restaurant" />} />
      <Route path={WEB_ROUTES.guestRestaurantMenus} element={<ScreenPlaceholder screen="menus" />} />
      <Route path={WEB_ROUTES.guestRestaurantMenuView} element={<ScreenPlaceholder screen="menu" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
