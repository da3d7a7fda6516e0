import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  INSIGHTS_ROUTES,
  PLACEMENT_ROUTES,
  type InsightEvent,
  type Menu,
  type Paged,
  type PlacementList,
  type PublicMenuPage,
  type Restaurant,
  type RestaurantInsights,
} from '@carta/contracts';
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

/** The demo data the screens show: the demo owner's restaurant, its first menu and its set lunch menu (courses). */
interface Demo {
  restaurantId: string;
  menuId: string;
  setMenuId: string;
  /** Four of the demo's products as exported (one with a new price), a new product, and one whose price is no number. */
  importCsv: string;
}

/** A translated text of the web app, as the screen shows it in `lang` (`owner:items.add`). */
type Tr = (key: string, params?: Record<string, string | number>) => string;

interface Screen {
  name: string;
  as: Who;
  /** Where the screen is, or 'continues': the page as the row before left it (its dialog closed). */
  path: ((demo: Demo) => string) | 'continues';
  /** After the page has loaded: opens what the screen is about (a dialog, a wizard step) and waits for it. */
  show?: (page: Page, t: Tr, demo: Demo) => Promise<unknown>;
  /** Only this part is photographed (a card); by default the whole page, or the screen when a dialog is open. */
  part?: (page: Page, t: Tr) => Locator;
  /** Scrolled to the top of the screen before each photograph: a long dialog's lower part. */
  scrollTo?: (page: Page, t: Tr) => Locator;
}

const click = (name: string) => async (page: Page) => page.getByRole('button', { name, exact: true }).click();
const openDialog = (opener: (t: Tr) => string, title: (t: Tr) => string) => async (page: Page, t: Tr) => {
  await click(opener(t))(page);
  await expect(page.getByRole('dialog', { name: title(t) })).toBeVisible();
};
/** A date row's "One day" box, named with its row ("One day (day 1)"). */
const oneDay = (t: Tr, number: number) => `${t('owner:schedule.oneDay')} (${t('owner:schedule.row', { number })})`;

const card = (title: (t: Tr) => string) => (page: Page, t: Tr) => page.getByRole('region', { name: title(t) });
/** The wizard's next step (from the step the row before left it on). */
const nextStep = (step: number) => async (page: Page, t: Tr) => {
  await click(t('owner:wizard.next'))(page);
  await expect(page.getByText(t('owner:wizard.progress', { step, total: 4, title: '' }).trim())).toBeVisible();
};

