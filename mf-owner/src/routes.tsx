import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { Heading, NotFound, Page, Text } from '@carta/ui';

type Screen =
  | 'createRestaurant'
  | 'restaurantView'
  | 'restaurantEdit'
  | 'itemsView'
  | 'menusList'
  | 'menuView'
  | 'newMenu'
  | 'menuEdit';

const SCREENS: Screen[] = [
  'createRestaurant',
  'restaurantView',
  'restaurantEdit',
  'itemsView',
  'menusList',
  'menuView',
  'newMenu',
  'menuEdit',
];

function ScreenPlaceholder({ screen }: { screen: Screen }) {
  const { t } = useTranslation('owner');
  return (
    <Page>
      <Heading>{t(`${screen}.title`)}</Heading>
      <Text $muted>{t('placeholder')}</Text>
      <Link to={WEB_ROUTES.home}>{t('back')}</Link>
    </Page>
  );
}

/** The owner remote's screens, mounted by the shell under its router (paths of spec §2). */
export default function OwnerRoutes() {
  return (
    <Routes>
      {SCREENS.map((screen) => (
        <Route key={screen} path={WEB_ROUTES[screen]} element={<ScreenPlaceholder screen={screen} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
