import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PublicMenuSummary, PublicRestaurant, PublicRestaurantList } from '@carta/contracts';
import { E2E } from './env';
import { DEMO, logInAs } from './session';

// Issue 17 on a phone: the demo's menú del día with three courses, a supplement and a gluten filter; the demo's
// tortilla in three sizes on one line. Screenshots at 360 and 1280 px go to test-results/courses/.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = join(__dirname, '../test-results/courses');

async function demo(page: Page): Promise<{ restaurant: PublicRestaurant; menu: (es: string) => PublicMenuSummary }> {
  const list = (await (
    await page.request.get('/api/restaurants/public?subDomainEnabled=true&subDomain=demo')
  ).json()) as PublicRestaurantList;
  const [restaurant] = list.docs;
  const menu = (es: string) => {
    const found = restaurant.menus.find((candidate) => candidate.name.es === es);
    if (!found) throw new Error(`the demo menu "${es}" is missing`);
    return found;
  };
  return { restaurant, menu };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const dish = (within: Page | Locator, name: string) => within.getByRole('listitem').filter({ hasText: name });

test.describe('courses, supplements and sizes', () => {
  // The cookie choice made, so the screenshots show the screens and not the cookie bar.
  test.use({
    locale: 'en-GB',
    storageState: {
      cookies: [],
      origins: [{ origin: E2E.baseUrl, localStorage: [{ name: 'cookieConsent', value: 'rejected' }] }],
    },
  });

  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => route.abort(),
    );
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the menú del día at ${viewport.width} px: each course's rule, a supplement, and what a gluten filter leaves`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { restaurant, menu } = await demo(page);
      await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu('Menú del día')._id}`);

      await expect(page.getByText('Set menu: €14.50')).toBeVisible();
      const first = section(page, 'First course');
      const main = section(page, 'Main course');
      const dessert = section(page, 'Dessert or coffee');
      await expect(first.getByText('Choose 1', { exact: true })).toBeVisible();
      await expect(main.getByText('Choose 1', { exact: true })).toBeVisible();
      await expect(dessert.getByText('Included: choose 1')).toBeVisible();
      await expect(dish(main, 'Beef entrecôte').getByText('Supplement +€2.00')).toBeVisible();
      await expect(dish(main, 'Grilled hake').getByText(/Supplement/)).toHaveCount(0);

      await page.getByText('Allergen filter', { exact: true }).click();
      await page.getByRole('checkbox', { name: 'Gluten' }).check();
      // The soup has gluten: it stays in its course, greyed and marked; the salad is the course's one safe choice.
      const soup = dish(first, 'Castilian garlic soup');
      await expect(soup).toHaveClass(/g-dim/);
      await expect(soup.getByText('Contains allergens you avoid')).toBeVisible();
      await expect(dish(first, 'Mixed salad')).not.toHaveClass(/g-dim/);
      await expect(first.getByText('1 safe choice', { exact: true })).toBeVisible();
      await expect(main.getByText('2 safe choices', { exact: true })).toBeVisible();
      await expect(dessert.getByText('1 safe choice', { exact: true })).toBeVisible();
      if (viewport === PHONE) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await shoot(page, `guest-menu-del-dia-gluten-${viewport.width}`);

      // Avoiding egg too leaves the first course nothing.
      await page.getByRole('checkbox', { name: 'Egg' }).check();
      await expect(first.getByText('No safe choice in this course')).toBeVisible();
      await expect(dish(first, 'Mixed salad')).toHaveClass(/g-dim/);
    });
  }

  test('a dish in three sizes shows every size and price on one line, and in the server-rendered page', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const { restaurant, menu } = await demo(page);
    const path = `/app/guest/restaurant/${restaurant._id}/menu/${menu('La carta')._id}`;
    await page.goto(path);
    const sizes = dish(page, 'Spanish omelette').locator('.g-sizes');
    await expect(sizes).toHaveText('Tapa €3.50 · ½ portion €7.00 · Portion €12.00');
    await shoot(page, 'guest-sizes-360');
    await page.setViewportSize(DESKTOP);
    const box = await sizes.boundingBox();
    const lineHeight = await sizes.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
    expect(box!.height).toBeLessThan(lineHeight * 1.5);

    // The server's HTML already says it (guests on a slow phone, and search engines).
    const html = await (await page.request.get(`${path}?lang=es`)).text();
    expect(html).toMatch(/class="g-sizes"[^]*?Tapa[^]*?3,50[^]*?½ ración[^]*?7,00[^]*?Ración[^]*?12,00/);
    expect(html).toContain('"offers":[{"@type":"Offer","price":"3.50","priceCurrency":"EUR","name":"Tapa"}');
  });

  test('on a 360 px phone a course’s dish has one Save, for its menu price and its supplement at once', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await logInAs(page, DEMO.owner);
    const { restaurant, menu } = await demo(page);
    await page.goto(`/app/restaurant/${restaurant._id}/menu/${menu('Menú del día')._id}`);
    const hake = page.getByRole('listitem', { name: 'Merluza a la plancha', exact: true });
    const price = hake.getByLabel('Price in this menu: Merluza a la plancha');
    const supplement = hake.getByLabel('Supplement (EUR)');
    // Two per dish before: one beside the price, one under the supplement.
    await expect(hake.getByRole('button', { name: /^Save/ })).toHaveCount(1);
    const save = hake.getByRole('button', { name: 'Save the prices of Merluza a la plancha' });
    await price.fill('15,5');
    await supplement.fill('1,5');
    await save.click();
    await expect(page.getByText('Saved successfully')).toBeVisible();
    await page.reload();
    await expect(price).toHaveValue('15.50');
    await expect(supplement).toHaveValue('1.50');
    // Back as the demo has it (other tests read the hake with no supplement).
    await price.fill('');
    await supplement.fill('');
    await save.click();
    await page.reload();
    await expect(price).toHaveValue('');
    await expect(supplement).toHaveValue('');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the owner edits sizes, a course and a supplement at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await logInAs(page, DEMO.owner);
      const { restaurant, menu } = await demo(page);

      await page.goto(`/app/restaurant/${restaurant._id}/items`);
      await page.getByLabel('Search products').fill('Tortilla');
      await page.getByRole('button', { name: 'Edit Tortilla de patatas' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit product' });
      await expect(dialog.getByLabel('Size 3 price (EUR)')).toHaveValue('12.00');
      await expect(dialog.getByLabel('Size 2 name in English')).toHaveValue('½ portion');
      await dialog.getByRole('button', { name: 'Add size' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('This field is required').first()).toBeVisible();
      await shoot(page, `owner-product-sizes-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Remove size 4' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('dialog', { name: 'Discard your changes?' })
        .getByRole('button', { name: 'Discard changes' })
        .click();

      await page.goto(`/app/restaurant/${restaurant._id}/menu/${menu('Menú del día')._id}`);
      const main = page.getByRole('listitem', { name: 'Segundo plato', exact: true });
      await expect(main.getByText('Choose 1', { exact: true })).toBeVisible();
      await expect(main.getByLabel('Supplement (EUR)').nth(1)).toHaveValue('2.00');
      await main.getByRole('button', { name: 'Edit section Segundo plato' }).click();
      await expect(main.getByLabel('Course')).toHaveValue('choose');
      await shoot(page, `owner-course-editor-${viewport.width}`);
    });
  }
});
