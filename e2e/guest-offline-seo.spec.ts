// A guest at the table on a bad Wi-Fi: the menu they opened reloads offline, saying how old it is. On today's
// single-page guest page; once guest pages are rendered on the server, the same journey must hold there.
import { expect, test, type Page } from '@playwright/test';
import type { PublicRestaurant, PublicRestaurantList } from '@carta/contracts';
import { E2E } from './env';

const MAIN_SITE = `http://localhost:${E2E.port}`;

async function demoRestaurant(page: Page): Promise<PublicRestaurant> {
  const response = await page.request.get('/api/restaurants/public?subDomainEnabled=true&subDomain=demo');
  const { docs } = (await response.json()) as PublicRestaurantList;
  expect(docs).toHaveLength(1);
  return docs[0];
}

/** Until the guest pages' service worker runs this page. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Until the worker holds this document and every hashed file the page loaded: what a reload offline needs. Polled
 * from here: `waitForFunction` takes a promise for a truthy answer, and so never waits for an async check.
 */
async function keptForOffline(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const hashed = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => /\.[0-9a-f]{8,}\.js$/.test(new URL(url).pathname));
        const wanted = [window.location.href, ...hashed];
        const kept = await Promise.all(wanted.map((url) => caches.match(url)));
        return hashed.length > 0 && kept.every(Boolean);
      }),
    )
    .toBe(true);
}

test.describe('guests offline', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test('serves its worker under the guest pages, importing the guest remote’s', async ({ page }) => {
    const response = await page.request.get('/app/guest/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('importScripts("/remotes/guest/guest-sw.js");\n');
    const remote = await page.request.get('/remotes/guest/guest-sw.js');
    expect(remote.status()).toBe(200);
    expect(await remote.text()).toContain('carta-guest-');
  });

  test("an address naming a carta language (search engines' hreflang links) opens in it, and follows the guest's choice", async ({
    page,
  }) => {
    const restaurant = await demoRestaurant(page);
    await page.goto(`${MAIN_SITE}/app/guest/restaurant/${restaurant._id}?lang=es`);
    // The browser speaks English; the address asks for Spanish.
    await expect(page.getByRole('heading', { name: 'Nuestras cartas' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel('Idioma').selectOption('gb');
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
    await expect(page).toHaveURL(`${MAIN_SITE}/app/guest/restaurant/${restaurant._id}?lang=gb`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
  });

  test('a menu opened once reloads offline, with "as of HH:MM"', async ({ page, context }) => {
    const restaurant = await demoRestaurant(page);
    const menu = restaurant.menus.find((candidate) => candidate.availability.state === 'available');
    if (!menu) throw new Error('the demo restaurant has no menu open now');
    const dishes = (
      (await (await page.request.get(`/api/restaurants/public/${restaurant._id}/menus/${menu._id}`)).json()) as {
        menu: { sections: { items: { name: { gb?: string; es?: string } }[] }[] };
      }
    ).menu.sections.flatMap((section) => section.items.map((item) => item.name.gb || item.name.es || ''));
    expect(dishes.length).toBeGreaterThan(0);

    await page.goto(`${MAIN_SITE}/app/guest/restaurant/${restaurant._id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await workerInCharge(page);
    // Online, nothing to own up to.
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

    // Into the menu by the page's own navigation (no document loaded): the worker is handed it.
    await page.getByRole('link', { name: new RegExp(`^${menu.name.gb ?? menu.name.es}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: menu.name.gb ?? menu.name.es })).toBeVisible();
    await keptForOffline(page);
    const before = new Date();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: menu.name.gb ?? menu.name.es })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: dishes[0] })).toBeVisible();
    const note = page.getByRole('status').filter({ hasText: 'Offline' });
    await expect(note).toHaveText(/^Offline · menu as of \d\d:\d\d$/);
    // The hour the copy was kept, on the guest's clock (kept within the last minutes).
    const [, hh, mm] = /(\d\d):(\d\d)$/.exec((await note.textContent()) ?? '')!;
    const keptAt = new Date(before);
    keptAt.setHours(Number(hh), Number(mm), 0, 0);
    expect(Math.abs(before.getTime() - keptAt.getTime())).toBeLessThan(5 * 60_000);
    await page.screenshot({ path: 'test-results/screens/guest-offline-360.png' });

    // Back online, a reload is fresh again: no note.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: menu.name.gb ?? menu.name.es })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  });

  test('a menu of the restaurant not opened yet opens offline; a page never kept says so on a page of ours', async ({
    page,
    context,
  }) => {
    const restaurant = await demoRestaurant(page);
    expect(restaurant.menus.length).toBeGreaterThan(1);
    const menuPage = (menuId: string) => `${MAIN_SITE}/app/guest/restaurant/${restaurant._id}/menu/${menuId}`;
    await page.goto(`${MAIN_SITE}/app/guest/restaurant/${restaurant._id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await workerInCharge(page);
    // Kept with the restaurant: every one of its menus, none of them opened.
    const menuPages = restaurant.menus.map((menu) => menuPage(menu._id));
    await expect
      .poll(() =>
        page.evaluate(
          async (pages) => (await Promise.all(pages.map((url) => caches.match(url)))).every(Boolean),
          menuPages,
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    const last = restaurant.menus[restaurant.menus.length - 1];
    const name = last.name.gb ?? last.name.es ?? '';
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(menuPage(last._id));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A page this phone never kept: our offline page, in the guest's language, with what it does keep.
    const unknown = menuPage('00000000-0000-0000-0000-000000000000');
    const answer = await page.goto(unknown);
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', unknown);
    const saved = page.getByRole('list');
    await expect(saved.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', menuPage(last._id));
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      for (const language of ['gb', 'es']) {
        await page.goto(`${unknown}?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'gb' ? 'en' : 'es');
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `test-results/guest-offline/offline-page-${language}-${width}-${colorScheme}.png`,
          });
        }
      }
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await context.setOffline(false);
  });
});
