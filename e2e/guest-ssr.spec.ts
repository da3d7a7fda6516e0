import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  GuestPageState,
  PublicMenuPage,
  PublicRestaurant,
  PublicRestaurantList,
  Translated,
} from '@carta/contracts';
import { E2E } from './env';

const DEMO_SITE = `http://demo.localhost:${E2E.port}`;
const english = (text: Translated) => text.gb || text.es || '';

async function demoRestaurant(request: APIRequestContext): Promise<PublicRestaurant> {
  const response = await request.get('/api/restaurants/public?subDomainEnabled=true&subDomain=demo');
  const { docs } = (await response.json()) as PublicRestaurantList;
  expect(docs).toHaveLength(1);
  return docs[0];
}

async function openMenu(request: APIRequestContext): Promise<PublicMenuPage> {
  const restaurant = await demoRestaurant(request);
  const menu = restaurant.menus.find((candidate) => candidate.availability.state === 'available');
  if (!menu) throw new Error('the demo restaurant has no menu open now');
  const response = await request.get(`/api/restaurants/public/${restaurant._id}/menus/${menu._id}`);
  return (await response.json()) as PublicMenuPage;
}

/** No map tile (or anything else) is fetched from outside this machine. */
async function stayLocal(page: Page) {
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    (route) => route.abort(),
  );
}

const price = (value: string, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(value));

test.describe('guest pages rendered on the server', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a guest reads the whole menu, its contact, and follows every link', async ({ page }) => {
      await stayLocal(page);
      const { restaurant, menu } = await openMenu(page.request);

      // A restaurant's own address lands on its page, rendered: no script needed to read it.
      await page.goto(`${DEMO_SITE}/app/`);
      await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();

      await page.goto(`/app/guest/restaurant/${restaurant._id}`);
      await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
      await expect(page.getByRole('link', { name: `Call ${restaurant.phone}` })).toHaveAttribute('href', /^tel:/);
      await expect(page.getByText(restaurant.address).first()).toBeVisible();

      await page.getByRole('link', { name: new RegExp(`^${english(menu.name)}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: english(menu.name) })).toBeVisible();
      const items = menu.sections.flatMap((section) => section.items);
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(items.map((item) => english(item.name)));
      for (const item of items.slice(0, 5)) {
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: english(item.name) }) });
        if (item.price !== null) await expect(card).toContainText(price(item.price, restaurant.currency));
        const description = english(item.description);
        if (description) await expect(card).toContainText(description);
        if (item.allergens.length) await expect(card.getByRole('list', { name: 'Contains' })).toBeVisible();
      }
      // What a guest sees before (or without) any script, photographed at phone and desktop width.
      await page.screenshot({ path: 'test-results/guest-ssr/menu-no-script-360.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: 'test-results/guest-ssr/menu-no-script-1280.png' });
      await page.setViewportSize({ width: 360, height: 740 });
      // The allergen panel is a native disclosure: it opens without script too.
      await page.getByText('Allergen filter').click();
      await expect(page.getByRole('checkbox', { name: 'Gluten' })).toBeVisible();

      await page.getByRole('link', { name: `← ${restaurant.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/app/guest/restaurant/${restaurant._id}$`));
      await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();

      // ?lang= picks the carta's language, in the HTML itself.
      await page.goto(`/app/guest/restaurant/${restaurant._id}?lang=es`);
      await expect(page.getByRole('heading', { name: 'Nuestras cartas' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      // The language list is a form: without script, choosing and sending it reloads the page in that language.
      await page.getByLabel('Idioma').selectOption('gb');
      await page.getByRole('button', { name: 'Cambiar' }).click();
      await expect(page).toHaveURL(new RegExp(`/app/guest/restaurant/${restaurant._id}\\?lang=gb$`));
      await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
    });
  });

  test('the page paints before its script is fetched, and a dish pressed before the script arrived opens then', async ({
    page,
  }) => {
    await stayLocal(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The entry held back until the test lets it go, as on a slow network.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/remotes/guest/page/guest-page.*.js', async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    const { restaurant, menu } = await openMenu(page.request);
    const dish = menu.sections[0].items[0];
    await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
    // Painted, and only then asked for (once the browser reports the first contentful paint).
    await expect.poll(() => asked).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await page.getByRole('button', { name: english(dish.name) }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: english(dish.name) })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a guest who stays keeps the page without the framework until a menu’s service may read differently', async ({
    page,
  }) => {
    await stayLocal(page);
    // The guest's clock is the server's: the page as rendered is what they should see.
    await page.clock.install({ time: new Date() });
    const { restaurant, menu } = await openMenu(page.request);
    await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
    const holdsUntil = await page.evaluate(
      () => (JSON.parse(document.getElementById('guest-page-data')?.textContent ?? '{}') as GuestPageState).holdsUntil,
    );
    const live = () =>
      page.evaluate(() => {
        const app = document.querySelector('.g-app');
        return app !== null && Object.keys(app).some((key) => key.startsWith('__reactFiber'));
      });
    // The entry has run and planned the page's day (it fetches the framework's chunk then, without running it).
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(1);
    const before = Math.max(0, holdsUntil - Date.now() - 30_000);
    // Minutes go by (hours for a menu served all day): the page still reads right, and stays as rendered.
    await page.clock.fastForward(before);
    await page.waitForTimeout(1_500);
    expect(await live()).toBe(false);
    // Its holdsUntil passes: React takes it over, to say what the menu's service says now.
    await page.clock.fastForward(31_000);
    await expect.poll(live).toBe(true);
  });

  test('with JavaScript the page hydrates without an error and the allergen filter works', async ({ page }) => {
    await stayLocal(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const { restaurant, menu } = await openMenu(page.request);
    const items = menu.sections.flatMap((section) => section.items);

    await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(items.map((item) => english(item.name)));
    // A guest who only reads gets no framework: React takes the page over at their first input (or when a menu's
    // service may read differently), and what they ticked before it did applies.
    await page.getByText('Allergen filter').click();
    await page.getByRole('checkbox', { name: 'Gluten' }).check();
    // Hydrated: React has taken over the rendered tree.
    await page.waitForFunction(() => {
      const app = document.querySelector('.g-app');
      return app !== null && Object.keys(app).some((key) => key.startsWith('__reactFiber'));
    });
    const withGluten = items.filter((item) => item.allergens.includes('gluten'));
    await expect(page.getByRole('status')).toHaveText(
      `${items.length - withGluten.length} dishes shown, ${withGluten.length} hidden`,
    );
    await expect(page.locator('.g-item').getByRole('heading', { level: 3 })).toHaveText(
      items.filter((item) => !item.allergens.includes('gluten')).map((item) => english(item.name)),
    );

    // In-page navigation still works, and the page came with its own scripts only: no shell, no federation runtime.
    await page.getByRole('link', { name: `← ${restaurant.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/app/'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
