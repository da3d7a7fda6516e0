import { useTranslation } from 'react-i18next';
import { Dialog, ProgressBar } from '@carta/ui';
import { useLoading } from '@carta/web-core';

/** The global "please wait" dialog (width 300) while a call that asked for it runs. */
export function LoadingDialog() {
  const { t } = useTranslation('common');
  const visible = useLoading((state) => state.pending > 0);
  if (!visible) return null;
  return (
    <Dialog title={t('loading.title')}>
      <ProgressBar label={t('loading.message')} />
    </Dialog>
  );
}
