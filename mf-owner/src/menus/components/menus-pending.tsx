import { useTranslation } from 'react-i18next';
import { NotFound, Page, ProgressBar } from '@carta/ui';

/** A menus screen until its data is there: the progress bar, or not found when it could not be loaded. */
export function MenusPending({ failed }: { failed: boolean }) {
  const { t } = useTranslation('owner');
  if (failed) return <NotFound />;
  return (
    <Page>
      <ProgressBar label={t('menus.loading')} />
    </Page>
  );
}
