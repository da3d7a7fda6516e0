import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOCALES } from '@carta/i18n';
import { Button } from '@carta/ui';
import { useLocale } from '@carta/web-core';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  button[aria-pressed='true'] {
    text-decoration: underline;
    text-underline-offset: ${({ theme }) => theme.space(1)};
  }
`;

/** `long`: each language by its own name (the drawer), else by its code (the toolbar). */
export function LanguageSwitcher({ long = false }: { long?: boolean }) {
  const { t } = useTranslation('common');
  const locale = useLocale((state) => state.locale);
  const setLocale = useLocale((state) => state.setLocale);
  return (
    <Group role="group" aria-label={t('language.label')}>
      {LOCALES.map((code) => (
        <Button
          key={code}
          $variant="text"
          lang={code}
          title={long ? undefined : t(`language.${code}`)}
          aria-pressed={code === locale}
          onClick={() => void setLocale(code)}
        >
          {long ? t(`language.${code}`) : code.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
