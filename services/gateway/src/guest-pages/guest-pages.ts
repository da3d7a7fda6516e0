import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  GUEST_LANGUAGE_PARAM,
  PUBLIC_CACHE_CONTROL,
  guestChoices,
  PUBLIC_ROUTES,
  WEB_BASE_PATH,
  WEB_ROUTES,
  guestPageData,
  guestPageRead,
  isId,
  siteOrigin,
  subdomainOf,
  webPath,
  type GuestPageData,
  type GuestRoute,
  type PublicRestaurant,
  type PublicRestaurantList,
} from '@carta/contracts';
import type { GatewayConfig } from '../config';
import { isPending, served, type Answer, type Served } from '../guest-cache/guest-cache';
import { guestReadKey, sendServed } from '../guest-cache/guest-reads';
import type { GuestReader } from '../guest-cache/guest-reader';
import { allowInlineScripts } from '../security-headers';
import { GuestBundle, guestSource } from './guest-bundle';

const ID = '([^/]+)';
const ROUTES = [
  { screen: 'restaurant', pattern: WEB_ROUTES.guestRestaurant },
  { screen: 'menus', pattern: WEB_ROUTES.guestRestaurantMenus },
  { screen: 'menu', pattern: WEB_ROUTES.guestRestaurantMenuView },
].map(({ screen, pattern }) => ({ screen, regex: new RegExp(`^${pattern.replace(/:\w+/g, ID)}/?$`) }));

/** The guest screen a router path shows, when its ids are ids (anything else is left to the single-page app). */
export function pageRoute(path: string): GuestRoute | null {
  for (const { screen, regex } of ROUTES) {
    const match = regex.exec(path);
    if (!match) continue;
    const [restaurantId, menuId] = match.slice(1).map((part) => {
      try {
        return decodeURIComponent(part).toLowerCase();
      } catch {
        return '';
      }
    });
    if (!isId(restaurantId) || (menuId !== undefined && !isId(menuId))) return null;
    return screen === 'menu'
      ? { screen, restaurantId, menuId }
      : { screen: screen as 'restaurant' | 'menus', restaurantId };
  }
  return null;
}

/** The browser's languages, most wanted first (`q=0` refused); at most a few, to bound the work a header can ask. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 16)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A page rendered with the guest's choices: theirs, kept by no cache (nor the browser's, past its use). */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** An answer the service could not give: the guest gets the single-page app, which says so its own way. */
class ReadFailed extends Error {}

/**
 * Guests' pages (restaurant, menus, menu; a subdomain's landing) as HTML rendered by the guest remote's server bundle,
 * from the same cached public reads the API answers, and kept in the same cache: per page, language and bundle build,
 * dropped by the same invalidation as the reads it shows (an owner's edit shows at the next request on every replica),
 * with ETag/304 and compression per encoding. Whatever fails (no bundle, a render, the service), the guest gets the
 * single-page app instead: never a 500.
 */
