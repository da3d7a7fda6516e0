import { create } from 'zustand';
import { TOKEN_REFRESH_MINUTES, WEB_BASE_PATH, type AuthResponse, type User } from '@carta/contracts';
import { navigateTo } from '../navigation';
import { storage, STORAGE_KEYS } from '../storage';

interface SessionState {
  user: User | null;
  token: string | null;
  /** Epoch milliseconds after which the client asks GET /token for a fresh token. */
  tokenExpiration: number | null;
  setSession: (session: AuthResponse) => void;
  setToken: (token: string) => void;
  setUser: (user: User) => void;
  /**
   * A session the server stopped knowing (ended on another device, by a password reset, by an admin): the page the
   * owner was on. The login page says so and goes back there; the next login forgets it.
   */
  ended: { from: string } | null;
  /** The owner logged out here: the login that follows starts at home, not on the page they left. */
  loggedOut: boolean;
  /** Forgets the session and goes to the login screen; `ended`: the server ended it (above). */
  logout: (options?: { ended?: boolean }) => void;
}

/** What RequireAuth hands the login page: the page to go back to once logged in. */
export interface LoginState {
  from?: string;
}

export function expirationFrom(now: number): number {
  return now + TOKEN_REFRESH_MINUTES * 60_000;
}

function readUser(): User | null {
  try {
    const raw = storage.get(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

/** The automatic login of spec §4: whatever a previous visit stored. */
function restored(): Pick<SessionState, 'user' | 'token' | 'tokenExpiration'> {
  const token = storage.get(STORAGE_KEYS.token);
  if (!token) return { user: null, token: null, tokenExpiration: null };
  const expiration = Number(storage.get(STORAGE_KEYS.tokenExpiration));
  return { user: readUser(), token, tokenExpiration: Number.isFinite(expiration) && expiration > 0 ? expiration : 0 };
}

export const useSession = create<SessionState>()((set, get) => ({
  ...restored(),
  ended: null,
  loggedOut: false,
  setSession: ({ user, token }) => {
    const tokenExpiration = expirationFrom(Date.now());
    storage.set(STORAGE_KEYS.user, JSON.stringify(user));
    storage.set(STORAGE_KEYS.token, token);
    storage.set(STORAGE_KEYS.tokenExpiration, String(tokenExpiration));
    set({ user, token, tokenExpiration, ended: null, loggedOut: false });
  },
  setToken: (token) => {
    const tokenExpiration = expirationFrom(Date.now());
    storage.set(STORAGE_KEYS.token, token);
    storage.set(STORAGE_KEYS.tokenExpiration, String(tokenExpiration));
    set({ token, tokenExpiration });
  },
  setUser: (user) => {
    storage.set(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user });
  },
  logout: (options) => {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.tokenExpiration);
    storage.remove(STORAGE_KEYS.user);
    const { pathname, search } = window.location;
    // Kept through the other calls of the page that fail the same way a moment later.
    const ended = options?.ended ? { from: pathname.slice(WEB_BASE_PATH.length) + search } : get().ended;
    set({ user: null, token: null, tokenExpiration: null, ended, loggedOut: !ended });
    navigateTo('/login', { replace: true });
  },
}));

/** A token exists and the refresh time has passed. */
export function sessionNeedsRefresh(now = Date.now()): boolean {
  const { token, tokenExpiration } = useSession.getState();
  return Boolean(token) && (tokenExpiration ?? 0) <= now;
}
