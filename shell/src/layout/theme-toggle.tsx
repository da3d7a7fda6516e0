import { useTranslation } from 'react-i18next';
import { Button } from '@carta/ui';
import { useTheme } from '@carta/web-core';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const dark = useTheme((state) => state.dark);
  const setDark = useTheme((state) => state.setDark);
  return (
    <Button
      $variant="text"
      aria-pressed={dark}
      aria-label={t('theme.dark')}
      title={t('theme.dark')}
      onClick={() => setDark(!dark)}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </Button>
  );
}
