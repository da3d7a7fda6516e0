// What hydrates a page the server rendered (loaded by page.ts, its own chunk): the same tree from the data the page
// was rendered from, without the shell (no router, session or federation runtime: a guest page needs none of them).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GuestPageState } from '@carta/contracts';
import { rememberOnly } from './common/public-api';
import { GuestApp } from './guest-app';
import { answeredRequests, type ReadPageData } from './page-data';

/**
 * Hydrates `root` with the page's `state` and `read` data; `onLive` during the commit that hydrates the screen, so no
 * guest's event comes between React taking the page over and page.ts ceasing to hold events for it. Data newer than
 * the page (the restaurant changed since it was rendered) is rendered afresh instead: it would not match the markup
 * (a press held for the page as rendered is then lost with its button; the guest presses again on the newer page).
 * `urgent`: a guest is waiting; otherwise as a transition, which yields to the browser every few milliseconds, so a
 * phone's taps and scrolling never wait for one long task.
 */
export function hydrateGuestPage(
  root: HTMLElement,
  state: GuestPageState,
  read: ReadPageData,
  urgent: boolean,
  onLive: () => void,
): void {
  rememberOnly(answeredRequests(state.route, read.data));
  const app = <GuestApp rendered={state} onLive={onLive} />;
  const hydrate = () => {
    if (read.asRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  };
  if (urgent) hydrate();
  else startTransition(hydrate);
}
