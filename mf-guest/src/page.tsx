// The browser entry of a page the server rendered: it hydrates the same tree from the data the HTML carries, without
// the shell (no router, session or federation runtime: a guest page needs none of them). Deferred: the page reads
// before it runs.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { GUEST_PAGE_DATA_ID, GUEST_PAGE_ROOT_ID, WEB_BASE_PATH, type GuestPageState } from '@carta/contracts';
import { rememberOnly } from './common/public-api';
import { GuestApp } from './guest-app';
import { currentPath, matchGuestRoute } from './navigation';
import { answeredRequests } from './page-data';

const root = document.getElementById(GUEST_PAGE_ROOT_ID);
const data = document.getElementById(GUEST_PAGE_DATA_ID);
if (root && data?.textContent) {
  const state = JSON.parse(data.textContent) as GuestPageState;
  // A subdomain's landing (`/app/`) shows its restaurant's page: the address says which, as the shell's would.
  if (currentPath() !== state.path) window.history.replaceState(null, '', `${WEB_BASE_PATH}${state.path}`);
  rememberOnly(answeredRequests(matchGuestRoute(state.path), state.data));
  // As a transition, hydration yields to the browser every few milliseconds: the page already reads, so a phone's
  // taps and scrolling must not wait for one long task (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(root, <GuestApp rendered={state} />);
  });
}
