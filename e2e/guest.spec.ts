import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  Allergen,
  Paged,
  Product,
  PublicMenuItem,
  PublicMenuPage,
  PublicRestaurant,
  PublicRestaurantList,
  Translated,
} from '@carta/contracts';
import { E2E } from './env';
import { apiToken, DEMO } from './session';

const AXE = join(__dirname, '../node_modules/axe-core/axe.min.js');
const DEMO_SITE = `http://demo.localhost:${E2E.port}`;
const MAIN_SITE = `http://localhost:${E2E.port}`;

/** The demo restaurant as guests get it, found by its accepted subdomain. */
async function demoRestaurant(request: APIRequestContext): Promise<PublicRestaurant> {
  const response = await request.get('/api/restaurants/public?subDomainEnabled=true&subDomain=demo');
  const { docs } = (await response.json()) as PublicRestaurantList;
  expect(docs).toHaveLength(1);
  return docs[0];
}

/** The demo menu open all day ("La carta"), whole, from the public API. */
async function openMenu(request: APIRequestContext): Promise<PublicMenuPage> {
  const restaurant = await demoRestaurant(request);
  const menu = restaurant.menus.find((candidate) => candidate.availability.state === 'available');
  if (!menu) throw new Error('the demo restaurant has no menu open now');
  const response = await request.get(`/api/restaurants/public/${restaurant._id}/menus/${menu._id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicMenuPage;
}

const english = (text: Translated) => text.gb || text.es || '';

/** No map tile (or anything else) is fetched from outside this machine. */
async function stayLocal(page: Page) {
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    (route) => route.abort(),
  );
}

type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** axe-core, injected into the page: no serious or critical violation. */
async function expectAccessible(page: Page, screen: string) {
  // Evaluated, not added as a <script>: the page's CSP refuses inline scripts, as it should.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const { violations: found } = await axe.run(document);
    return found.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((node) => node.target.join(' ')) }));
  });
  expect(
    violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
    `axe on ${screen}`,
  ).toEqual([]);
}

/** Tabs through the page from the top and returns each focused element's role and accessible text. */
async function tabStops(page: Page, count: number): Promise<string[]> {
  await page.locator('body').focus();
  const stops: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return 'body';
        const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
        const name = element.getAttribute('aria-label') ?? label ?? element.closest('label')?.textContent ?? '';
        return `${element.tagName.toLowerCase()}:${(name || element.textContent || '').trim()}`;
      }),
    );
  }
  return stops;
}

/** The product names a menu page shows, in order. */
/** The dishes' names (the open filter panel has a heading of its own, the allergen passport's). */
function productNames(page: Page) {
  return page.locator('.g-item').getByRole('heading', { level: 3 });
}

test.describe('guests', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test.beforeEach(async ({ page }) => {
    await stayLocal(page);
  });

  test("a restaurant's subdomain opens its page, in the guest's language, without owner or admin code", async ({
    page,
  }) => {
    const restaurant = await demoRestaurant(page.request);
    const remotes: string[] = [];
    page.on('request', (request) => {
      const match = /\/remotes\/(\w+)\//.exec(request.url());
      if (match) remotes.push(match[1]);
    });

    await page.goto(`${DEMO_SITE}/app/`);
    await expect(page).toHaveURL(`${DEMO_SITE}/app/guest/restaurant/${restaurant._id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    // The browser speaks English and the restaurant offers it: the carta and the interface are in English.
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
    const links = page.getByRole('region', { name: 'Our menus' }).getByRole('link');
    const openFirst = [
      ...restaurant.menus.filter((menu) => menu.availability.state === 'available'),
      ...restaurant.menus.filter((menu) => menu.availability.state !== 'available'),
    ];
    await expect(links).toHaveCount(openFirst.length);
    for (const [index, menu] of openFirst.entries()) {
      await expect(links.nth(index)).toContainText(english(menu.name));
      // Each menu says when it is served, and how it stands now (guest-page.spec.ts moves the clock).
      await expect(links.nth(index)).toContainText(
        menu.availability.state === 'available' ? 'open now' : /opens at|not served|from |no longer/,
      );
    }
    expect([...new Set(remotes)]).toEqual(['guest']);

    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Nuestras cartas' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^La carta/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
    await expect(page.getByRole('heading', { name: 'Nuestras cartas' })).toBeVisible();
    await page.getByLabel('Idioma').selectOption('gb');
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
    await expectAccessible(page, 'the restaurant page');

    await page.getByRole('link', { name: /^À la carte/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'À la carte' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${DEMO_SITE}/app/guest/restaurant/${restaurant._id}/menu/`));
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
    expect([...new Set(remotes)]).toEqual(['guest']);
  });

  test('a subdomain sends anything but its own restaurant to the main site', async ({ page }) => {
    const restaurant = await demoRestaurant(page.request);
    await page.goto(`${DEMO_SITE}/app/guest/restaurant/${restaurant._id}/menus`);
    await expect(page).toHaveURL(`${DEMO_SITE}/app/guest/restaurant/${restaurant._id}/menus`);
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();

    const other = '00000000-0000-0000-0000-000000000000';
    await page.goto(`${DEMO_SITE}/app/guest/restaurant/${other}`);
    await expect(page).toHaveURL(`${MAIN_SITE}/app/guest/restaurant/${other}`);
    await expect(page.getByRole('heading', { name: 'This restaurant is not on CARTA ONLINE' })).toBeVisible();

    await page.goto(`${DEMO_SITE}/app/login`);
    await expect(page).toHaveURL(`${MAIN_SITE}/app/login`);

    await page.goto(`http://nosuchplace.localhost:${E2E.port}/app/`);
    await expect(page).toHaveURL(`${MAIN_SITE}/app/`);
  });

  test('avoiding two allergens hides exactly the products that contain them, or marks them', async ({ page }) => {
    const { restaurant, menu } = await openMenu(page.request);
    const items = menu.sections.flatMap((section) => section.items);
    const avoid: Allergen[] = ['egg', 'crustaceans'];
    const contains = (item: PublicMenuItem) => item.allergens.some((allergen) => avoid.includes(allergen));
    const hidden = items.filter(contains);
    // Both allergens are in the demo menu, and some products have neither: the filter has something to show.
    for (const allergen of avoid) expect(items.some((item) => item.allergens.includes(allergen))).toBe(true);
    expect(hidden.length).toBeLessThan(items.length);

    await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
    await expect(productNames(page)).toHaveText(items.map((item) => english(item.name)));

    await page.getByText('Allergen filter').click();
    await page.getByRole('checkbox', { name: 'Eggs' }).check();
    await page.getByRole('checkbox', { name: 'Crustaceans' }).check();
    await expect(productNames(page)).toHaveText(items.filter((item) => !contains(item)).map((i) => english(i.name)));
    await expect(page.getByRole('status')).toHaveText(
      `${items.length - hidden.length} dishes shown, ${hidden.length} hidden`,
    );
    await expectAccessible(page, 'a menu with the filter open');

    await page.getByRole('radio', { name: 'Mark' }).check();
    await expect(productNames(page)).toHaveText(items.map((item) => english(item.name)));
    await expect(page.getByText('Contains allergens you avoid')).toHaveCount(hidden.length);
    for (const item of hidden) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: english(item.name) }) });
      await expect(card).toContainText('Contains allergens you avoid');
    }
    await expect(page.getByRole('status')).toHaveText(`${hidden.length} dishes do not suit your choices`);

    // The choice survives a reload.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Eggs' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Crustaceans' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Mark' })).toBeChecked();
    await page.getByRole('radio', { name: 'Hide' }).check();
    await expect(productNames(page)).toHaveText(items.filter((item) => !contains(item)).map((i) => english(i.name)));
  });

  test('every control is reachable and usable by keyboard; the map opens on demand', async ({ page }) => {
    const { restaurant, menu } = await openMenu(page.request);
    await page.goto(`/app/guest/restaurant/${restaurant._id}`);
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
    const stops = await tabStops(page, 18);
    expect(stops).toContain('select:Language');
    for (const summary of restaurant.menus) {
      expect(stops.some((stop) => stop.startsWith(`a:${english(summary.name)}`))).toBe(true);
    }
    for (const control of [
      `a:Call ${restaurant.phone}`,
      'a:Website',
      'a:Instagram',
      'a:Tripadvisor',
      'button:Show the map',
      'a:Open in maps',
    ]) {
      expect(stops).toContain(control);
    }
    // Leaflet is not loaded until the guest asks for the map.
    const leaflet = () => page.evaluate(() => document.querySelector('style[data-leaflet]') !== null);
    expect(await leaflet()).toBe(false);
    await page.getByRole('button', { name: 'Show the map' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: `Map: where ${restaurant.name} is` })).toBeVisible();
    expect(await leaflet()).toBe(true);
    await expectAccessible(page, 'the restaurant page with its map');

    await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
    await expect(page.getByRole('heading', { level: 1, name: english(menu.name) })).toBeVisible();
    const menuStops = await tabStops(page, 4);
    expect(menuStops).toEqual([
      `a:← ${restaurant.name}`,
      'select:Language',
      'button:Dark mode',
      'summary:Allergen filter',
    ]);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Celery' })).toBeFocused();
    const gluten = page.getByRole('checkbox', { name: 'Gluten' });
    while (!(await gluten.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(gluten).toBeChecked();
    const withGluten = menu.sections.flatMap((s) => s.items).filter((item) => item.allergens.includes('gluten'));
    await expect(page.getByRole('status')).toHaveText(
      `${menu.sections.flatMap((s) => s.items).length - withGluten.length} dishes shown, ${withGluten.length} hidden`,
    );
  });

  test('an owner changes a price and the guest sees it after a reload', async ({ page }) => {
    const { restaurant, menu } = await openMenu(page.request);
    const token = await apiToken(page.request, DEMO.owner);
    const headers = { authorization: `Bearer ${token}` };
    const products = (await (
      await page.request.get(`/api/restaurants/${restaurant._id}/products?limit=100`, { headers })
    ).json()) as Paged<Product>;
    const product = products.docs.find((candidate) => candidate.name.es === 'Patatas bravas');
    if (!product) throw new Error('the demo product "Patatas bravas" is missing');
    const euros = (cents: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: restaurant.currency }).format(cents / 100);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: english(product.name) }) });

    await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
    await expect(card).toContainText(euros(product.price));
    const newPrice = product.price + 125;
    const patch = (price: number) =>
      page.request.patch(`/api/restaurants/${restaurant._id}/products/${product._id}`, { headers, data: { price } });
    try {
      expect((await patch(newPrice)).status()).toBe(200);
      await page.reload();
      await expect(card).toContainText(euros(newPrice));
    } finally {
      await patch(product.price);
    }
  });
});
