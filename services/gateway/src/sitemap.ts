import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PUBLIC_ROUTES,
  guestPageUrl,
  isId,
  languageTag,
  siteOrigin,
  subdomainOf,
  webPath,
  type PublicRestaurant,
  type PublicRestaurantList,
} from '@carta/contracts';
import type { GatewayConfig } from './config';
import { errorBody } from './errors';
import { isPending } from './guest-cache/guest-cache';
import { guestReadKey } from './guest-cache/guest-reads';
import type { GuestReader } from './guest-cache/guest-reader';

/** A restaurant's sitemap on the main host; on its own subdomain it is `/sitemap.xml`. */
export const SITEMAP_PATH = (restaurantId: string) => `/sitemaps/${restaurantId}.xml`;
/** Crawlers come back now and then: an hour's copy is fresh enough, and the data behind it is the guest cache's. */
const CACHE_CONTROL = 'public, max-age=3600';
const NOT_FOUND = errorBody('NOT_FOUND');

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/**
 * The sitemap of one restaurant's guest pages at `origin` (where they are canonical): its landing page and each
 * menu's page, once per carta language, each with every language's alternate and the page that chooses (x-default),
 * and when guests' data of the restaurant last changed (`<lastmod>`, a W3C datetime in UTC): every page shows some of
 * it (the landing page lists the menus), so one instant stands for all of them.
 */
export function sitemapXml(restaurant: PublicRestaurant, origin: string): string {
  const routes = [
    webPath('guestRestaurant', { restaurantId: restaurant._id }),
    ...restaurant.menus.map((menu) =>
      webPath('guestRestaurantMenuView', { restaurantId: restaurant._id, id: menu._id }),
    ),
  ];
  const lastmod = `<lastmod>${xml(restaurant.publicChangedAt)}</lastmod>`;
  const alternate = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${xml(hreflang)}" href="${xml(href)}"/>`;
  const urls = routes.flatMap((route) => {
    const alternates = [
      ...restaurant.languages.map((code) => alternate(languageTag(code), guestPageUrl(origin, route, code))),
      alternate('x-default', guestPageUrl(origin, route)),
    ].join('');
    return restaurant.languages.map(
      (code) => `<url><loc>${xml(guestPageUrl(origin, route, code))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: crawlers read the guest pages and the public API and images those pages show, not the rest of the API;
 * on a restaurant's subdomain it names the restaurant's sitemap.
 */
export function robotsTxt(sitemapUrl: string | null): string {
  return [
    'User-agent: *',
    'Allow: /api/restaurants/public',
    'Allow: /api/restaurants/images/',
    'Disallow: /api/',
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
    '',
  ].join('\n');
}

/**
 * `/robots.txt`, `/sitemap.xml` on a restaurant's subdomain, and `/sitemaps/{id}.xml` on the main host (moved to the
 * subdomain's `/sitemap.xml` when the restaurant has one, and to the main host's when asked elsewhere: a sitemap lists
 * addresses of its own host only). Every address they write is the configured one (MAIN_HOST, PUBLIC_URL's scheme and
 * port, as the guest pages): these answers are public and kept an hour by any cache, so a forged Host must not reach
 * them. The restaurant is read through the guests' read path: the guest cache, then the restaurants service.
 */
export function registerSitemaps(app: FastifyInstance, config: GatewayConfig, guestReader: GuestReader): void {
  const readRestaurant = async (req: FastifyRequest, query: Record<string, string>) => {
    const key = guestReadKey(PUBLIC_ROUTES.restaurants, new URLSearchParams(query).toString());
    const answer = guestReader.read(key, req);
    const { status, body } = isPending(answer) ? await answer : answer;
    if (status !== 200) throw new Error(`public restaurant read answered ${status}`);
    return (JSON.parse(body.toString('utf8')) as PublicRestaurantList).docs[0] ?? null;
  };
  /** The origin of the pages at an accepted subdomain, or at the main host (null). */
  const originOf = (sub: string | null) => siteOrigin(sub, config.mainHost, config.publicUrl);
  const subDomainOf = (req: FastifyRequest) => subdomainOf(req.hostname, config.mainHost);
  const bySubDomain = (req: FastifyRequest, sub: string) =>
    readRestaurant(req, { subDomainEnabled: 'true', subDomain: sub });
  const sendSitemap = (reply: FastifyReply, restaurant: PublicRestaurant, origin: string) =>
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(restaurant, origin));

  app.get('/robots.txt', async (req, reply) => {
    const sub = subDomainOf(req);
    const restaurant = sub ? await bySubDomain(req, sub).catch(() => null) : null;
    return reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(restaurant ? `${originOf(sub)}/sitemap.xml` : null));
  });

  /** The restaurant, or an answer already sent: 404 when there is none, 502 when the service failed. */
  const found = async (req: FastifyRequest, reply: FastifyReply, read: Promise<PublicRestaurant | null>) => {
    try {
      const restaurant = await read;
      if (!restaurant) void reply.code(404).send(NOT_FOUND);
      return restaurant;
    } catch (error) {
      req.log.error({ err: error }, 'sitemap: the restaurants service failed');
      void reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
      return null;
    }
  };

  app.get('/sitemap.xml', async (req, reply) => {
    const sub = subDomainOf(req);
    if (!sub) return reply.code(404).send(NOT_FOUND);
    const restaurant = await found(req, reply, bySubDomain(req, sub));
    return restaurant ? sendSitemap(reply, restaurant, originOf(sub)) : reply;
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const id = /^(.+)\.xml$/.exec(req.params.file)?.[1];
    if (!id || !isId(id)) return reply.code(404).send(NOT_FOUND);
    const restaurant = await found(req, reply, readRestaurant(req, { _id: id.toLowerCase() }));
    if (!restaurant) return reply;
    const home = restaurant.subDomain?.toLowerCase() ?? null;
    if (subDomainOf(req) !== home) {
      const path = home ? '/sitemap.xml' : SITEMAP_PATH(restaurant._id.toLowerCase());
      return reply.redirect(`${originOf(home)}${path}`, 301);
    }
    return sendSitemap(reply, restaurant, originOf(home));
  });
}
