import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { Card, Heading, Page, Text } from '@carta/ui';

export default function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <Page>
      <Heading>{t('home.title')}</Heading>
      <Card>
        <Text $muted>{t('home.empty')}</Text>
        <Link to={WEB_ROUTES.createRestaurant}>{t('home.newRestaurant')}</Link>
      </Card>
    </Page>
  );
}
