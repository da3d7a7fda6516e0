import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { WEB_ROUTES, type Role } from '@carta/contracts';
import { useSession } from '@carta/web-core';

/**
 * A login-only route without a token goes to /login (spec §2); a route for one role sends anybody else
 * home. Only a convenience: every service checks the token's role again.
 */
export function RequireAuth({ children, role }: { children?: ReactNode; role?: Role | null }) {
  const loggedIn = useSession((state) => Boolean(state.token));
  const userRole = useSession((state) => state.user?.role);
  const loggedOut = useSession((state) => state.loggedOut);
  const location = useLocation();
  // Back there once logged in, unless the owner has just logged out of it (another account may log in next).
  if (!loggedIn) return <Navigate to="/login" replace state={loggedOut ? {} : { from: location.pathname }} />;
  if (role && userRole !== role) return <Navigate to={WEB_ROUTES.home} replace />;
  return children ?? <Outlet />;
}
