// What hydrates a page the server rendered (loaded by page.ts, its own chunk): the same tree from the data the HTML
// carries, without the shell (no router, session or federation runtime: a guest page needs none of them).
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { GuestPageState } from '@carta/contracts';
import { rememberOnly } from './common/public-api';
import { GuestApp } from './guest-app';
import { matchGuestRoute } from './navigation';
import { answeredRequests } from './page-data';

/** Says when the hydrated tree is committed: its effects run after every child's. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates `root` with the page's `state`; resolves once React has taken the page over. `urgent`: a guest is waiting
 * (their press is replayed then); otherwise as a transition, which yields to the browser every few milliseconds, so
 * a phone's taps and scrolling never wait for one long task.
 */
export function hydrateGuestPage(root: HTMLElement, state: GuestPageState, urgent: boolean): Promise<void> {
  rememberOnly(answeredRequests(matchGuestRoute(state.path), state.data));
  return new Promise((resolve) => {
    const hydrate = () => {
      hydrateRoot(
        root,
        <Hydrated onHydrated={resolve}>
          <GuestApp rendered={state} />
        </Hydrated>,
      );
    };
    if (urgent) hydrate();
    else startTransition(hydrate);
  });
}
