import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '@carta/ui';
import { usePageTitle } from '@carta/web-core';

export default function AboutPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('about.title'));
  return (
    <Page>
      <Heading>{t('about.title')}</Heading>
      <Text>{t('about.text')}</Text>
    </Page>
  );
}
