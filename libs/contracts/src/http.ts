/** Rules about requests that the gateway and every service apply alike (HTTP layer, not any one call). */
import { GUEST_CHOICE_PARAMS } from './guest-render';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A caller's request id is kept only when it looks like one (a UUID, a trace id), so it cannot forge log lines. */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

/** Whether every `%` in the URL starts a well-formed escape of UTF-8 (`%zz`, `%E0` alone: no). */
export function isWellEncoded(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** One-time secrets that travel in a path: the reset and verification ids the account mails link to. */
const SECRET_IN_PATH = /(\/(?:reset|verify)\/)[^/?#]+/gi;
/**
 * Health data in a query: a guest's allergies — the allergen passport in the link a companion shares
 * (`?passport=<code>`), and the filter a guest without script sends (`?avoid=egg&traces=on&diet=vegan`).
 */
const { passport, avoid, traces, diet } = GUEST_CHOICE_PARAMS;
const SECRET_IN_QUERY = new RegExp(`([?&](?:${[passport, avoid, traces, diet].join('|')})=)[^&#]*`, 'gi');

/**
 * The URL as the access log may show it: a reset or verification id would let anyone who reads the log use it, and a
 * passport says what a guest is allergic to.
 */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1:id').replace(SECRET_IN_QUERY, '$1:code');
}
