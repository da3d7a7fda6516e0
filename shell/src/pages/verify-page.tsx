import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { Card, Heading, Page, Text } from '@carta/ui';
import { useSession, verifyEmail, usePageTitle } from '@carta/web-core';

type State = 'checking' | 'verified' | 'failed';

const STATUS = { checking: 'verify.checking', verified: 'verify.EMAIL_VERIFIED', failed: 'verify.failed' } as const;

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
        {/* The outcome stays on the page: a snackbar would leave it empty once gone. */}
        <Text role="status">{t(STATUS[state])}</Text>
        {state !== 'checking' && (
          <Link to={loggedIn ? WEB_ROUTES.home : WEB_ROUTES.login}>
            {loggedIn ? t('verify.home') : t('reset.login')}
          </Link>
        )}
      </Card>
    </Page>
  );
}
