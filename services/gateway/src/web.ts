import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HASHED_FILE, WEB_BASE_PATH, WEB_ROUTES } from '@carta/contracts';
import { REMOTE_NAMES, type GatewayConfig } from './config';
import { errorBody } from './errors';
import type { GuestPages } from './guest-pages/guest-pages';
import { preloadLinks } from './preload';

const YEAR = 'public, max-age=31536000, immutable';
const NEVER = 'no-cache, no-store, must-revalidate';

/** Files named by content hash may be cached for a year; everything else is revalidated. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('Cache-Control', HASHED_FILE.test(path) ? YEAR : NEVER);
}

/** The shell under /app (its run-time configuration, its files, deep links) and each remote under /remotes. */
export async function registerWeb(app: FastifyInstance, config: GatewayConfig, pages: GuestPages): Promise<void> {
  await app.register(async (web) => registerShell(web, config, pages));
  for (const remote of REMOTE_NAMES) {
    await app.register(async (web) => {
      await web.register(fastifyStatic, {
        root: join(config.staticDir, `mf-${remote}`),
        prefix: `/remotes/${remote}/`,
        preCompressed: true,
        decorateReply: false,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    });
  }
}

/** The guests' pages, rendered on the server (`GuestPages`); the app's routes under the same patterns. */
const GUEST_PAGES = [WEB_ROUTES.guestRestaurant, WEB_ROUTES.guestRestaurantMenus, WEB_ROUTES.guestRestaurantMenuView];

async function registerShell(web: FastifyInstance, config: GatewayConfig, pages: GuestPages): Promise<void> {
  const root = join(config.staticDir, 'shell');
  // Generated per request from the environment, so moving a remote never needs a shell rebuild.
  web.get('/app/remotes.json', (_req, reply) => reply.header('Cache-Control', NEVER).send(config.remotes));
  web.get('/app/version.json', (_req, reply) => reply.header('Cache-Control', NEVER).send({ version: config.version }));
  web.get('/app/config.json', (_req, reply) =>
    reply
      .header('Cache-Control', NEVER)
      .send({ demoMode: config.demoMode, mapTilesUrl: config.mapTilesUrl, mainHost: config.mainHost }),
  );
  await web.register(fastifyStatic, {
    root,
    prefix: '/app/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
    index: false,
    wildcard: true,
  });
  const sendIndex = (path: string, reply: FastifyReply) =>
    reply
      .header('Cache-Control', NEVER)
      .header('Link', preloadLinks(path, config.remotes.guest))
      .sendFile('index.html', root);
  // Also `/app`: the router ignores the trailing slash. A restaurant's subdomain lands on its rendered page.
  web.get('/app/', (req, reply) => pages.answer(req, reply, () => sendIndex('/app/', reply)));
  // A guest's page is rendered here; the single-page app answers when it cannot be (then the shell boots the remote).
  for (const route of GUEST_PAGES) {
    web.get(`${WEB_BASE_PATH}${route}`, (req, reply) =>
      pages.answer(req, reply, () => sendIndex(req.url.split('?')[0], reply)),
    );
  }
  // Deep links under /app are the single-page app's routes; files that do not exist there are 404s.
  web.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path.startsWith('/app/') && !/\.[a-z0-9]+$/i.test(path)) return sendIndex(path, reply);
    return reply.code(404).send(errorBody('NOT_FOUND'));
  });
}
