import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import {
  API_PREFIX,
  AUTH_ROUTES,
  ERROR_CODES,
  UNAUTHENTICATED_CALLS,
  type ErrorBody,
  type ErrorCode,
  type TokenResponse,
} from '@carta/contracts';
import { useLoading } from './stores/loading';
import { useLocale } from './stores/locale';
import { useMessages, type Message } from './stores/messages';
import { sessionNeedsRefresh, useSession } from './stores/session';
import { checkForAppUpdate } from './update-check';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Show the global loading dialog while this call runs. */
    showLoading?: boolean;
    /** Do not put this call's error in the error snackbar (the screen handles it). */
    silent?: boolean;
  }
}

/** The one HTTP client of the web apps: same-origin /api through the gateway. */
export const http = axios.create({ baseURL: API_PREFIX, timeout: 30_000, headers: { Accept: 'application/json' } });

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0].replace(/\/+$/, '') || '/';
}

function isUnauthenticatedCall(path: string): boolean {
  return (UNAUTHENTICATED_CALLS as readonly string[]).includes(path);
}

let refreshing: Promise<void> | null = null;

/** Asks for a fresh token once, however many calls are waiting for it. */
export function refreshSession(): Promise<void> {
  refreshing ??= http
    .get<TokenResponse>(AUTH_ROUTES.token)
    .then(({ data }) => useSession.getState().setToken(data.token))
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The HTTP status of a failed call, undefined when the server did not answer. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/** The message for a failed call: the server's code, or no answer at all. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (!(error instanceof AxiosError) || !error.response) return 'SERVER_TIMEOUT_CONNECTION_ERROR';
  const code = (error.response.data as Partial<ErrorBody> | undefined)?.errors?.msg;
  return code && (ERROR_CODES as readonly string[]).includes(code) ? code : 'ERROR';
}

/** The field a failed call's answer names (`param`), if any. */
export function errorFieldOf(error: unknown): string | undefined {
  const param =
    error instanceof AxiosError ? (error.response?.data as Partial<ErrorBody> | undefined)?.errors?.param : undefined;
  return typeof param === 'string' ? param : undefined;
}

/**
 * A failed call as a message: `errors.CODE`, with what the answer names for the text to show: the field, its limit,
 * a file's line and the words of it not understood (a CSV import), how many stand in the way (its plural form).
 */
export function errorMessageOf(error: unknown): Message {
  const code = errorCodeOf(error);
  const details =
    error instanceof AxiosError ? (error.response?.data as Partial<ErrorBody> | undefined)?.errors : undefined;
  const { max, line, value, count } = details ?? {};
  const field = errorFieldOf(error);
  const params = {
    ...(field === undefined ? {} : { field }),
    ...(typeof max === 'number' ? { max } : {}),
    ...(typeof line === 'number' ? { line } : {}),
    ...(typeof value === 'string' ? { value } : {}),
    ...(typeof count === 'number' ? { count } : {}),
  };
  return Object.keys(params).length ? { key: `errors.${code}`, params } : { key: `errors.${code}` };
}

/**
 * A call that asked for a file (`responseType: 'blob'`: a PDF, a CSV) gets its error's JSON body as a Blob too: it is
 * read back into the body it is, so the error's code and details reach the message (else such failures said "Error").
 */
async function readBlobErrorBody(error: unknown): Promise<void> {
  const response = error instanceof AxiosError ? error.response : undefined;
  if (!(response?.data instanceof Blob) || !response.data.type.includes('json')) return;
  response.data = JSON.parse(await response.data.text()) as unknown;
}

http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  const path = pathOf(config.url);
  config.headers.set('Accept-Language', useLocale.getState().locale);
  if (!isUnauthenticatedCall(path)) {
    if (path !== AUTH_ROUTES.token && sessionNeedsRefresh()) {
      // A failed refresh already logged out; this call then goes without a token and fails on its own.
      await refreshSession().catch(() => undefined);
    }
    const { token } = useSession.getState();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  if (config.showLoading) useLoading.getState().start();
  return config;
});

http.interceptors.response.use(
  (response) => {
    if (response.config.showLoading) useLoading.getState().stop();
    if (pathOf(response.config.url) !== AUTH_ROUTES.token) void checkForAppUpdate();
    return response;
  },
  async (error: unknown) => {
    useLoading.getState().reset();
    if (axios.isCancel(error)) return Promise.reject(error);
    await readBlobErrorBody(error);
    const config = error instanceof AxiosError ? error.config : undefined;
    if (error instanceof AxiosError && error.response?.status === 401) {
      const { token, logout } = useSession.getState();
      if (token || !isUnauthenticatedCall(pathOf(config?.url))) logout({ ended: Boolean(token) });
      return Promise.reject(error);
    }
    if (!config?.silent) useMessages.getState().addError(errorMessageOf(error));
    return Promise.reject(error);
  },
);
