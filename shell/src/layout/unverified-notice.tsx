import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Notice } from '@carta/ui';
import { resendValidation, useMessages, useSession } from '@carta/web-core';

const Bar = styled(Notice)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  border-radius: 0;
`;

/** Logged-in owners whose e-mail is not verified are reminded, and can ask for a new link. */
export function UnverifiedNotice() {
  const { t } = useTranslation('common');
  const unverified = useSession((state) => Boolean(state.token) && state.user?.verified === false);
  if (!unverified) return null;
  const resend = async () => {
    try {
      await resendValidation();
      useMessages.getState().showSuccess({ key: 'unverified.sent' });
    } catch {
      // the error snackbar already shows why
    }
  };
  return (
    <Bar $tone="warning">
      <span>{t('unverified.text')}</span>
      <Button $variant="secondary" onClick={() => void resend()}>
        {t('unverified.resend')}
      </Button>
    </Bar>
  );
}
