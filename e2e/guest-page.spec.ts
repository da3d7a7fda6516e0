import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PublicMenuPage, PublicRestaurantList } from '@carta/contracts';
import { api, signUp, uniqueEmail } from './session';

// The guest page on a phone: when a menu is served as the clock moves, a French guest reading a Spanish-first
// restaurant, the section bar and the dish sheet, dark mode, and 200 % zoom.

const PHONE = { width: 360, height: 740 };
const AXE = join(__dirname, '../node_modules/axe-core/axe.min.js');
const LUNCH_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

interface Place {
  restaurantId: string;
  menuId: string;
}

/**
 * A restaurant in Madrid written in Spanish, then French and English, with a weekday lunch menu (13:00–16:00): the
 * tortilla and the flan are translated into French, the salmorejo is not.
 */
async function lunchPlace(browser: Browser): Promise<Place> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await signUp(page, uniqueEmail());
  const { _id: restaurantId } = await api<{ _id: string }>(page, 'POST', '/restaurants', {
    name: 'Casa Reloj',
    languages: ['es', 'fr', 'gb'],
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
  });
  const product = async (name: object, description: object, price: number, allergens: string[]) =>
    (
      await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/products`, {
        name,
        description,
        price,
        allergens,
        enabled: true,
      })
    )._id;
  const tortilla = await product(
    { es: 'Tortilla de patatas', fr: 'Omelette de pommes de terre' },
    { es: 'Con cebolla', fr: 'Avec oignon' },
    850,
    ['egg'],
  );
  const salmorejo = await product({ es: 'Salmorejo' }, { es: 'Crema fría de tomate' }, 600, ['gluten']);
  const flan = await product({ es: 'Flan casero', fr: 'Flan maison' }, {}, 450, ['egg', 'dairyProducts']);
  // Named in French, its sizes and description left in Spanish: one mark for the dish, not one per word.
  const croquetas = (
    await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/products`, {
      name: { es: 'Croquetas', fr: 'Croquettes', gb: 'Croquettes' },
      description: { es: 'De jamón' },
      price: 1200,
      sizes: [
        { name: { es: 'Tapa' }, price: 350 },
        { name: { es: 'Ración' }, price: 1200 },
      ],
      allergens: ['gluten', 'dairyProducts'],
      enabled: true,
    })
  )._id;
  const { _id: menuId } = await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/menus`, {
    name: { es: 'Comida', fr: 'Déjeuner', gb: 'Lunch' },
    timeRanges: [{ start: '13:00', end: '16:00' }],
    days: LUNCH_DAYS,
  });
  const section = async (name: object, products: string[]) => {
    const { _id } = await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/menus/${menuId}/sections`, {
      name,
    });
    for (const productId of products) {
      await api(page, 'POST', `/restaurants/${restaurantId}/menus/${menuId}/sections/${_id}/items`, { productId });
    }
  };
  await section({ es: 'Entrantes', fr: 'Entrées', gb: 'Starters' }, [tortilla, salmorejo]);
  await section({ es: 'Postres', fr: 'Desserts', gb: 'Desserts' }, [flan, croquetas]);
  await context.close();
  return { restaurantId, menuId };
}

type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

