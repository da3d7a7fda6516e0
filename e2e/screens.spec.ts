import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Menu, Paged, Restaurant } from '@carta/contracts';
import { E2E } from './env';
import { apiToken, DEMO } from './session';

// Every owner and admin screen, photographed at a phone's and a desktop's width, in both languages and both themes
// (test-results/screens/<screen>-<width>-<lang>-<theme>.png, kept as the run's artifact), and checked by axe-core in
// both themes. To add a screen, add a row to SCREENS; a row whose path is 'continues' starts where the row before left
// the page. Consecutive rows must show different pages (a new <h1>): see visit().

const OUT = join(__dirname, '../test-results/screens');
const AXE = join(__dirname, '../node_modules/axe-core/axe.min.js');
const LANGS = ['es', 'en'] as const;
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [360, 1280] as const;
const HEIGHT = 800;
/** axe runs in one language (contrast and structure do not change with it), in both themes, at each width. */
const AXE_LANG: Lang = 'en';

type Lang = (typeof LANGS)[number];
type Theme = (typeof THEMES)[number];
type Who = 'visitor' | 'owner' | 'admin';

/** The demo data the screens show: the demo owner's restaurant and one of its menus. */
interface Demo {
  restaurantId: string;
  menuId: string;
}

/** A translated text of the web app, as the screen shows it in `lang` (`owner:items.add`). */
type Tr = (key: string, params?: Record<string, string | number>) => string;

interface Screen {
  name: string;
  as: Who;
  /** Where the screen is, or 'continues': the page as the row before left it (its dialog closed). */
  path: ((demo: Demo) => string) | 'continues';
  /** After the page has loaded: opens what the screen is about (a dialog, a wizard step) and waits for it. */
  show?: (page: Page, t: Tr) => Promise<unknown>;
  /** Only this part is photographed (a card); by default the whole page, or the screen when a dialog is open. */
  part?: (page: Page, t: Tr) => Locator;
}

const click = (name: string) => async (page: Page) => page.getByRole('button', { name, exact: true }).click();
const openDialog = (opener: (t: Tr) => string, title: (t: Tr) => string) => async (page: Page, t: Tr) => {
  await click(opener(t))(page);
  await expect(page.getByRole('dialog', { name: title(t) })).toBeVisible();
};
const card = (title: (t: Tr) => string) => (page: Page, t: Tr) => page.getByRole('region', { name: title(t) });
/** The wizard's next step (from the step the row before left it on). */
const nextStep = (step: number) => async (page: Page, t: Tr) => {
  await click(t('owner:wizard.next'))(page);
  await expect(page.getByText(t('owner:wizard.progress', { step, total: 4, title: '' }).trim())).toBeVisible();
};

