import { Component, useEffect, type ReactNode } from 'react';
import { WEB_BASE_PATH } from '@carta/contracts';
import { useAppearance } from './appearance';
import { usePlainText, usePreferences } from './guest-context';

/** Shows `fallback` instead of what failed below it (a screen, the map). */
export class FailureBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Plain({ title, documentTitle, children }: { title: string; documentTitle: string; children?: ReactNode }) {
  const appearance = useAppearance();
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="g-app g-plain" data-theme={appearance.theme}>
      <div className="g-wrap g-notice">
        <p className="g-brand-mark">CARTA ONLINE</p>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** An unknown restaurant or guest address: say so, in CARTA's colours, and lead to the product's home. */
export function NotFound({ what }: { what: 'restaurant' | 'menu' | 'page' }) {
  const t = usePlainText(usePreferences().chosen);
  return (
    <Plain title={t(`notFound.${what}`)} documentTitle={t('documentTitle', { name: t(`notFound.${what}`) })}>
      <p className="g-muted">{t('notFound.hint')}</p>
      <p>
        <a className="g-button g-primary" href={`${WEB_BASE_PATH}/`}>
          {t('notFound.home')}
        </a>
      </p>
    </Plain>
  );
}

/** The network or the server failed: nothing is lost, the guest can ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = usePlainText(usePreferences().chosen);
  return (
    <Plain title={t('loadFailed.title')} documentTitle={t('documentTitle', { name: t('loadFailed.title') })}>
      <p>{t('loadFailed.hint')}</p>
      <button type="button" className="g-button" onClick={onRetry}>
        {t('loadFailed.retry')}
      </button>
    </Plain>
  );
}

/** While the first screen loads: the page's background, nothing to read yet. */
export function Loading() {
  return <div className="g-app" aria-busy="true" />;
}
