import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GUEST_CACHE_INVALIDATES_HEADER,
  GUEST_CACHE_TAGS_HEADER,
  PUBLIC_ROUTES,
  REQUEST_ID_HEADER,
  etagMatches,
  isId,
} from '@carta/contracts';
import { isPending, type Answer, type Served, type StoredHeaders } from './guest-cache';
import { HOP_BY_HOP } from '../upstreams';
import { chooseEncoding, type Chosen } from './representation';

/** A guest waits this long at most for a fill; then the last good copy answers, if there is one. */
const FILL_TIMEOUT_MS = 10_000;
/** Not kept: per connection or per request, or the cache's own business (it negotiates the encoding and the tag). */
const NOT_STORED = new Set([
  ...HOP_BY_HOP,
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'date',
  'x-request-id',
  GUEST_CACHE_TAGS_HEADER,
  GUEST_CACHE_INVALIDATES_HEADER,
]);
/** Headers a 304 carries (RFC 9110 §15.4.5): those of the 200 it stands for, minus the body's. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'expires', 'content-location'];

/** The guests' public reads, the only calls the gateway caches (path after /api, without the query). */
export function isGuestRead(pathname: string): boolean {
  return pathname === PUBLIC_ROUTES.restaurants || pathname.startsWith(`${PUBLIC_ROUTES.restaurants}/`);
}

function headerList(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** Only a plain answer for everyone: no cookie, no variance beyond the encoding, no refusal to be stored. */
function isShared(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['set-cookie'] !== undefined) return false;
  if (headerList(headers.vary).some((name) => name !== 'accept-encoding')) return false;
  const cacheControl = headerList(headers['cache-control']);
  return !cacheControl.some((directive) => directive === 'no-store' || directive === 'private');
}

/** Only a plain 200 for everyone. */
export function isCacheable(status: number, headers: Record<string, string | string[] | undefined>): boolean {
  return status === 200 && isShared(headers);
}

/** Parameters whose value the service reads case-insensitively (an id, a host name's label). */
const CASELESS = new Set(['_id', 'subdomain']);

/**
 * The one spelling of a guest read (path after /api, without a trailing slash): ids lower-cased, the list's
 * parameters sorted, and no query on a menu page, whose route reads none.
 */
export function guestReadKey(pathname: string, query: string): string {
  const path = pathname.toLowerCase();
  if (path !== PUBLIC_ROUTES.restaurants) return path;
  const params = [...new URLSearchParams(query)]
    .map(([name, value]) => [name, CASELESS.has(name.toLowerCase()) ? value.toLowerCase() : value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = new URLSearchParams(params).toString();
  return canonical ? `${path}?${canonical}` : path;
}

export function storedHeaders(headers: Record<string, string | string[] | undefined>): StoredHeaders {
  const kept: StoredHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_STORED.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  return kept;
}

/** The restaurants named by the service's tag header (`GUEST_CACHE_TAGS_HEADER`). */
export function restaurantIdsIn(header: string | string[] | undefined): string[] {
  return (Array.isArray(header) ? header.join(' ') : (header ?? ''))
    .split(/\s+/)
    .filter((id) => isId(id))
    .map((id) => id.toLowerCase());
}

/** Asks the service for a guest read, whole and unconditional: the gateway keeps it and answers conditions itself. */
export async function fetchAnswer(url: string, req: FastifyRequest): Promise<Answer> {
  const res = await fetch(url, {
    headers: { 'accept-encoding': 'identity', [REQUEST_ID_HEADER]: req.id, 'x-forwarded-for': req.ip },
    signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
  });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = Object.fromEntries(res.headers);
  const restaurantIds = isCacheable(res.status, headers) ? restaurantIdsIn(headers[GUEST_CACHE_TAGS_HEADER]) : [];
  return {
    status: res.status,
    headers: storedHeaders(headers),
    body,
    restaurantIds,
    unknown: (res.status === 200 || res.status === 404) && isShared(headers) && !restaurantIds.length,
  };
}

/** A 200 in the encoding the guest accepts, or 304 when it holds this data; any other answer as the service sent it. */
export function sendServed(
  req: FastifyRequest,
  reply: FastifyReply,
  served: Served,
): FastifyReply | Promise<FastifyReply> {
  const { representation } = served;
  if (!representation) return reply.code(served.status).headers(served.headers).send(served.body);
  const chosen = representation.body(chooseEncoding(req.headers['accept-encoding']));
  const send = ({ encoding, body }: Chosen) => {
    const etag = representation.etag(encoding);
    // Appended: the CORS answer already varies by Origin.
    const vary = reply.getHeader('vary');
    void reply.header('etag', etag).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (etagMatches(req.headers['if-none-match'], etag)) {
      for (const name of NOT_MODIFIED_HEADERS)
        if (served.headers[name] !== undefined) reply.header(name, served.headers[name]);
      return reply.code(304).send();
    }
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.code(200).headers(served.headers).send(body);
  };
  return isPending(chosen) ? chosen.then(send) : send(chosen);
}
