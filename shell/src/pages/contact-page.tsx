import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '@carta/ui';

export default function ContactPage() {
  const { t } = useTranslation('shell');
  return (
    <Page $narrow>
      <Heading>{t('contact.title')}</Heading>
      <Text>{t('contact.text')}</Text>
    </Page>
  );
}
