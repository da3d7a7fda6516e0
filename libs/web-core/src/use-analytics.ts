import { useEffect } from 'react';
import { useConsent } from './stores/consent';

/** Loads analytics code only once the visitor has accepted cookies, then reports each page view. */
export function useAnalytics(path: string): void {
  const accepted = useConsent((state) => state.consent === 'accepted');
  useEffect(() => {
    if (!accepted) return;
    void import('./analytics').then(({ trackPageView }) => trackPageView(path));
  }, [accepted, path]);
}
