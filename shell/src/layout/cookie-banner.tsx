import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Row } from '@carta/ui';
import { useConsent } from '@carta/web-core';

// In the page flow rather than floating, so it never covers a form or a menu.
const Banner = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.hairline};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

export function CookieBanner() {
  const { t } = useTranslation('common');
  const consent = useConsent((state) => state.consent);
  const decide = useConsent((state) => state.decide);
  if (consent) return null;
  return (
    <Banner aria-label={t('cookies.label')}>
      <p>{t('cookies.text')}</p>
      <Row>
        <Button onClick={() => decide('accepted')}>{t('cookies.accept')}</Button>
        <Button $variant="secondary" onClick={() => decide('rejected')}>
          {t('cookies.reject')}
        </Button>
      </Row>
    </Banner>
  );
}
