import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { BOTTOM_BAR_HEIGHT_VAR, LeaveGuard } from '@carta/ui';
import { useLoading, useMessages } from '@carta/web-core';
import { REMOTES, remoteForPath } from '../remotes/remotes';
import { AppToolbar } from './app-toolbar';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { LoadingDialog } from './loading-dialog';
import { MessageSnackbars } from './message-snackbars';
import { UnverifiedNotice } from './unverified-notice';

export interface RouteHandle {
  /** Login, signup, forgot and reset hide the logo in the toolbar (spec §2). */
  hideLogo?: boolean;
}

const Main = styled.main`
  flex: 1;
`;

/** The room a bar fixed at the bottom (the cookie bar) takes, so the footer and the page's end scroll clear of it. */
const BottomRoom = styled.div`
  flex: none;
  height: var(${BOTTOM_BAR_HEIGHT_VAR}, 0);
`;

export function Layout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const hideLogo = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideLogo);
  const remote = remoteForPath(pathname);
  const hideToolbar = remote ? REMOTES[remote].hideToolbar : false;

  // Spec §2: every navigation clears the loading state and the error and success messages.
  useEffect(() => {
    useMessages.getState().clearForNavigation();
    useLoading.getState().reset();
  }, [pathname]);

  return (
    <>
      {!hideToolbar && <AppToolbar hideLogo={hideLogo} />}
      {!hideToolbar && <UnverifiedNotice />}
      <Main id="main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      <BottomRoom aria-hidden="true" />
      {/* Guests reading a menu are told by the page itself where their choices stay. */}
      {!hideToolbar && <CookieBanner />}
      <LoadingDialog />
      <MessageSnackbars />
      <LeaveGuard />
      <ScrollRestoration />
    </>
  );
}
