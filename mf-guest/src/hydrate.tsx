// What hydrates a page the server rendered (loaded by page.ts, its own chunk): the same tree from the data the HTML
// carries, without the shell (no router, session or federation runtime: a guest page needs none of them).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { GuestPageState } from '@carta/contracts';
import { rememberOnly } from './common/public-api';
import { GuestApp } from './guest-app';
import { matchGuestRoute } from './navigation';
import { answeredRequests } from './page-data';

/**
 * Hydrates `root` with the page's `state`; `onLive` during the commit that hydrates the screen, so no guest's event
 * comes between React taking the page over and page.ts ceasing to hold events for it. `urgent`: a guest is waiting;
 * otherwise as a transition, which yields to the browser every few milliseconds, so a phone's taps and scrolling
 * never wait for one long task.
 */
export function hydrateGuestPage(root: HTMLElement, state: GuestPageState, urgent: boolean, onLive: () => void): void {
  rememberOnly(answeredRequests(matchGuestRoute(state.path), state.data));
  const hydrate = () => {
    hydrateRoot(root, <GuestApp rendered={state} onLive={onLive} />);
  };
  if (urgent) hydrate();
  else startTransition(hydrate);
}