async function expectAccessible(page: Page, screen: string) {
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

/** The demo restaurant's all-day menu ("La carta"), from the public API. */
async function demoCarta(page: Page): Promise<PublicMenuPage> {
  const list = (await (
    await page.request.get('/api/restaurants/public?subDomainEnabled=true&subDomain=demo')
  ).json()) as PublicRestaurantList;
  const restaurant = list.docs[0];
  const carta = restaurant.menus.find((menu) => menu.name.es === 'La carta');
  if (!carta) throw new Error('the demo menu "La carta" is missing');
  return (await (
    await page.request.get(`/api/restaurants/public/${restaurant._id}/menus/${carta._id}`)
  ).json()) as PublicMenuPage;
}

test.describe('the guest page on a phone', () => {
  test.use({ viewport: PHONE, locale: 'en-GB' });
  let place: Place;

  test.beforeAll(async ({ browser }) => {
    place = await lunchPlace(browser);
  });

  test.beforeEach(async ({ page }) => {
    // Nothing leaves this machine (no map tiles, no maps site).
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => route.abort(),
    );
  });

  test('a lunch menu says when it is served, and says "not served now" at the top as the clock moves', async ({
    page,
  }) => {
    // Tuesday 3 March 2026, 13:30 in Madrid (UTC+1).
    await page.clock.install({ time: new Date('2026-03-03T12:30:00Z') });
    await page.goto(`/app/guest/restaurant/${place.restaurantId}`);
    const card = page.getByRole('link', { name: /^Lunch/ });
    await expect(card).toContainText('Mon–Fri · 13:00–16:00');
    await expect(card).toContainText('open now');

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Lunch/ })).toBeVisible();
    await expect(page.getByText('open now')).toBeVisible();
    const banner = page.getByRole('complementary', { name: 'This menu is not served right now' });
    await expect(banner).toHaveCount(0);

    // Live before the clock jumps (this clock is behind the page's, so the page hydrates at once, once its data is
    // read): a page still as rendered would take up to a minute to read the jumped clock.
    await page.waitForFunction(() => {
      const app = document.querySelector('.g-app');
      return app !== null && Object.keys(app).some((key) => key.startsWith('__reactFiber'));
    });
    // 16:05 in Madrid: lunch is over, and the page says so without a reload.
    await page.clock.fastForward('02:35:00');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('not served now · Mon–Fri · 13:00–16:00');
    await expectAccessible(page, 'a menu not served now');

    // Wednesday 08:00 in Madrid: it opens at 13:00 today; Saturday: not served today.
    await page.clock.fastForward('15:55:00');
    await expect(banner).toContainText('opens at 13:00');
    await page.clock.fastForward(72 * 3600_000);
    await expect(banner).toContainText('not served today');
    await page.getByRole('link', { name: '← Casa Reloj' }).click();
    await expect(page.getByRole('link', { name: /^Lunch/ })).toContainText('not served today');
  });

  test('a French guest reads French texts, and the one dish not translated is marked as Spanish', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`/app/guest/restaurant/${place.restaurantId}`);
    await expect(page.getByRole('heading', { name: 'Nos cartes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The switcher offers the restaurant's languages only.
    await expect(page.getByLabel('Langue').locator('option')).toHaveText(['Español', 'Français', 'English']);
    await expect(page.getByLabel('Langue')).toHaveValue('fr');

    await page.getByRole('link', { name: /^Déjeuner/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Déjeuner' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Rubriques' })).toBeVisible();
    await expect(page.getByText('Filtre d’allergènes')).toBeVisible();
    const dishes = page.getByRole('heading', { level: 3 });
    await expect(dishes.nth(0)).toHaveText('Omelette de pommes de terre');
    // The salmorejo has only its Spanish name: shown in Spanish, in its own lang, with an "ES" mark that says why.
    const salmorejo = dishes.nth(1);
    await expect(salmorejo).toContainText('Salmorejo');
    await expect(salmorejo.locator('[lang="es"]')).toHaveText('Salmorejo');
    await expect(salmorejo.locator('.g-lang')).toHaveAttribute('title', 'Non traduit : affiché en espagnol');
    await expect(salmorejo.locator('.g-lang [aria-hidden="true"]')).toHaveText('ES');
    await expect(page.getByText('Crema fría de tomate')).toHaveAttribute('lang', 'es');
    // Marked once per dish: its name and description in Spanish make one mark, on the name.
    const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card('Salmorejo').locator('.g-lang')).toHaveCount(1);
    await expect(dishes.nth(2)).toHaveText('Flan maison');
    // A dish named in French whose sizes ("Tapa", "Ración") and description are Spanish: one mark, on its name.
    const croquettes = card('Croquettes');
    await expect(croquettes.locator('.g-lang')).toHaveCount(1);
    await expect(croquettes.getByRole('heading', { level: 3 }).locator('.g-lang')).toHaveAttribute(
      'title',
      'Non traduit : affiché en espagnol',
    );
    await expect(croquettes.locator('.g-size [lang="es"]')).toHaveText(['Tapa', 'Ración']);
    // Allergens are named in French beside their pictograms; no English is left on the page.
    await expect(page.getByRole('list', { name: 'Contient' }).first()).toHaveText('Œufs');
    const body = (await page.locator('body').innerText()).toLowerCase();
    for (const english of ['allergen filter', 'our menus', 'open now', 'eggs', 'back to', 'language']) {
      expect(body, `"${english}" on a French page`).not.toContain(english);
    }
    await expectAccessible(page, 'a French menu with an untranslated dish');
    await context.close();
  });

  test('a guest whose language the restaurant does not offer reads it in English, which it offers', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`/app/guest/restaurant/${place.restaurantId}`);
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Language')).toHaveValue('gb');
    await page.getByRole('link', { name: /^Lunch/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lunch' })).toBeVisible();
    await expect(page.getByText('Allergen filter')).toBeVisible();
    await context.close();
  });

  test('the section bar follows the reading and jumps to a section; a dish opens in a sheet that Escape closes', async ({
    page,
  }) => {
    const { restaurant, menu } = await demoCarta(page);
    await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
    const bar = page.getByRole('navigation', { name: 'Sections' });
    const chips = bar.getByRole('link');
    await expect(chips).toHaveText(menu.sections.map((section) => section.name.gb ?? ''));
    await expect(chips.first()).toHaveAttribute('aria-current', 'true');

    const last = menu.sections[menu.sections.length - 1];
    await bar.getByRole('link', { name: last.name.gb }).click();
    await expect(page.getByRole('heading', { level: 2, name: last.name.gb })).toBeInViewport();
    await expect(bar.getByRole('link', { name: last.name.gb })).toHaveAttribute('aria-current', 'true');
    await expect(bar.locator('[aria-current="true"]')).toHaveCount(1);
    // The bar stays on screen while the page scrolls.
    await expect(bar).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(chips.first()).toHaveAttribute('aria-current', 'true');

    const dish = menu.sections[1].items[0];
    const opener = page.getByRole('button', { name: dish.name.gb });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: dish.name.gb });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(dish.name.gb ?? '');
    if (dish.price) {
      const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: restaurant.currency });
      await expect(sheet).toContainText(euros.format(Number(dish.price)));
    }
    if (dish.description.gb) await expect(sheet).toContainText(dish.description.gb);
    await expect(sheet.getByRole('list', { name: 'Contains', exact: true }).getByRole('listitem')).toHaveCount(
      dish.allergens.length,
    );
    await expect(sheet.locator('svg path')).not.toHaveCount(0);
    await expectAccessible(page, 'the dish sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('dark mode follows the device until the page toggle is used', async ({ page }) => {
    const { restaurant } = await demoCarta(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/app/guest/restaurant/${restaurant._id}`);
    const background = () => page.locator('.g-app').evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(background).toBe('rgb(18, 18, 18)');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'the restaurant page, dark');
    await toggle.click();
    await expect.poll(background).toBe('rgb(250, 250, 250)');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect.poll(background).toBe('rgb(250, 250, 250)');
  });

  test('at 200 % zoom on a 360 px phone nothing scrolls sideways', async ({ browser }) => {
    // 200 % zoom halves the CSS viewport: 180 × 370.
    const context = await browser.newContext({ viewport: { width: 180, height: 370 }, locale: 'en-GB' });
    const page = await context.newPage();
    const { restaurant, menu } = await demoCarta(page);
    for (const path of [
      `/app/guest/restaurant/${restaurant._id}`,
      `/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`,
      `/app/guest/restaurant/${place.restaurantId}/menu/${place.menuId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const sticking = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return [];
        return [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
          .slice(0, 5);
      });
      expect(sticking, path).toEqual([]);
    }
    await context.close();
  });

  test('an unknown menu leads back to its restaurant; an unknown restaurant to the main site', async ({ page }) => {
    const unknown = '00000000-0000-0000-0000-000000000000';
    await page.goto(`/app/guest/restaurant/${place.restaurantId}/menu/${unknown}`);
    await expect(page.getByRole('heading', { name: 'This menu is not available' })).toBeVisible();
    await page.getByRole('link', { name: 'See the menus of Casa Reloj' }).click();
    await expect(page.getByRole('heading', { name: 'Our menus' })).toBeVisible();

    await page.goto(`/app/guest/restaurant/${unknown}/menu/${unknown}`);
    await expect(page.getByRole('heading', { name: 'This menu is not available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to CARTA ONLINE' })).toHaveAttribute('href', '/app/');
  });

  test('screenshots of the restaurant page and a menu page, 360 and 1280 px, light and dark', async ({ browser }) => {
    // For people to look at (test-results/guest-screens/): the shots are the evidence, the test only takes them.
    const probe = await browser.newPage();
    const { restaurant, menu } = await demoCarta(probe);
    await probe.close();
    for (const width of [360, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB', colorScheme });
        const page = await context.newPage();
        // Tuesday 3 March 2026, 17:30 in Madrid: lunch is over, the demo's evening menu opens at 20:00.
        await page.clock.install({ time: new Date('2026-03-03T16:30:00Z') });
        for (const [name, path] of [
          ['restaurant', `/app/guest/restaurant/${restaurant._id}`],
          ['menu', `/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`],
          ['closed-menu', `/app/guest/restaurant/${place.restaurantId}/menu/${place.menuId}`],
        ]) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({
            path: `test-results/guest-screens/${name}-${width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
        // The dish sheet, over the demo menu, on its first dish with a photo.
        await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
        const pictured = menu.sections.flatMap((section) => section.items).find((item) => item.image);
        await page
          .getByRole('button', { name: pictured?.name.gb ?? /./ })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `test-results/guest-screens/sheet-${width}-${colorScheme}.png` });
        await context.close();
      }
    }
  });
});