export const SCREENS: Screen[] = [
  { name: 'landing', as: 'visitor', path: () => '/app/' },
  { name: 'login', as: 'visitor', path: () => '/app/login' },
  { name: 'signup', as: 'visitor', path: () => '/app/signup' },
  { name: 'forgot', as: 'visitor', path: () => '/app/forgot' },
  { name: 'contact', as: 'visitor', path: () => '/app/contact' },
  { name: 'about', as: 'visitor', path: () => '/app/about' },
  { name: 'not-found', as: 'visitor', path: () => '/app/no-such-screen' },
  { name: 'home', as: 'owner', path: () => '/app/home' },
  { name: 'profile', as: 'owner', path: () => '/app/profile' },
  { name: 'restaurant', as: 'owner', path: ({ restaurantId }) => `/app/restaurant/${restaurantId}` },
  { name: 'restaurant-qr', as: 'owner', path: 'continues', part: card((t) => t('owner:qr.title')) },
  { name: 'restaurant-subdomain', as: 'owner', path: 'continues', part: card((t) => t('owner:subdomain.title')) },
  {
    name: 'social-links-dialog',
    as: 'owner',
    path: 'continues',
    show: openDialog(
      (t) => t('owner:socialLinks.open'),
      (t) => t('owner:socialLinks.title'),
    ),
  },
  {
    name: 'map-dialog',
    as: 'owner',
    path: 'continues',
    show: openDialog(
      (t) => t('owner:map.open'),
      (t) => t('owner:map.title'),
    ),
  },
  {
    name: 'delete-restaurant-dialog',
    as: 'owner',
    path: 'continues',
    show: openDialog(
      (t) => t('owner:restaurantView.delete'),
      (t) => t('owner:restaurantView.deleteTitle'),
    ),
  },
  { name: 'wizard-new', as: 'owner', path: () => '/app/newRestaurant' },
  { name: 'wizard-1-basic', as: 'owner', path: ({ restaurantId }) => `/app/restaurantEdit/${restaurantId}` },
  { name: 'wizard-2-contact', as: 'owner', path: 'continues', show: nextStep(2) },
  { name: 'wizard-3-languages', as: 'owner', path: 'continues', show: nextStep(3) },
  { name: 'wizard-4-look', as: 'owner', path: 'continues', show: nextStep(4) },
  { name: 'products', as: 'owner', path: ({ restaurantId }) => `/app/restaurant/${restaurantId}/items` },
  {
    name: 'product-dialog',
    as: 'owner',
    path: 'continues',
    show: openDialog(
      (t) => t('owner:items.add'),
      (t) => t('owner:item.newTitle'),
    ),
  },
  { name: 'menus', as: 'owner', path: ({ restaurantId }) => `/app/restaurant/${restaurantId}/menu` },
  { name: 'menu-new', as: 'owner', path: ({ restaurantId }) => `/app/restaurant/${restaurantId}/newMenu` },
  {
    name: 'menu-builder',
    as: 'owner',
    path: ({ restaurantId, menuId }) => `/app/restaurant/${restaurantId}/menu/${menuId}`,
  },
  {
    name: 'menu-form',
    as: 'owner',
    path: ({ restaurantId, menuId }) => `/app/restaurant/${restaurantId}/newMenu/${menuId}`,
  },
  { name: 'admin-cities', as: 'admin', path: () => '/app/admin/cities' },
  {
    name: 'admin-city-dialog',
    as: 'admin',
    path: 'continues',
    show: openDialog(
      (t) => t('admin:cities.add'),
      (t) => t('admin:cities.createTitle'),
    ),
  },
  { name: 'admin-users', as: 'admin', path: () => '/app/admin/users' },
  {
    name: 'admin-user-dialog',
    as: 'admin',
    path: 'continues',
    show: openDialog(
      (t) => t('admin:users.add'),
      (t) => t('admin:users.createTitle'),
    ),
  },
  { name: 'admin-subdomains', as: 'admin', path: () => '/app/admin/restaurantsSubDomains' },
];

type Bundle = { [key: string]: string | Bundle };

