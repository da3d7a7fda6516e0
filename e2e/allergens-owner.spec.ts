import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ALLERGENS,
  endOfLocalDay,
  MENU_ROUTES as M,
  PUBLIC_ROUTES as P,
  RESTAURANT_ROUTES as R,
  type Allergen,
  type Menu,
  type Product,
  type PublicMenuPage,
  type Restaurant,
  type Section,
} from '@carta/contracts';
import { apiToken, signUp, uniqueEmail } from './session';

const PASSWORD = 'secret1';
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Owner's API calls for the set-up the screens are not under test for. */
function api(request: APIRequestContext, token: string) {
  const call = async <T>(method: 'post' | 'get', path: string, data?: unknown): Promise<T> => {
    const response = await request[method](`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  return {
    post: <T>(path: string, data: unknown) => call<T>('post', path, data),
    get: <T>(path: string) => call<T>('get', path),
  };
}

/** A restaurant in Spanish first, with one menu of one section holding `products`. */
async function restaurantWithMenu(request: APIRequestContext, token: string, products: Record<string, unknown>[]) {
  const owner = api(request, token);
  const restaurant = await owner.post<Restaurant>(R.list, {
    ...{ name: `Casa Alérgenos ${Date.now()}`, address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid' },
    ...{ uuid: 'B12345678', phone: '+34 910 000 000', web: '', email: '', languages: ['es', 'gb'] },
    ...{ currency: 'EUR', brandColor: '#ffb632', timeZone: 'Europe/Madrid' },
  });
  const menu = await owner.post<Menu>(M.menus(restaurant._id), {
    ...{ name: { es: 'Carta del día' }, unlimitedTime: true, days: EVERY_DAY },
  });
  const section = await owner.post<Section>(M.sections(restaurant._id, menu._id), { name: { es: 'Platos' } });
  for (const body of products) {
    const product = await owner.post<Product>(R.products(restaurant._id), body);
    await owner.post(M.items(restaurant._id, menu._id, section._id), { productId: product._id });
  }
  return { owner, restaurant, menu, section };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Each word of the PDF with its box, as pdftotext (poppler) reads it. */
function pdfWords(pdf: Buffer): { text: string; x: number; y: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'carta-matrix-'));
  try {
    writeFileSync(join(dir, 'matrix.pdf'), pdf);
    execFileSync('pdftotext', ['-bbox', join(dir, 'matrix.pdf'), join(dir, 'matrix.html')]);
    const html = readFileSync(join(dir, 'matrix.html'), 'utf8');
    return [
      ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
    ].map(([, xMin, yMin, xMax, yMax, text]) => ({
      text,
      x: (Number(xMin) + Number(xMax)) / 2,
      y: (Number(yMin) + Number(yMax)) / 2,
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('owner: allergens, traces and sold out on a 360 px phone', () => {
  test.use({ locale: 'en-GB', viewport: { width: 360, height: 740 } });

  test('sets contains and traces, confirms them, marks a dish sold out, and prints the kitchen table', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    await signUp(page, email, PASSWORD);
    const token = await apiToken(request, { email, password: PASSWORD });
    // The calibration row contains all 14: its marks give each allergen's column on paper.
    const { owner, restaurant, menu, section } = await restaurantWithMenu(request, token, [
      { name: { es: 'Degustación' }, price: 4500, allergens: [...ALLERGENS], allergensConfirmed: true },
      { name: { es: 'Gambas' }, price: 1400, allergens: ['crustaceans'], traces: ['mollusks'] },
    ]);

    // The product form: per allergen contains / traces / not listed, then the confirmation.
    await page.goto(`/app/restaurant/${restaurant._id}/items`);
    await expect(page.getByText('1 product has allergens not confirmed')).toBeVisible();
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name in Spanish').fill('Tarta de queso');
    await dialog.getByLabel('Price (EUR)').fill('6');
    const level = (allergen: string, choice: 'Contains' | 'Traces' | 'No') =>
      dialog.getByRole('radiogroup', { name: allergen, exact: true }).getByRole('radio', { name: choice, exact: true });
    await level('Egg', 'Contains').check();
    await level('Gluten', 'Contains').check();
    await level('Peanuts', 'Traces').check();
    await level('Dairy products', 'Contains').check();
    await level('Dairy products', 'No').check();
    await expect(level('Celery', 'No')).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Allergens confirmed' }).check();
    await dialog.getByRole('checkbox', { name: 'Vegetarian' }).check();
    await dialog.getByRole('radiogroup', { name: 'Spiciness' }).getByRole('radio', { name: 'Mild' }).check();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: 'test-results/allergens/product-form-360.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product created')).toBeVisible();

    const table = page.getByRole('table');
    const tarta = table.getByRole('row').filter({ hasText: 'Tarta de queso' });
    await expect(tarta).toContainText('Contains: Egg, Gluten');
    await expect(tarta).toContainText('Traces: Peanuts');
    await expect(tarta).not.toContainText('Allergens not confirmed');
    const gambas = table.getByRole('row').filter({ hasText: 'Gambas' });
    await expect(gambas).toContainText('Allergens not confirmed');
    const [stored] = (await owner.get<{ docs: Product[] }>(`${R.products(restaurant._id)}?filter=Tarta`)).docs;
    expect(stored).toMatchObject({
      ...{ allergens: ['egg', 'gluten'], traces: ['peanuts'], allergensConfirmed: true },
      ...{ diets: ['vegetarian'], spiciness: 1 },
    });
    await owner.post(M.items(restaurant._id, menu._id, section._id), { productId: stored._id });

    // Only the unconfirmed, in one tap.
    await page.getByRole('button', { name: 'Show only those' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Gambas');
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(table.getByRole('row')).toHaveCount(4);

    // Sold out for today from the list: the guest menu says so at once.
    await page.getByRole('combobox', { name: 'Availability of Gambas' }).selectOption('Sold out today');
    await expect(page.getByText('Marked as sold out')).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: 'test-results/allergens/products-360.png', fullPage: true });
    const guestItem = async (name: string) => {
      const response = await request.get(`/api${P.menu(restaurant._id, menu._id)}`);
      const page = (await response.json()) as PublicMenuPage;
      return page.menu.sections[0].items.find((item) => item.name.es === name);
    };
    await expect.poll(async () => (await guestItem('Gambas'))?.soldOut).toBe(true);
    const [soldOut] = (await owner.get<{ docs: Product[] }>(`${R.products(restaurant._id)}?filter=Gambas`)).docs;
    // Back by itself at the next midnight in Madrid.
    expect(soldOut.soldOut).toEqual({ until: endOfLocalDay(new Date(), 'Europe/Madrid').toISOString() });

    // Back on sale from the menu view.
    await page.goto(`/app/restaurant/${restaurant._id}/menu/${menu._id}`);
    const picker = page.getByRole('combobox', { name: 'Availability of Gambas' });
    await expect(picker).toHaveValue('endOfDay');
    await picker.selectOption('On sale');
    await expect(page.getByText('Back on sale')).toBeVisible();
    await expect.poll(async () => (await guestItem('Gambas'))?.soldOut).toBe(false);

    // The kitchen table, from the menu screen, in the restaurant's first language (Spanish), printed by Chromium.
    await page.getByRole('link', { name: 'Allergens for the kitchen' }).click();
    await expect(page.getByRole('heading', { name: 'Allergen table' })).toBeVisible();
    const sheet = page.locator('#allergen-matrix');
    await expect(sheet).toHaveAttribute('lang', 'es');
    await expect(sheet.getByRole('columnheader', { name: 'Cereales que contengan gluten' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: 'test-results/allergens/matrix-360.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/allergens/matrix-1280.png', fullPage: true });

    const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true });
    writeFileSync('test-results/allergens/matrix.pdf', pdf);
    const words = pdfWords(pdf);
    const text = words.map((word) => word.text).join(' ');
    expect(text).toContain('Contiene');
    expect(text).toContain('Puede contener trazas de');
    // Nothing of the screen around the sheet is printed.
    expect(text).not.toContain('Allergen table');
    expect(text).not.toContain('Print');

    const marksOf = (dish: string) => {
      const row = words.find((word) => word.text === dish);
      expect(row, `${dish} is printed`).toBeDefined();
      return words
        .filter((word) => (word.text === '●' || word.text === '○') && Math.abs(word.y - row!.y) < 4)
        .sort((a, b) => a.x - b.x);
    };
    const columns = marksOf('Degustación');
    expect(columns.map((mark) => mark.text)).toEqual(ALLERGENS.map(() => '●'));
    /** Each mark of a dish's row named by the allergen of the nearest column. */
    const printed = (dish: string) =>
      Object.fromEntries(
        marksOf(dish).map((mark) => {
          const column = columns.reduce(
            (best, c, i) => (Math.abs(c.x - mark.x) < Math.abs(columns[best].x - mark.x) ? i : best),
            0,
          );
          return [ALLERGENS[column], mark.text];
        }),
      ) as Partial<Record<Allergen, string>>;
    expect(printed('Tarta')).toEqual({ egg: '●', gluten: '●', peanuts: '○' });
    expect(printed('Gambas')).toEqual({ crustaceans: '●', mollusks: '○' });
  });

  test('the product form and products list at 1280 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = uniqueEmail();
    await signUp(page, email, PASSWORD);
    const token = await apiToken(request, { email, password: PASSWORD });
    const { restaurant } = await restaurantWithMenu(request, token, [
      { name: { es: 'Pulpo' }, price: 1800, allergens: ['mollusks'], traces: ['fish'], allergensConfirmed: true },
      { name: { es: 'Croquetas' }, price: 850, allergens: ['gluten', 'dairyProducts', 'egg'] },
    ]);
    await page.goto(`/app/restaurant/${restaurant._id}/items`);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/allergens/products-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Edit Croquetas' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit product' })).toBeVisible();
    await page.screenshot({ path: 'test-results/allergens/product-form-1280.png' });
  });
});
