// The guest pages rendered on the server, with the same components the browser hydrates (GuestApp). Built as a
// self-contained CommonJS bundle deployed with the remote (dist/apps/mf-guest/server/); the gateway loads it at run
// time. Contract: GuestServerBundle in @carta/contracts.
import { renderToString } from 'react-dom/server';
import {
  GUEST_PAGE_DATA_ID,
  GUEST_PAGE_ROOT_ID,
  RESTAURANT_LANGUAGES,
  languageTag,
  type GuestPageRender,
  type GuestPageRequest,
  type GuestPageState,
  type GuestServerBundle,
} from '@carta/contracts';
import './texts';
import { textFor, translator } from '../common/interface-text';
import { defaultLanguage, interfaceLocale } from '../common/language';
import { rememberOnly } from '../common/public-api';
import { guestStylesheet } from '../common/styles';
import { GuestApp } from '../guest-app';
import { FIRST_SCREEN_ID } from '../menu/components/menu-view';
import { answeredRequests, holdsUntil } from '../page-data';
import { BOOTSTRAP_SCRIPT_HASH, bootstrapScript } from './bootstrap';
import { pageHead } from './head';
import { escapeHtml, jsonInScript } from './html';

export const pageLanguage: GuestServerBundle['pageLanguage'] = (restaurant, requested, acceptLanguage) =>
  defaultLanguage(restaurant?.languages ?? RESTAURANT_LANGUAGES, acceptLanguage, requested);

/** The restaurant and menu the page shows, when they exist. */
function shown(request: GuestPageRequest) {
  const { data } = request;
  if (data.screen === 'menu') return data.page ? { restaurant: data.page.restaurant, menu: data.page.menu } : null;
  return data.restaurant ? { restaurant: data.restaurant } : null;
}

function head(request: GuestPageRequest, found: ReturnType<typeof shown>) {
  if (found) return pageHead({ ...found, language: request.language, url: new URL(request.url) });
  const locale = interfaceLocale(request.language);
  const t = translator(textFor(locale), locale);
  const what = request.data.screen === 'menu' ? 'menu' : 'restaurant';
  const title = t('documentTitle', { name: t(`notFound.${what}`) });
  return { htmlLang: languageTag(request.language), tags: `<title>${escapeHtml(title)}</title>` };
}

/**
 * The largest image at the top of the page, fetched first (before the stylesheet is read and the body parsed): the
 * cover on the restaurant's landing page, the menu's banner on a menu. Dishes' photos are small lazy thumbnails: the
 * text, not they, is a menu's largest paint.
 */
function heroPreload(request: GuestPageRequest, found: ReturnType<typeof shown>): string {
  const hero = request.data.screen === 'restaurant' ? found?.restaurant.cover : found?.menu?.banner;
  return hero ? `<link rel="preload" as="image" href="${escapeHtml(hero)}" fetchpriority="high">` : '';
}

/**
 * Holds the first paint until the end of the page's first screen is parsed, where the page marks it (a menu's first
 * dishes): otherwise the browser may paint the header alone and the dishes a frame later. Browsers without
 * `rel=expect` paint as they always did.
 */
function firstScreen(body: string): string {
  return body.includes(`id="${FIRST_SCREEN_ID}"`)
    ? `<link rel="expect" href="#${FIRST_SCREEN_ID}" blocking="render">`
    : '';
}

export const scriptHashes: GuestServerBundle['scriptHashes'] = [BOOTSTRAP_SCRIPT_HASH];

export function renderGuestPage(request: GuestPageRequest): GuestPageRender {
  const { route } = request;
  const found = shown(request);
  const state: GuestPageState = {
    route,
    version: request.version,
    path: request.path,
    language: request.language,
    ...(request.choices ? { choices: request.choices } : {}),
    now: request.now,
    holdsUntil: holdsUntil(request.data, request.now),
  };
  // Synchronous from here to the end of the render: no other request's data can be in memory meanwhile.
  rememberOnly(answeredRequests(route, request.data));
  let body: string;
  try {
    body = renderToString(<GuestApp rendered={state} />);
  } finally {
    rememberOnly([]);
  }
  // A screen that suspended or failed renders its fallback: not a page to send (nor to keep).
  if (body.includes('<!--$!-->')) throw new Error('the guest page did not render');
  const { htmlLang, tags } = head(request, found);
  const html =
    `<!doctype html><html lang="${escapeHtml(htmlLang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${firstScreen(body)}${heroPreload(request, found)}` +
    `<link rel="icon" href="/app/favicon.svg" type="image/svg+xml">${tags}` +
    `<style data-guest-styles>${guestStylesheet()}</style></head>` +
    `<body><main id="main"><div id="${GUEST_PAGE_ROOT_ID}">${body}</div></main>` +
    `<script type="application/json" id="${GUEST_PAGE_DATA_ID}">${jsonInScript(state)}</script>` +
    `${bootstrapScript(request.scripts)}</body></html>`;
  return { status: found ? 200 : 404, html };
}
