import { MAX_LENGTH } from './limits';
import type { SocialNetwork } from './restaurants';

/** Where a network's profiles live: a name typed in its field ("@lacocinadelucia") is this followed by the name. */
const PROFILES: Partial<Record<SocialNetwork, { base: string; host: string }>> = {
  facebook: { base: 'https://www.facebook.com/', host: 'facebook.com' },
  instagram: { base: 'https://www.instagram.com/', host: 'instagram.com' },
  twitter: { base: 'https://x.com/', host: 'x.com' },
  tiktok: { base: 'https://www.tiktok.com/@', host: 'tiktok.com' },
  youtube: { base: 'https://www.youtube.com/@', host: 'youtube.com' },
};

/** A profile's name as the networks allow them (letters, digits, dots, underscores, hyphens), with or without "@". */
const PROFILE_NAME = /^@?([A-Za-z0-9._-]{1,100})$/;

/** Whether a network's field takes a profile's name ("@lacocinadelucia") besides an address. */
export const takesProfileName = (network: SocialNetwork): boolean => PROFILES[network] !== undefined;

/** An http(s) address of a named host (a dot and a top-level domain: not "https://lacocina"), within the limit. */
function isWebAddress(text: string): boolean {
  if (text.length > MAX_LENGTH.url) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      /^([a-z0-9-]+\.)+(xn--[a-z0-9-]+|[a-z]{2,63})$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * A web address as owners write it, whole: "lacocinadelucia.es" is https://lacocinadelucia.es; in a network's field
 * (`network`), "@lacocinadelucia" or "lacocinadelucia" is that network's profile (https://www.instagram.com/
 * lacocinadelucia) and "instagram.com/lacocinadelucia" its address. '' stays ''; null: not an address (another
 * scheme, spaces, no domain). The owner's forms and the restaurants service both read what is typed with it, so an
 * API client gets what the app gets.
 */
export function webAddress(typed: string, network?: SocialNetwork): string | null {
  const text = typed.trim();
  if (!text) return '';
  if (/^https?:\/\//i.test(text)) return isWebAddress(text) ? text : null;
  // Another scheme (javascript:, mailto:), not a host and its port (casapepe.es:8080).
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return null;
  const profile = network ? PROFILES[network] : undefined;
  const name = PROFILE_NAME.exec(text);
  if (profile && name && (text.startsWith('@') || !text.toLowerCase().includes(profile.host)))
    return `${profile.base}${name[1]}`;
  const full = `https://${text}`;
  return isWebAddress(full) ? full : null;
}
