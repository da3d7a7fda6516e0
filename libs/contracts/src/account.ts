import type { Profile } from './users';

/** POST /verify: the id from the e-mailed link /app/verify/{id}. */
export interface VerifyRequest {
  id: string;
}

export interface VerifyResponse {
  email: string;
  verified: boolean;
}

/** POST /forgot */
export interface ForgotRequest {
  email: string;
}

/** POST /reset: the id from the e-mailed link /app/reset/{id}. */
export interface ResetRequest {
  id: string;
  password: string;
}

export interface ResetResponse {
  msg: 'PASSWORD_CHANGED';
}

/**
 * PATCH /profile: role, verified and password are never accepted here; `email` only as it is (a new one goes through
 * POST /profile/changeEmail, else 422 EMAIL_CHANGE_NEEDS_PASSWORD).
 */
export type UpdateProfileRequest = Partial<
  Pick<Profile, 'name' | 'email' | 'phone' | 'city' | 'country' | 'urlAvatar'>
>;

/** POST /profile/changePassword */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/** POST /profile/changeEmail: the new address and the current password. */
export interface ChangeEmailRequest {
  email: string;
  password: string;
}

/**
 * The address does not change yet: the new one receives a link that makes the change (POST /verify with its id),
 * and the current one is told, with a link to secure the account.
 */
export interface ChangeEmailResponse {
  msg: 'EMAIL_CHANGE_SENT';
  email: string;
}

/**
 * A password change ends the sessions issued before it; the response carries a fresh token for the
 * session that made the change, which the client then keeps using.
 */
export interface ChangePasswordResponse {
  msg: 'PASSWORD_CHANGED';
  token: string;
}

/** POST /forgot answers the same, at once, whether the address has an account or not. */
export interface ForgotResponse {
  msg: 'RESET_EMAIL_SENT';
  email: string;
}

/** POST /resendvalidation: where the fresh link went (404 NOT_FOUND_OR_ALREADY_VERIFIED when already verified). */
export interface ResendValidationResponse {
  email: string;
}

/** GET /app/config.json, written by the gateway from its environment. */
export interface WebConfig {
  demoMode: boolean;
  /** Leaflet tile URL template of the owner's map ({z}/{x}/{y}); configuration, so tests never load tiles. */
  mapTilesUrl: string;
  /** The product's own host (MAIN_HOST): its first label, like `localhost`, is no restaurant's subdomain. */
  mainHost: string;
}

/** The gateway's default for MAP_TILES_URL. */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The gateway's default for MAIN_HOST: a local run. */
export const DEFAULT_MAIN_HOST = 'localhost';

/** POST /contact: the site's contact form (anyone, signed in or not), mailed to every admin. */
export interface SiteContactRequest {
  name: string;
  email: string;
  message: string;
}

export interface SiteContactResponse {
  msg: 'CONTACT_MESSAGE_SENT';
}
