import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { E2E } from './env';
import { DEMO, logInAs, signUp, uniqueEmail } from './session';

/** A small solid PNG, made here so the test carries no binary fixture. */
function png(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();
}

/** Nothing leaves the test machine: map tiles (and anything else off this host) are refused. */
async function blockOutside(page: Page) {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

/** Walks the four wizard steps with the least data; returns the new restaurant's id. */
async function createRestaurant(page: Page, name: string): Promise<string> {
  await page.goto('/app/home');
  await page.getByRole('link', { name: 'New restaurant' }).click();
  await expect(page).toHaveURL(/\/app\/newRestaurant$/);
  await page.getByLabel('Name').fill(name);
  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create restaurant' }).click();
  await expect(page).toHaveURL(/\/app\/restaurant\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() as string;
}

async function addProduct(
  page: Page,
  product: { es: string; gb: string; price: string; allergens: string[]; image: Buffer },
) {
  await page.getByRole('button', { name: 'Add product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await dialog.getByLabel('Name in Spanish').fill(product.es);
  await dialog.getByRole('tab', { name: /^English/ }).click();
  await dialog.getByLabel('Name in English').fill(product.gb);
  await dialog.getByLabel('Description in English').fill(`${product.gb}, made today`);
  await dialog.getByLabel('Price (EUR)').fill(product.price);
  for (const allergen of product.allergens) await dialog.getByLabel(allergen, { exact: true }).check();
  await dialog.getByLabel('Image', { exact: true }).setInputFiles({
    name: `${product.gb}.png`,
    mimeType: 'image/png',
    buffer: product.image,
  });
  await expect(dialog.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test.describe('owner: restaurants and products', () => {
  test.use({ locale: 'en-GB' });
  test.beforeEach(async ({ page }) => blockOutside(page));

  test('wizard, products with images and allergens, search, disable, QR code, subdomain', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, uniqueEmail());
    const name = `Casa Prueba ${Date.now()}`;

    // The wizard: four steps, each checked before the next.
    await page.goto('/app/home');
    await page.getByRole('link', { name: 'New restaurant' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Address').fill('Calle Mayor 1');
    await page.getByLabel('Postal code').fill('28013');
    await page.getByLabel('City').selectOption({ label: 'Madrid' });
    await page.getByLabel('Tax id (NIF)').fill('B12345678');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Phone').fill('+34 910 000 000');
    await page.getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Must be a valid URL')).toBeVisible();
    await page.getByLabel('Website').fill('https://casa.example.com');
    await page.getByLabel('Email').fill('casa@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('group', { name: 'Languages' }).getByLabel('Spanish')).toBeChecked();
    await page.getByRole('group', { name: 'Languages' }).getByLabel('English').check();
    await page.getByLabel('Currency').selectOption('EUR');
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Madrid');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Brand color').fill('#2d85cc');
    await page.getByRole('button', { name: 'Create restaurant' }).click();
    await expect(page.getByText('Restaurant created')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/restaurant\/[0-9a-f-]{36}$/);
    const restaurantId = page.url().split('/').pop() as string;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Calle Mayor 1, 28013, Madrid')).toBeVisible();

    // Three products with images and allergens.
    await page.getByRole('link', { name: 'Manage products' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/restaurant/${restaurantId}/items`));
    await addProduct(page, {
      es: 'Tortilla',
      gb: 'Omelette',
      price: '8.50',
      allergens: ['Egg'],
      image: await png(230, 200, 60),
    });
    await addProduct(page, {
      es: 'Gambas',
      gb: 'Prawns',
      price: '14',
      allergens: ['Crustaceans', 'Sulphur dioxide and sulphites'],
      image: await png(240, 120, 90),
    });
    await addProduct(page, {
      es: 'Pan con tomate',
      gb: 'Bread with tomato',
      price: '3.25',
      allergens: ['Gluten'],
      image: await png(200, 60, 40),
    });
    const table = page.getByRole('table', { name: `Products of ${name}` });
    await expect(table.getByRole('row')).toHaveCount(4);
    const prawns = table.getByRole('row').filter({ hasText: 'Gambas' });
    await expect(prawns).toContainText('€14.00');
    await expect(prawns).toContainText('Crustaceans, Sulphur dioxide and sulphites');
    await expect(prawns.getByRole('img', { name: 'Gambas' })).toHaveAttribute('src', /\/api\/restaurants\/images\//);

    // Search (server side) finds one by a word of its English name.
    await page.getByLabel('Search products').fill('omelet');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Tortilla');
    await expect(page).toHaveURL(/filter=omelet/);

    // Disable it in place; the change is stored.
    await table.getByRole('switch', { name: 'Enabled: Tortilla' }).uncheck();
    await expect(page.getByText('Product saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search products')).toHaveValue('omelet');
    await expect(table.getByRole('switch', { name: 'Enabled: Tortilla' })).not.toBeChecked();

    // The QR code (PNG for print) decodes back to the guest page of this restaurant.
    await page.getByRole('link', { name: `Back to ${name}` }).click();
    await expect(page.getByText('3 products')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG (print)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const image = sharp(readFileSync(await download.path()));
    const { width, height } = await image.metadata();
    expect(width).toBeGreaterThanOrEqual(1024);
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(height).toBe(width);
    expect(decoded?.data).toBe(`${E2E.baseUrl}/app/guest/restaurant/${restaurantId}`);

    // The SVG download is there too.
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(readFileSync(await svg.path(), 'utf8')).toContain('<svg');

    // A subdomain: letters and digits only, then pending validation.
    await page.getByLabel('Subdomain').fill('casa-prueba');
    await page.getByRole('button', { name: 'Request subdomain' }).click();
    await expect(page.getByText('Only letters and digits are allowed')).toBeVisible();
    const subDomain = `casa${Date.now()}`;
    await page.getByLabel('Subdomain').fill(subDomain);
    await page.getByRole('button', { name: 'Request subdomain' }).click();
    await expect(page.getByText('Subdomain requested: pending validation')).toBeVisible();
    await expect(page.getByText(`Your request for “${subDomain}” is pending validation`)).toBeVisible();
    await expect(page.getByLabel('Subdomain')).toHaveCount(0);

    // Social links and the map (its tiles never load here).
    await page.getByRole('button', { name: 'Social links' }).click();
    const social = page.getByRole('dialog', { name: 'Social links' });
    await social.getByLabel('Instagram').fill('instagram.com/casa');
    await social.getByRole('button', { name: 'Save' }).click();
    await expect(social.getByText('Must be a valid URL')).toBeVisible();
    await social.getByLabel('Instagram').fill('https://instagram.com/casa');
    await social.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Social links saved')).toBeVisible();
    await page.getByRole('button', { name: 'Map' }).click();
    const map = page.getByRole('dialog', { name: 'How to arrive' });
    await map.getByRole('application', { name: /Map: click/ }).click({ position: { x: 60, y: 40 } });
    await expect(map.getByLabel('Latitude')).not.toHaveValue('0');
    await map.getByLabel('Latitude').fill('40.4168');
    await map.getByLabel('Longitude').fill('-3.7038');
    await map.getByLabel('Show “how to arrive” to guests').check();
    await map.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Map saved')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Shown to guests')).toBeVisible();
    await expect(page.getByText('Instagram', { exact: true })).toBeVisible();
  });

  test('delete asks first, then removes the restaurant', async ({ page }) => {
    await signUp(page, uniqueEmail());
    const name = `Casa Borrar ${Date.now()}`;
    await createRestaurant(page, name);
    await page.getByRole('button', { name: 'Delete restaurant' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete restaurant' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete restaurant' }).click();
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText('Restaurant deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/home$/);
    await expect(page.getByText('You have no restaurants yet')).toBeVisible();
  });

  test("another owner's restaurant is not found", async ({ page }) => {
    await logInAs(page, DEMO.owner);
    await page.getByRole('link', { name: 'Casa Demo' }).click();
    const demoPath = new URL(page.url()).pathname;
    await signUp(page, uniqueEmail());
    await page.goto(demoPath);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(`${demoPath}/items`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the restaurant and products pages fit a 360 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logInAs(page, DEMO.owner);
    await page.getByRole('link', { name: 'Casa Demo' }).click();
    await expect(page.getByRole('heading', { name: 'QR code' })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await page.getByRole('link', { name: 'Manage products' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await overflow()).toBe(0);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('dialog', { name: 'New product' })).toBeVisible();
    expect(await overflow()).toBe(0);
  });
});