function translator(lang: Lang): Tr {
  const bundles = Object.fromEntries(
    ['common', 'shell', 'owner', 'admin'].map((namespace) => [
      namespace,
      JSON.parse(readFileSync(join(__dirname, `../libs/i18n/src/locales/${lang}/${namespace}.json`), 'utf8')) as Bundle,
    ]),
  );
  return (key, params = {}) => {
    const [namespace, path] = key.split(':');
    const text = path
      .split('.')
      .reduce<Bundle | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        bundles[namespace],
      );
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${lang}`);
    return text.replace(/{{\s*(\w+)[^}]*}}/g, (_match, name: string) => String(params[name] ?? ''));
  };
}

async function demoData(request: APIRequestContext): Promise<Demo> {
  const token = await apiToken(request, DEMO.owner);
  const headers = { authorization: `Bearer ${token}` };
  const restaurants = (await (await request.get('/api/restaurants', { headers })).json()) as Paged<Restaurant>;
  const demo = restaurants.docs.find((candidate) => candidate.subDomain === 'demo') ?? restaurants.docs[0];
  const menus = (await (await request.get(`/api/restaurants/${demo._id}/menus`, { headers })).json()) as Paged<Menu>;
  return { restaurantId: demo._id, menuId: menus.docs[0]._id };
}

/** What the web app keeps in localStorage: the session of `who`, the language, the theme, the cookie choice. */
async function storageFor(request: APIRequestContext, who: Who, lang: Lang, theme: Theme) {
  const items = [
    { name: 'locale', value: lang },
    { name: 'dark', value: String(theme === 'dark') },
  ];
  if (who !== 'visitor') {
    const response = await request.post('/api/login', { data: DEMO[who] });
    const { token, user } = (await response.json()) as { token: string; user: unknown };
    items.push(
      { name: 'token', value: token },
      { name: 'user', value: JSON.stringify(user) },
      { name: 'tokenExpiration', value: String(Date.now() + 3_600_000) },
      // The visitor's screens show the cookie bar; the others are photographed without it.
      { name: 'cookieConsent', value: 'rejected' },
    );
  }
  return { cookies: [], origins: [{ origin: E2E.baseUrl, localStorage: items }] };
}

async function newContext(browser: Browser, request: APIRequestContext, who: Who, lang: Lang, theme: Theme) {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport: { width: WIDTHS[0], height: HEIGHT },
    locale: lang === 'es' ? 'es-ES' : 'en-GB',
    colorScheme: theme,
    reducedMotion: 'reduce',
    storageState: await storageFor(request, who, lang, theme),
  });
  // Nothing leaves this machine (map tiles).
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    (route) => route.abort(),
  );
  return context;
}

/**
 * Opens `path`: the first time by loading the app, then through its router as a link would (a reload per screen was
 * most of this test's time). The screen is there when its heading is not the one the last screen showed.
 */
async function visit(page: Page, path: string) {
  if (!page.url().startsWith(E2E.baseUrl)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-screen-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main h1:not([data-screen-left])').first()).toBeVisible();
}

/** Closes what the row before opened, so a row that continues starts from the page itself. */
async function closeDialogs(page: Page) {
  while ((await page.locator('dialog[open]').count()) > 0) {
    await page.keyboard.press('Escape');
  }
}

/** The screen has drawn its data: a heading, no progress bar, no call still running. */
async function settled(page: Page) {
  await expect(page.locator('main h1, main h2, dialog[open] h2').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A lazy image below the fold never loads until scrolled to.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
}

type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the page's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const { violations: found } = await axe.run(document);
    return found.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((node) => node.target.join(' ')) }));
  });
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, nodes }) => `${impact} ${id}: ${nodes.slice(0, 5).join(', ')}`);
}

test.describe('every owner and admin screen', () => {
  let demo: Demo;
  test.beforeAll(async ({ request }) => {
    demo = await demoData(request);
    mkdirSync(OUT, { recursive: true });
  });

  for (const lang of LANGS) {
    for (const theme of THEMES) {
      test(`${lang}, ${theme}: screenshots${lang === AXE_LANG ? ' and axe' : ''}`, async ({ browser, request }) => {
        test.setTimeout(360_000);
        const started = Date.now();
        const t = translator(lang);
        const contexts = new Map<Who, BrowserContext>();
        const pages = new Map<Who, Page>();
        const pageOf = async (who: Who) => {
          if (!pages.has(who)) {
            const context = await newContext(browser, request, who, lang, theme);
            contexts.set(who, context);
            pages.set(who, await context.newPage());
          }
          return pages.get(who) as Page;
        };
        try {
          for (const screen of SCREENS) {
            const page = await pageOf(screen.as);
            await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
            if (screen.path === 'continues') await closeDialogs(page);
            else await visit(page, screen.path(demo));
            await settled(page);
            await screen.show?.(page, t);
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: HEIGHT });
              const file = join(OUT, `${screen.name}-${width}-${lang}-${theme}.png`);
              const dialogOpen = (await page.locator('dialog[open]').count()) > 0;
              if (screen.part) await screen.part(page, t).screenshot({ path: file });
              else await page.screenshot({ path: file, fullPage: !dialogOpen });
              // A part's page is checked whole as its own screen.
              if (lang === AXE_LANG && !screen.part) {
                expect
                  .soft(await seriousViolations(page), `axe on ${screen.name} at ${width} px, ${theme}`)
                  .toEqual([]);
              }
            }
          }
          console.log(`${lang}, ${theme}: ${SCREENS.length} screens in ${Math.round((Date.now() - started) / 1000)} s`);
        } finally {
          for (const context of contexts.values()) await context.close();
        }
      });
    }
  }
});
