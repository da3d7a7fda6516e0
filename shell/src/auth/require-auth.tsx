import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@carta/web-core';

/** A login-only route without a token goes to /login (spec §2). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const loggedIn = useSession((state) => Boolean(state.token));
  const location = useLocation();
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children ?? <Outlet />;
}
