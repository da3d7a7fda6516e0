import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { Card, Heading, Page, Text } from '@carta/ui';
import { useMessages, useSession, verifyEmail, usePageTitle } from '@carta/web-core';

type State = 'checking' | 'verified' | 'failed';

export default function VerifyPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('verify.title'));
  const { id = '' } = useParams();
  const loggedIn = useSession((state) => Boolean(state.token));
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    let active = true;
    verifyEmail(id).then(
      () => {
        if (!active) return;
        setState('verified');
        useMessages.getState().showSuccess({ key: 'shell:verify.EMAIL_VERIFIED' });
      },
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [id]);

  return (
    <Page $narrow>
      <Card>
        <Heading>{t('verify.title')}</Heading>
        {/* Success is announced by the success snackbar (verify.EMAIL_VERIFIED). */}
        {state !== 'verified' && (
          <Text role="status">{state === 'checking' ? t('verify.checking') : t('verify.failed')}</Text>
        )}
        {state !== 'checking' && (
          <Link to={loggedIn ? WEB_ROUTES.home : WEB_ROUTES.login}>
            {loggedIn ? t('verify.home') : t('reset.login')}
          </Link>
        )}
      </Card>
    </Page>
  );
}
