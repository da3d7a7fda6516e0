import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@carta/i18n';
import { refreshSession, sessionNeedsRefresh, useLocale } from '@carta/web-core';
import { App } from './app';
import { registerRemotesFromConfig } from './remotes/registry';

/** The whole app: router, toolbar, session and every screen. */
export async function start(): Promise<void> {
  const { locale } = useLocale.getState();
  document.documentElement.lang = locale;
  // The remotes' addresses and the first translations load side by side before the first render.
  await Promise.all([initI18n(locale), registerRemotesFromConfig()]);
  // Spec §4: a stored session whose expiry has passed asks for a fresh token (a 401 logs out).
  if (sessionNeedsRefresh()) void refreshSession().catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
