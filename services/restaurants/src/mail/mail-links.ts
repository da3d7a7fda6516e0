import { subdomainUrl as guestSubdomainUrl, WEB_BASE_PATH, webPath } from '@carta/contracts';

export interface MailLinksConfig {
  /** The product's host without scheme (MAIN_HOST, as the gateway reads it); null: PUBLIC_URL's host. */
  mainHost: string | null;
  /** Where the web app lives (PUBLIC_URL). */
  publicUrl: string;
}

export const MAIL_LINKS_CONFIG = Symbol('MAIL_LINKS_CONFIG');

/** The guest page at an accepted subdomain (the rule lives in libs/contracts, shared with the owner's QR code). */
export function subdomainUrl(subDomain: string, { mainHost, publicUrl }: MailLinksConfig): string {
  return guestSubdomainUrl(subDomain, mainHost, publicUrl);
}

export function webUrl(publicUrl: string, ...route: Parameters<typeof webPath>): string {
  return `${publicUrl}${WEB_BASE_PATH}${webPath(...route)}`;
}
