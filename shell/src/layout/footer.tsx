import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { WEB_ROUTES } from '@carta/contracts';
import { APP_VERSION } from '@carta/web-core';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-top: ${({ theme }) => theme.hairline};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Bar>
      <span>{t('footer.version', { version: APP_VERSION })}</span>
      <Link to={WEB_ROUTES.about}>{t('footer.about')}</Link>
      <Link to={WEB_ROUTES.contact}>{t('footer.contact')}</Link>
    </Bar>
  );
}
