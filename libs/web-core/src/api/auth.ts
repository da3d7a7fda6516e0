import {
  AUTH_ROUTES,
  type AuthResponse,
  type LoginRequest,
  type Profile,
  type RegisterRequest,
} from '@carta/contracts';
import { http } from '../http';
import { useLocale } from '../stores/locale';
import { useSession } from '../stores/session';

function startSession(session: AuthResponse): AuthResponse {
  useSession.getState().setSession(session);
  useLocale.getState().persist();
  return session;
}

/** POST /login; on success the session (user, token, expiry, locale) is stored. */
export async function login(body: LoginRequest): Promise<AuthResponse> {
  const { data } = await http.post<AuthResponse>(AUTH_ROUTES.login, body, { showLoading: true });
  return startSession(data);
}

/** POST /register (201); the new account is logged in at once. */
export async function register(body: RegisterRequest): Promise<AuthResponse> {
  const { data } = await http.post<AuthResponse>(AUTH_ROUTES.register, body, { showLoading: true });
  return startSession(data);
}

/**
 * GET /profile. The stored user follows it: what was stored at login may be stale (the e-mail verified on another
 * device), and the server's answer is the truth.
 */
export async function getProfile(): Promise<Profile> {
  const { data } = await http.get<Profile>(AUTH_ROUTES.profile);
  const { user, setUser } = useSession.getState();
  if (user) setUser({ ...user, ...data });
  return data;
}

/**
 * Ends the session on the server (its token then gets 401 everywhere), then forgets it here. Forgotten even when the
 * call fails: the person asked to leave.
 */
export async function logout(): Promise<void> {
  await http.post(AUTH_ROUTES.logout, undefined, { silent: true }).catch(() => undefined);
  useSession.getState().logout();
}