/** The products screen's edit dialog of one demo product (by its Spanish name, the restaurant's first language). */
const editProduct = (name: string) => async (page: Page, t: Tr) => {
  // The table shows ten products a page: the product is searched for first.
  await page.getByRole('searchbox', { name: t('owner:items.search') }).fill(name);
  await click(t('owner:items.editNamed', { name }))(page);
  await expect(page.getByRole('dialog', { name: t('owner:item.editTitle') })).toBeVisible();
};
const group = (legend: (t: Tr) => string) => (page: Page, t: Tr) =>
  page.getByRole('group', { name: legend(t), exact: true });

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
  {
    name: 'restaurant-closed-days',
    as: 'owner',
    path: 'continues',
    show: async (page, t) => {
      const closed = card((t) => t('owner:schedule.closedTitle'))(page, t);
      await closed.getByRole('button', { name: t('owner:schedule.addClosed') }).click();
      await closed.getByLabel(oneDay(t, 1)).uncheck();
      await closed.getByLabel(t('owner:schedule.from', { number: 1 })).fill('2026-08-01');
      await closed.getByLabel(t('owner:schedule.to', { number: 1 })).fill('2026-08-15');
      await page.locator(':focus').blur();
    },
    part: card((t) => t('owner:schedule.closedTitle')),
  },
  // Last on this page: the guest page it shows keeps a live connection open, and the next row leaves the page.
  {
    name: 'restaurant-preview',
    as: 'owner',
    path: 'continues',
    show: async (page, t) => {
      const preview = card((t) => t('owner:restaurantView.preview'))(page, t);
      await preview.getByRole('button', { name: t('owner:schedule.previewShow'), exact: true }).click();
      const guestPage = page.frameLocator(`iframe[title="${t('owner:restaurantView.previewFrame')}"]`);
      await expect(guestPage.getByRole('heading', { level: 1 })).toBeVisible();
    },
    part: card((t) => t('owner:restaurantView.preview')),
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
  {
    name: 'product-sizes',
    as: 'owner',
    path: 'continues',
    show: editProduct('Tortilla de patatas'),
    scrollTo: group((t) => t('owner:sizes.title')),
  },
  {
    name: 'product-allergens',
    as: 'owner',
    path: 'continues',
    show: editProduct('Patatas bravas'),
    scrollTo: group((t) => t('owner:item.allergens')),
  },
  {
    name: 'product-diets',
    as: 'owner',
    path: 'continues',
    show: editProduct('Patatas bravas'),
    scrollTo: group((t) => t('owner:item.diets')),
  },
  {
    name: 'import-export',
    as: 'owner',
    path: 'continues',
    show: openDialog(
      (t) => t('owner:transfer.open'),
      (t) => t('owner:transfer.title'),
    ),
  },
  {
    name: 'import-preview',
    as: 'owner',
    path: 'continues',
    show: async (page, t, { importCsv }) => {
      await openDialog(
        (t) => t('owner:transfer.open'),
        (t) => t('owner:transfer.title'),
      )(page, t);
      await page
        .getByLabel(t('owner:transfer.choose'))
        .setInputFiles({ name: 'carta.csv', mimeType: 'text/csv', buffer: Buffer.from(importCsv) });
      await expect(page.getByRole('dialog').getByRole('status')).toBeVisible();
    },
    scrollTo: (page) => page.getByRole('dialog').getByRole('status'),
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
  {
    name: 'menu-courses',
    as: 'owner',
    path: ({ restaurantId, setMenuId }) => `/app/restaurant/${restaurantId}/menu/${setMenuId}`,
  },
  {
    name: 'menu-course-rule',
    as: 'owner',
    path: 'continues',
    show: async (page, t) => {
      await click(t('owner:menus.sections.edit', { name: 'Segundo plato' }))(page);
      await expect(page.getByLabel(t('owner:menus.course.label'))).toBeVisible();
    },
  },
  {
    name: 'allergen-matrix',
    as: 'owner',
    path: ({ restaurantId, menuId }) => `/app/restaurant/${restaurantId}/menu/${menuId}/allergens`,
  },
  {
    name: 'menu-special-days',
    as: 'owner',
    path: ({ restaurantId, setMenuId }) => `/app/restaurant/${restaurantId}/newMenu/${setMenuId}`,
    show: async (page, t) => {
      const add = page.getByRole('button', { name: t('owner:schedule.addException') });
      await add.click();
      await page.getByLabel(oneDay(t, 1)).uncheck();
      await page.getByLabel(t('owner:schedule.from', { number: 1 })).fill('2026-12-24');
      await page.getByLabel(t('owner:schedule.to', { number: 1 })).fill('2026-12-26');
      await add.click();
      await page.getByLabel(t('owner:schedule.kind', { number: 2 })).selectOption('special');
      await page.getByLabel(t('owner:schedule.day', { number: 2 }), { exact: true }).fill('2026-12-31');
      await page.locator(':focus').blur();
    },
  },
  {
    name: 'insights',
    as: 'owner',
    path: ({ restaurantId }) => `/app/restaurant/${restaurantId}/insights`,
    show: async (page, t) => {
      const chart = page.getByRole('img', { name: t('owner:insights.perDayCaption') });
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      // The pointer left over a chart by the last click would open its tooltip.
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'insights-empty',
    as: 'owner',
    path: 'continues',
    show: async (page, t) => {
      await page.getByLabel(t('owner:insights.from'), { exact: true }).fill('2020-01-01');
      await page.getByLabel(t('owner:insights.to'), { exact: true }).fill('2020-01-31');
      await page.locator(':focus').blur();
      await expect(page.getByText(t('owner:insights.empty'))).toBeVisible();
    },
  },
  { name: 'placements', as: 'owner', path: ({ restaurantId }) => `/app/restaurant/${restaurantId}/placements` },
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

type Headers = Record<string, string>;

/** The demo's products as exported, with one price changed, one product added and one price nobody could read. */
async function importCsv(request: APIRequestContext, headers: Headers, restaurantId: string): Promise<string> {
  const exported = await (
    await request.get(`/api/restaurants/${restaurantId}/export/products.csv`, { headers })
  ).text();
  const [header, ...rows] = parse(exported, { bom: true }) as string[][];
  const price = header.indexOf('price');
  const external = header.indexOf('external_id');
  const added = (name: string, cost: string, id: string) =>
    header.map((column, index) =>
      index === price ? cost : index === external ? id : column.startsWith('name_') ? name : rows[0][index],
    );
  const kept = rows.slice(0, 4);
  kept[1] = kept[1].map((cell, index) => (index === price ? '9.90' : cell));
  return stringify([
    header,
    ...kept,
    added('Croquetas de boletus', '8.50', 'tpv-101'),
    added('Flan', 'cuatro', 'tpv-102'),
  ]);
}

/** Headless Chromium says so in its user agent, and the server drops bots' events: these guests use a phone's. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DAY_MS = 86_400_000;
const ACTIVITY_DAYS = 14;

/** The demo owner's screens show what guests did: placements with scans, and two weeks of insights. */
async function guestActivity(request: APIRequestContext, headers: Headers, restaurantId: string, menuId: string) {
  const placements = PLACEMENT_ROUTES.placements(restaurantId);
  const listed = (await (await request.get(`/api${placements}`, { headers })).json()) as PlacementList;
  if (listed.totalDocs === 0) {
    await request.post(`/api${PLACEMENT_ROUTES.range(restaurantId)}`, {
      headers,
      data: { prefix: 'Mesa', from: 1, to: 6 },
    });
    await request.post(`/api${placements}`, { headers, data: { name: 'Terraza' } });
  }
  const codes = ((await (await request.get(`/api${placements}`, { headers })).json()) as PlacementList).docs.map(
    (placement) => placement.code,
  );
  // A scan is counted on the server's today, once per guest: a few guests per placement (told apart by their phones,
  // as the browsers share one address), none for the last.
  for (const [index, code] of codes.slice(0, -1).entries()) {
    for (let scan = 0; scan < 2 + ((index * 5) % 7); scan++) {
      await request.get(`/q/${code}`, { headers: { 'user-agent': `${PHONE} guest-${scan}` }, maxRedirects: 0 });
    }
  }

  const page = (await (
    await request.get(`/api/restaurants/public/${restaurantId}/menus/${menuId}`)
  ).json()) as PublicMenuPage;
  const menus = page.restaurant.menus.map((menu) => menu._id);
  const dishes = page.menu.sections.flatMap((section) => section.items.map((item) => item._id));
  const send = (event: InsightEvent, visitor: string) =>
    request.post(`/api${INSIGHTS_ROUTES.events(restaurantId)}`, {
      headers: { 'content-type': 'text/plain', 'user-agent': `${PHONE} ${visitor}` },
      data: JSON.stringify(event),
    });
  // The service counts an event at its clock's hour: moved back day by day, then given back.
  try {
    for (let day = ACTIVITY_DAYS - 1; day >= 0; day--) {
      writeFileSync(E2E.clockFile, new Date(Date.now() - day * DAY_MS).toISOString());
      const visitors = 5 + ((day * 3) % 7);
      const sent: Promise<unknown>[] = [];
      for (let guest = 0; guest < visitors; guest++) {
        const who = `guest-${day}-${guest}`;
        sent.push(send({ kind: 'menuView', menu: menus[(guest + day) % menus.length] }, who));
        if (guest % 2 === 0) sent.push(send({ kind: 'menuView', menu: menuId }, who));
        sent.push(send({ kind: 'dishOpen', item: dishes[(guest * 3 + day) % dishes.length] }, who));
        if (guest % 3 === 0) sent.push(send({ kind: 'language', language: 'gb' }, who));
        if (guest % 4 === 0)
          sent.push(send({ kind: 'filter', allergens: guest % 8 ? ['gluten'] : ['crustaceans'] }, who));
      }
      await Promise.all(sent);
    }
  } finally {
    rmSync(E2E.clockFile, { force: true });
  }
  // Counted in memory, written every 500 ms by the e2e stack: the dashboard shows them once written.
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - ACTIVITY_DAYS * DAY_MS).toISOString().slice(0, 10);
  await expect
    .poll(async () => {
      const insights = (await (
        await request.get(`/api${INSIGHTS_ROUTES.insights(restaurantId)}?from=${from}&to=${today}`, { headers })
      ).json()) as RestaurantInsights;
      return insights.days.filter((day) => day.menuViews.count).length;
    })
    .toBeGreaterThanOrEqual(ACTIVITY_DAYS - 1);
}

async function demoData(request: APIRequestContext): Promise<Demo> {
  const token = await apiToken(request, DEMO.owner);
  const headers = { authorization: `Bearer ${token}` };
  const restaurants = (await (await request.get('/api/restaurants', { headers })).json()) as Paged<Restaurant>;
  const demo = restaurants.docs.find((candidate) => candidate.subDomain === 'demo') ?? restaurants.docs[0];
  const menus = (await (await request.get(`/api/restaurants/${demo._id}/menus`, { headers })).json()) as Paged<Menu>;
  // The seeded "Menú del día" has courses and a supplement (restaurants' migration 611).
  const setMenu = menus.docs.find((menu) => menu.name.es === 'Menú del día') ?? menus.docs[0];
  await guestActivity(request, headers, demo._id, menus.docs[0]._id);
  return {
    restaurantId: demo._id,
    menuId: menus.docs[0]._id,
    setMenuId: setMenu._id,
    importCsv: await importCsv(request, headers, demo._id),
  };
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

type AxeViolation = { id: string; impact: string | null; nodes: { target: string[]; html: string }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the page's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const { violations: found } = await axe.run(document);
    // A generated class names nothing: the element's opening tag says which it is.
    return found.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`),
    }));
  });
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, nodes }) => `${impact} ${id}: ${nodes.slice(0, 5).join(', ')}`);
}

test.describe('every owner and admin screen', () => {
  let demo: Demo;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
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
            await screen.show?.(page, t, demo);
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: HEIGHT });
              await screen.scrollTo?.(page, t).evaluate((element) => element.scrollIntoView({ block: 'start' }));
              const file = join(OUT, `${screen.name}-${width}-${lang}-${theme}.png`);
              const dialogOpen = (await page.locator('dialog[open]').count()) > 0;
              if (screen.part) await screen.part(page, t).screenshot({ path: file });
              else await page.screenshot({ path: file, fullPage: !dialogOpen });
              // A part's page is checked whole as its own screen, unless the row changed it.
              if (lang === AXE_LANG && (!screen.part || screen.show)) {
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
