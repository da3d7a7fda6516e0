import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '@carta/ui';

export default function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <Page>
      <Heading>{t('about.title')}</Heading>
      <Text>{t('about.text')}</Text>
    </Page>
  );
}
