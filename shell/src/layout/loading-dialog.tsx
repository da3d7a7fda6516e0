import { useTranslation } from 'react-i18next';
import { useTheme as useStyledTheme } from 'styled-components';
import { Dialog, ProgressBar } from '@carta/ui';
import { useLoading } from '@carta/web-core';

/** The global "please wait" dialog (width 300) while a call that asked for it runs. */
export function LoadingDialog() {
  const { t } = useTranslation('common');
  const theme = useStyledTheme();
  const visible = useLoading((state) => state.pending > 0);
  if (!visible) return null;
  return (
    <Dialog title={t('loading.title')} width={theme.layout.dialogWidth}>
      <ProgressBar label={t('loading.message')} />
    </Dialog>
  );
}
