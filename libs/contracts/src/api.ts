/** The services behind the gateway, and the first path segment under /api each one answers. */
export const SERVICES = ['auth', 'restaurants', 'admin'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const API_PREFIX = '/api';

/** First path segment after /api → the service that owns it (spec §7 calls table). */
export const SERVICE_BY_SEGMENT: Record<string, ServiceName> = {
  login: 'auth',
  register: 'auth',
  token: 'auth',
  logout: 'auth',
  verify: 'auth',
  resendvalidation: 'auth',
  forgot: 'auth',
  reset: 'auth',
  profile: 'auth',
  // The site's contact form mails the admins, whose addresses are auth's.
  contact: 'auth',
  restaurants: 'restaurants',
  cities: 'admin',
  // Users are auth's rows (each service owns its tables), so auth serves their admin screens too.
  users: 'auth',
};

/** Calls that need no token; everything else under /api is refused by the gateway without one. */
export const PUBLIC_API_PATHS: readonly RegExp[] = [
  /^\/(login|register|verify|forgot|reset|contact)\/?$/,
  /^\/restaurants\/public\/?$/,
  /^\/restaurants\/public\/[^/]+\/menus\/[^/]+\/?$/,
  /^\/restaurants\/public\/[^/]+\/events\/?$/,
  /^\/restaurants\/images\/[\w.-]+$/,
];

/** Calls the client sends without an Authorization header (spec §7). */
export const UNAUTHENTICATED_CALLS = ['/login', '/forgot', '/register', '/reset', '/contact'] as const;

export const AUTH_ROUTES = {
  login: '/login',
  register: '/register',
  token: '/token',
  logout: '/logout',
  verify: '/verify',
  resendValidation: '/resendvalidation',
  forgot: '/forgot',
  reset: '/reset',
  profile: '/profile',
  changePassword: '/profile/changePassword',
  changeEmail: '/profile/changeEmail',
  contact: '/contact',
} as const;

/**
 * Auth's key set (JWKS: the current, next and previous public keys), read by every verifier from AUTH_URL; not routed
 * by the gateway.
 */
export const AUTH_KEYS_ROUTE = '/.well-known/jwks.json';

/** Admin screens' calls: cities are served by admin, users by auth (see SERVICE_BY_SEGMENT). */
export const ADMIN_ROUTES = {
  cities: '/cities',
  citiesAll: '/cities/all',
  city: (id: string) => `/cities/${id}`,
  users: '/users',
  user: (id: string) => `/users/${id}`,
  /** POST: mails the user a new verification link (200 `ResendValidationResponse`). */
  userVerification: (id: string) => `/users/${id}/resendvalidation`,
} as const;

/** Header the gateway sets on every proxied request and every service logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The shape of every id (a UUID), for code that only needs to tell an id from anything else. */
export const ID_PATTERN_SOURCE = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const ID = new RegExp(`^${ID_PATTERN_SOURCE}$`);

export function isId(value: string): boolean {
  return ID.test(value);
}
