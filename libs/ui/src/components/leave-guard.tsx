import { NavigationType, useBlocker } from 'react-router-dom';
import { DiscardDialog } from './confirm-dialog';
import { unsavedIn } from './unsaved';

/**
 * Asks before the app leaves a page holding guarded edits for another page (a link, Back). The app's own redirects
 * (REPLACE: a session that ended, a deleted restaurant's way home) and moves within the page (the wizard's steps)
 * pass, and so does a form's own next page once it saves (a form being saved holds no edits). Mounted once, by the
 * shell's layout.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      historyAction !== NavigationType.Replace &&
      currentLocation.pathname !== nextLocation.pathname &&
      unsavedIn(document),
  );
  if (blocker.state !== 'blocked') return null;
  return <DiscardDialog onKeep={() => blocker.reset()} onDiscard={() => blocker.proceed()} />;
}
