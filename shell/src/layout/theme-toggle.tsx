import { useTranslation } from 'react-i18next';
import { Button } from '@carta/ui';
import { useTheme } from '@carta/web-core';

/** `long`: the icon with its name (the drawer), else the icon alone (the toolbar). */
export function ThemeToggle({ long = false }: { long?: boolean }) {
  const { t } = useTranslation('common');
  const dark = useTheme((state) => state.dark);
  const setDark = useTheme((state) => state.setDark);
  return (
    <Button
      $variant="text"
      aria-pressed={dark}
      aria-label={long ? undefined : t('theme.dark')}
      title={long ? undefined : t('theme.dark')}
      onClick={() => setDark(!dark)}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
      {long && t('theme.dark')}
    </Button>
  );
}
