import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotesFromConfig } from './remotes/registry';
import { lazyRemote, RemoteErrorBoundary } from './remotes/remote-loader';

// Only when the guest remote cannot load: the shell's translated panel, with the theme and translations it needs.
const Unavailable = lazy(async () => {
  const module = await import('./remotes/guest-unavailable');
  await module.prepare();
  return module;
});

/**
 * The page a guest opens from a QR code, without the shell's router, toolbar, session or account screens: the guest
 * remote owns the whole screen (the spec hides the toolbar on guest routes) and brings only what it uses.
 */
function GuestPage() {
  const [attempt, setAttempt] = useState(() => ({ key: 0, Routes: lazyRemote('guest') }));
  const retry = () => setAttempt((previous) => ({ key: previous.key + 1, Routes: lazyRemote('guest') }));
  const { Routes } = attempt;
  const unavailable = (
    <Suspense fallback={null}>
      <Unavailable onRetry={retry} />
    </Suspense>
  );
  return (
    <main id="main">
      <RemoteErrorBoundary key={attempt.key} fallback={unavailable}>
        <Suspense fallback={null}>
          <div data-remote="guest">
            <Routes />
          </div>
        </Suspense>
      </RemoteErrorBoundary>
    </main>
  );
}

export async function start(): Promise<void> {
  await registerRemotesFromConfig();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <GuestPage />
    </StrictMode>,
  );
}
