import type { FastifyReply, FastifyRequest } from 'fastify';
import { WEB_BASE_PATH } from '@carta/contracts';
import type { GatewayConfig } from './config';

/** Guests' pages may be framed by any site (a restaurant's own website embeds its menu); nothing else may. */
const FRAMABLE = `${WEB_BASE_PATH}/guest/`;
const HSTS = 'max-age=31536000; includeSubDomains';
/** Nothing in Carta uses these; a script injected into a page (or a framing site) gets none of them either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/** `scheme://host[:port]` of an absolute URL or URL template (a `{s}` host label becomes `*`), else null. */
export function originOf(url: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(url);
  return match ? `${match[1].toLowerCase()}//${match[2].replace(/\{[a-z]+\}/gi, '*').toLowerCase()}` : null;
}

/**
 * One policy for every answer. Scripts only from files (ours and the remotes' origins), no eval, no inline script (a
 * rendered guest page adds its own by their hash: `allowInlineScripts`). Styles allow inline: styled-components
 * writes `<style>` elements at run time and React and Leaflet set style attributes, which a nonce cannot cover; CSS
 * cannot run script.
 */
export function contentSecurityPolicy(config: GatewayConfig, frameAncestors: string): string {
  const remotes = Object.values(config.remotes)
    .map(originOf)
    .filter((origin) => origin !== null);
  const tiles = originOf(config.mapTilesUrl);
  const list = (...sources: (string | null)[]) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', tiles, ...remotes)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", ...remotes)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The headers every answer carries (API, files and pages), set before anything can answer. */
export function securityHeaders(config: GatewayConfig): (req: FastifyRequest, reply: FastifyReply) => void {
  const closed = contentSecurityPolicy(config, "'none'");
  const framable = contentSecurityPolicy(config, '*');
  return (req, reply) => {
    // X-Frame-Options too, for browsers without frame-ancestors.
    if (req.url.startsWith(FRAMABLE)) void reply.header('Content-Security-Policy', framable);
    else void reply.header('Content-Security-Policy', closed).header('X-Frame-Options', 'DENY');
    void reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .header('Permissions-Policy', PERMISSIONS_POLICY);
    // req.protocol reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY): a client cannot ask for it.
    if (req.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
  };
}

/** Allows, in this answer's policy, the inline scripts of these hashes (`'sha256-…'`) and no other. */
export function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  void reply.header(
    'content-security-policy',
    policy.replace(
      /(^|; )script-src ([^;]*)/,
      (_, start: string, sources: string) => `${start}script-src ${[sources, ...hashes].join(' ')}`,
    ),
  );
}
