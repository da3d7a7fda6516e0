import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@carta/web-core';
import { Heading, Page, Text } from './layout';

/** The not-found screen, shared so a remote's unknown path looks like the shell's. */
export function NotFound() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <Page>
      <Heading>{t('notFound.title')}</Heading>
      <Text>{t('notFound.text')}</Text>
      <Link to="/">{t('notFound.back')}</Link>
    </Page>
  );
}
