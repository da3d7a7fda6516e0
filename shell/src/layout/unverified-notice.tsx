import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Notice } from '@carta/ui';
import { getProfile, resendValidation, useMessages, useSession } from '@carta/web-core';

const Bar = styled(Notice)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  border-radius: 0;
`;

/**
 * Logged-in owners whose e-mail is not verified are reminded, and can ask for a new link. What was stored at login
 * may be stale (the link opened on another device): the server is asked when the page loads and whenever the tab
 * comes back into view, and the notice shows only once it says "not verified".
 */
export function UnverifiedNotice() {
  const { t } = useTranslation('common');
  const stored = useSession((state) => Boolean(state.token) && state.user?.verified === false);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (!stored) return;
    let current = true;
    // getProfile keeps the stored user in step; without an answer, what was stored stands.
    const check = () =>
      getProfile().then(
        (profile) => current && setConfirmed(!profile.verified),
        () => current && setConfirmed(true),
      );
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [stored]);

  if (!stored || !confirmed) return null;
  const resend = async () => {
    try {
      const outcome = await resendValidation();
      useMessages.getState().showSuccess({ key: outcome === 'sent' ? 'unverified.sent' : 'unverified.already' });
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
