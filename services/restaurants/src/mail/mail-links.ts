import { ConfigError, type Env } from '@carta/nest-core';
import { WEB_BASE_PATH, webPath } from '@carta/contracts';

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

/**
 * The guest page at an accepted subdomain: `{sub}.{MAIN_HOST}` (PUBLIC_URL's host when unset), with PUBLIC_URL's
 * scheme, and its port unless MAIN_HOST names one: https://casapepe.carta.example.com/app/ in production,
 * http://casapepe.localhost:8080/app/ on a local run.
 */
export function subdomainUrl(subDomain: string, { mainHost, publicUrl }: MailLinksConfig): string {
  const url = new URL(publicUrl);
  const [host, port] = mainHost ? mainHost.split(':') : [url.hostname, url.port];
  url.hostname = `${subDomain.toLowerCase()}.${host}`;
  if (port !== undefined) url.port = port;
  url.pathname = `${WEB_BASE_PATH}/`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

export function webUrl(publicUrl: string, ...route: Parameters<typeof webPath>): string {
  return `${publicUrl}${WEB_BASE_PATH}${webPath(...route)}`;
}
