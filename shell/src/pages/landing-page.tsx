import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { WEB_ROUTES } from '@carta/contracts';
import { buttonStyles, Heading, Page, Row, Text } from '@carta/ui';
import { useSession } from '@carta/web-core';

const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
`;

export default function LandingPage() {
  const { t } = useTranslation('shell');
  const loggedIn = useSession((state) => Boolean(state.token));
  return (
    <Page>
      <Heading>{t('landing.title')}</Heading>
      <Text>{t('landing.text')}</Text>
      <Row>
        {loggedIn ? (
          <ButtonLink to={WEB_ROUTES.home}>{t('home.title')}</ButtonLink>
        ) : (
          <>
            <ButtonLink to={WEB_ROUTES.signup}>{t('landing.signup')}</ButtonLink>
            <ButtonLink to={WEB_ROUTES.login} $variant="secondary">
              {t('landing.login')}
            </ButtonLink>
          </>
        )}
      </Row>
    </Page>
  );
}
