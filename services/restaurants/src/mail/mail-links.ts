import { ConfigError, type Env } from '@carta/nest-core';
import { subdomainUrl as guestSubdomainUrl, WEB_BASE_PATH, webPath } from '@carta/contracts';

export interface MailLinksConfig {
  /** The product's host without scheme (MAIN_HOST, as the gateway reads it); null: PUBLIC_URL's host. */
  mainHost: string | null;
  /** Where the web app lives (PUBLIC_URL). */
  publicUrl: string;
}

export const MAIL_LINKS_CONFIG = Symbol('MAIL_LINKS_CONFIG');

const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d+)?$/i;

/** MAIN_HOST, checked; throws ConfigError. PUBLIC_URL is nest-core's mail config (already checked there). */
export function loadMainHost(env: Env = process.env): string | null {
  const mainHost = env.MAIN_HOST?.trim().toLowerCase() || null;
  if (mainHost && !HOST.test(mainHost))
    throw new ConfigError('restaurants', [
      'MAIN_HOST must be a host name without scheme or path, e.g. carta.example.com',
    ]);
  return mainHost;
}

/** The guest page at an accepted subdomain (the rule lives in libs/contracts, shared with the owner's QR code). */
export function subdomainUrl(subDomain: string, { mainHost, publicUrl }: MailLinksConfig): string {
  return guestSubdomainUrl(subDomain, mainHost, publicUrl);
}

export function webUrl(publicUrl: string, ...route: Parameters<typeof webPath>): string {
  return `${publicUrl}${WEB_BASE_PATH}${webPath(...route)}`;
}