export class GuestPages {
  private readonly bundle: GuestBundle;
  /** Parsed once per kept answer, not once per guest. */
  private readonly parsed = new WeakMap<Served, unknown>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly guestReader: GuestReader,
    log: FastifyBaseLogger,
  ) {
    this.bundle = new GuestBundle(guestSource(config.remotes.guest, config.staticDir, config.guestServerUrl), log);
  }

  /** Answers `req` with its rendered page, or with `fallback` (the single-page app) when there is none. */
  async answer(
    req: FastifyRequest,
    reply: FastifyReply,
    fallback: () => FastifyReply | Promise<FastifyReply>,
  ): Promise<FastifyReply> {
    try {
      const page = await this.page(req);
      if (!page) return await fallback();
      // Without ?lang= the browser's languages choose; a shared cache must keep them apart.
      void reply.header('vary', 'Accept-Language');
      // On a 304 too: the browser takes its headers as the page's.
      allowInlineScripts(reply, page.scriptHashes);
      return await sendServed(req, reply, page.served);
    } catch (error) {
      req.log.error({ err: error }, 'guest page not rendered; the single-page app answers');
      return fallback();
    }
  }

  /** The page kept or rendered for `req`, and the hashes of the inline scripts its bundle's pages hold. */
  private async page(req: FastifyRequest): Promise<{ served: Served; scriptHashes: readonly string[] } | null> {
    const loaded = await this.bundle.current();
    if (!loaded) return null;
    const url = new URL(req.url, `${req.protocol}://${req.host}`);
    const routerPath = url.pathname.slice(WEB_BASE_PATH.length) || '/';
    const sub = subdomainOf(req.hostname, this.config.mainHost);
    let route: GuestRoute | null;
    if (sub) {
      // A restaurant's own address shows that restaurant only (the shell's rule): anything else is the app's to judge.
      const owner = await this.restaurantOfSubdomain(req, sub);
      if (!owner) return null;
      route = routerPath === '/' ? { screen: 'restaurant', restaurantId: owner } : pageRoute(routerPath);
      if (route?.restaurantId !== owner) return null;
    } else {
      route = routerPath === '/' ? null : pageRoute(routerPath);
    }
    if (!route) return null;
    const path =
      route.screen === 'menu'
        ? webPath('guestRestaurantMenuView', { restaurantId: route.restaurantId, id: route.menuId })
        : webPath(route.screen === 'restaurant' ? 'guestRestaurant' : 'guestRestaurantMenus', {
            restaurantId: route.restaurantId,
          });
    const first = await this.data(req, route);
    const restaurant = restaurantIn(first.data);
    const language = loaded.bundle.pageLanguage(
      restaurant,
      url.searchParams.get(GUEST_LANGUAGE_PARAM),
      acceptedLanguages(req.headers['accept-language']),
    );
    // The address a guest shares: the restaurant's own host, or the main one, as configured (never any Host or port a
    // client makes up: the page is kept and served to every guest).
    const origin = siteOrigin(sub, this.config.mainHost, this.config.publicUrl);
    // Without the query: the page is kept for every guest, and one guest's query (a shared passport) is theirs.
    const pageUrl = `${origin}${url.pathname}`;
    // The guest's allergies in the address (the filter sent without script, a shared passport): their page alone.
    const choices = guestChoices(url.searchParams) ?? undefined;
    const load = async (): Promise<Answer> => {
      // Read again inside the fill: what it keeps must not predate an edit announced before it began.
      const { data, version } = await this.data(req, route);
      const shown = restaurantIn(data);
      const { status, html } = loaded.bundle.renderGuestPage({
        route,
        data,
        version,
        path,
        url: pageUrl,
        language,
        choices,
        now: Date.now(),
        scripts: loaded.scripts,
      });
      return {
        status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': choices ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
        },
        body: Buffer.from(html),
        restaurantIds: status === 200 && shown ? [shown._id.toLowerCase()] : [],
        // A not-found page is kept with the service's not-found answers: briefly, bounded, dropped by any edit.
        unknown: status === 404,
      };
    };
    const scriptHashes = loaded.bundle.scriptHashes ?? [];
    if (choices) return { served: served(await load()), scriptHashes };
    // Per build, address, page and language: `language` is one of the restaurant's, so guests cannot multiply them.
    const key = `page:${loaded.build}:${origin}${path}:${language}`;
    return { served: await this.guestReader.keep(key, load), scriptHashes };
  }

  private async restaurantOfSubdomain(req: FastifyRequest, sub: string): Promise<string | null> {
    const { answer: list } = await this.read<PublicRestaurantList>(
      req,
      guestReadKey(
        PUBLIC_ROUTES.restaurants,
        new URLSearchParams({ subDomainEnabled: 'true', subDomain: sub }).toString(),
      ),
    );
    return list?.docs.length === 1 ? list.docs[0]._id.toLowerCase() : null;
  }

  /** The page's data, read as the browser reads it to hydrate, and the version (hash) of the answer it is. */
  private async data(req: FastifyRequest, route: GuestRoute): Promise<{ data: GuestPageData; version: string | null }> {
    const [pathname, query = ''] = guestPageRead(route).split('?');
    const { answer, version } = await this.read(req, guestReadKey(pathname, query));
    return { data: guestPageData(route, answer), version };
  }

  /**
   * A guest read through the guest cache, as the API answers it: its JSON (null when there is no such thing) and the
   * hash its ETag names.
   */
  private async read<T>(req: FastifyRequest, key: string): Promise<{ answer: T | null; version: string | null }> {
    const pending = this.guestReader.read(key, req);
    const answer = isPending(pending) ? await pending : pending;
    if (answer.status === 404 || answer.status === 422) return { answer: null, version: null };
    if (answer.status !== 200) throw new ReadFailed(`the public read ${key} answered ${answer.status}`);
    if (!this.parsed.has(answer)) this.parsed.set(answer, JSON.parse(answer.body.toString('utf8')));
    return { answer: this.parsed.get(answer) as T, version: answer.representation?.hash ?? null };
  }
}

function restaurantIn(data: GuestPageData): PublicRestaurant | null {
  return data.screen === 'menu' ? (data.page?.restaurant ?? null) : data.restaurant;
}
