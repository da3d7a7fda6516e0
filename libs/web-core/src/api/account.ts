import {
  ADMIN_ROUTES,
  AUTH_ROUTES,
  DEFAULT_MAIN_HOST,
  DEFAULT_MAP_TILES_URL,
  type ChangeEmailRequest,
  type ChangeEmailResponse,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type CityName,
  type Paged,
  type Profile,
  type ResetResponse,
  type SiteContactRequest,
  type SiteContactResponse,
  type UpdateProfileRequest,
  type VerifyResponse,
  type WebConfig,
} from '@carta/contracts';
import { errorCodeOf, errorMessageOf, http, statusOf } from '../http';
import { useMessages } from '../stores/messages';
import { useSession } from '../stores/session';
import { getProfile } from './auth';

const verifications = new Map<string, Promise<VerifyResponse>>();

/**
 * POST /verify {id}. A link is single-use, so the same id is sent once per page load even when a
 * screen asks twice (React's strict mode runs effects twice).
 */
export function verifyEmail(id: string): Promise<VerifyResponse> {
  let pending = verifications.get(id);
  if (!pending) {
    pending = http.post<VerifyResponse>(AUTH_ROUTES.verify, { id }, { showLoading: true }).then(({ data }) => {
      const { user } = useSession.getState();
      if (user && data.verified && (!data.email || user.email.toLowerCase() === data.email.toLowerCase())) {
        useSession.getState().setUser({ ...user, verified: true });
      }
      return data;
    });
    verifications.set(id, pending);
  }
  return pending;
}

/** POST /forgot. Silent: the screen confirms the same way whatever the answer, so it reveals nothing. */
export async function forgotPassword(email: string): Promise<void> {
  await http.post(AUTH_ROUTES.forgot, { email }, { showLoading: true, silent: true });
}

/** The site's contact form, mailed to the admins. */
export async function sendContactMessage(message: SiteContactRequest): Promise<SiteContactResponse> {
  const { data } = await http.post<SiteContactResponse>(AUTH_ROUTES.contact, message, { showLoading: true });
  return data;
}

export async function resetPassword(id: string, password: string): Promise<ResetResponse> {
  const { data } = await http.post<ResetResponse>(AUTH_ROUTES.reset, { id, password }, { showLoading: true });
  return data;
}

/**
 * POST /resendvalidation. An address verified meanwhile (the link opened on another device) is no error: the server's
 * 404 NOT_FOUND_OR_ALREADY_VERIFIED is checked against the profile, which the stored user then follows.
 */
export async function resendValidation(): Promise<'sent' | 'alreadyVerified'> {
  try {
    await http.post(AUTH_ROUTES.resendValidation, {}, { showLoading: true, silent: true });
    return 'sent';
  } catch (error) {
    if (errorCodeOf(error) === 'NOT_FOUND_OR_ALREADY_VERIFIED' && (await getProfile().catch(() => null))?.verified)
      return 'alreadyVerified';
    // A 401 has logged out already; anything else shows as the http client would have shown it.
    if (statusOf(error) !== 401) useMessages.getState().addError(errorMessageOf(error));
    throw error;
  }
}

/** PATCH /profile; the stored user follows the saved profile. */
export async function updateProfile(patch: UpdateProfileRequest): Promise<Profile> {
  const { data } = await http.patch<Profile>(AUTH_ROUTES.profile, patch, { showLoading: true });
  const { user } = useSession.getState();
  if (user) useSession.getState().setUser({ ...user, ...data });
  return data;
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  const { data } = await http.post<ChangePasswordResponse | undefined>(AUTH_ROUTES.changePassword, body, {
    showLoading: true,
  });
  if (typeof data?.token === 'string') useSession.getState().setToken(data.token);
}

/** POST /profile/changeEmail: the address changes only when the link mailed to the new one is opened. */
export async function changeEmail(body: ChangeEmailRequest): Promise<ChangeEmailResponse> {
  const { data } = await http.post<ChangeEmailResponse>(AUTH_ROUTES.changeEmail, body, { showLoading: true });
  return data;
}

/** GET /cities/all: every city, for the profile's dropdown (names only). */
export async function getAllCities(): Promise<CityName[]> {
  const { data } = await http.get<CityName[] | Paged<CityName>>(ADMIN_ROUTES.citiesAll);
  return Array.isArray(data) ? data : data.docs;
}

let config: Promise<WebConfig> | undefined;

/** The gateway's /app/config.json (demo mode, map tiles), fetched once; a failure means the defaults. */
export function getWebConfig(): Promise<WebConfig> {
  config ??= fetch('/app/config.json', { cache: 'no-store' })
    .then((response): Promise<Partial<WebConfig>> | Partial<WebConfig> => (response.ok ? response.json() : {}))
    .then((body) => ({
      demoMode: body.demoMode === true,
      mapTilesUrl: typeof body.mapTilesUrl === 'string' ? body.mapTilesUrl : DEFAULT_MAP_TILES_URL,
      mainHost: typeof body.mainHost === 'string' ? body.mainHost : DEFAULT_MAIN_HOST,
    }))
    .catch(() => ({ demoMode: false, mapTilesUrl: DEFAULT_MAP_TILES_URL, mainHost: DEFAULT_MAIN_HOST }));
  return config;
}
