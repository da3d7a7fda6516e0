import { useLocation } from 'react-router-dom';
import { NotFound } from '@carta/ui';
import { RequireAuth } from '../auth/require-auth';
import { RemoteRoute } from './remote-route';
import { REMOTES, remoteForPath } from './remotes';

/** Every path the shell does not own: the remote that owns its first segment, else not-found. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const name = remoteForPath(pathname);
  if (!name) return <NotFound />;
  const route = <RemoteRoute key={name} name={name} />;
  const { requiresLogin, role } = REMOTES[name];
  return requiresLogin ? <RequireAuth role={role}>{route}</RequireAuth> : route;
}
