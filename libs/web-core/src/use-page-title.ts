import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's title from its parts, most specific first, the product's name last: "Products · La Tasca · CARTA ONLINE". */
export function pageTitle(parts: readonly (string | null | undefined)[], appTitle: string): string {
  return [...parts.map((part) => part?.trim()), appTitle].filter(Boolean).join(' · ');
}

/**
 * Sets `document.title` while the page is shown, e.g. `usePageTitle(t('products.title'), restaurant?.name)`.
 * Parts not known yet (`undefined` while loading) are left out; the title follows the language, and goes back to
 * the product's name when the page goes.
 */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const { t } = useTranslation('common');
  const appTitle = t('appTitle');
  const title = pageTitle(parts, appTitle);
  useEffect(() => {
    document.title = title;
    // A page without its own title after this one must not keep this one's.
    return () => {
      document.title = appTitle;
    };
  }, [title, appTitle]);
}
