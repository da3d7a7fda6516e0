import type { Timestamps } from './paging';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** A user as the API shows it: never a password hash, never a token id. */
export interface User extends Timestamps {
  _id: string;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
  city: string;
  country: string;
  phone: string;
  urlAvatar: string;
}

export interface Profile {
  verified: boolean;
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  urlAvatar: string;
}

/** The claims every service reads from a verified token. */
export interface TokenClaims {
  sub: string;
  /** The server-side session the token belongs to: ending it (logout, password, role) ends every token of it. */
  sid: string;
  role: Role;
  /** issued-at, seconds since the epoch */
  iat: number;
  exp: number;
}

/**
 * POST /users/ (admin): a new account with the role the admin chooses. It is mailed its verification link, in the
 * admin's language (the request's Accept-Language), which it keeps; POST /users/{id}/resendvalidation sends another
 * (404 NOT_FOUND_OR_ALREADY_VERIFIED once verified).
 */
export interface AdminCreateUserRequest {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone?: string;
  city?: string;
  country?: string;
}

/**
 * PATCH /users/{id} (admin). A role change ends the user's sessions; demoting or deleting the last admin is
 * 409 LAST_ADMIN.
 */
export type AdminUpdateUserRequest = Partial<Pick<User, 'name' | 'email' | 'role' | 'phone' | 'city' | 'country'>>;
