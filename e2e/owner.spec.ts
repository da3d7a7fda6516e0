import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { E2E } from './env';
import { brokenWords } from './layout';
import { DEMO, logInAs, signUp, uniqueEmail } from './session';

/** A small solid PNG, made here so the test carries no binary fixture. */
function png(red: number, green: number, blue: number, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();
}

/** Width ÷ height of an element as the page draws it. */
async function renderedRatio(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  return box && box.height > 0 ? box.width / box.height : NaN;
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
  for (const allergen of product.allergens) {
    await dialog
      .getByRole('radiogroup', { name: allergen, exact: true })
      .getByRole('radio', { name: 'Contains' })
      .check();
  }
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
    await expect(page.getByText('Write a web address, such as lacocinadelucia.es')).toBeVisible();
    await page.getByLabel('Website').fill('https://casa.example.com');
    await page.getByLabel('Email').fill('casa@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('group', { name: 'Languages' }).getByLabel('Spanish')).toBeChecked();
    await page.getByRole('group', { name: 'Languages' }).getByLabel('English').check();
    await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
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

    // A subdomain: letters, digits and hyphens inside (a hostname's rule), then pending validation.
    await page.getByLabel('Subdomain').fill('casa-prueba-');
    await page.getByRole('button', { name: 'Request subdomain' }).click();
    await expect(
      page.getByText('Letters, digits and hyphens (never first nor last), up to 63 characters'),
    ).toBeVisible();
    const subDomain = `casa-${Date.now()}`;
    await page.getByLabel('Subdomain').fill(subDomain);
    await page.getByRole('button', { name: 'Request subdomain' }).click();
    await expect(page.getByText('Subdomain requested: pending validation')).toBeVisible();
    await expect(page.getByText(`Your request for “${subDomain}” is pending validation`)).toBeVisible();
    await expect(page.getByLabel('Subdomain')).toHaveCount(0);

    // Social links and the map (its tiles never load here).
    await page.getByRole('button', { name: 'Social links' }).click();
    const social = page.getByRole('dialog', { name: 'Social links' });
    await social.getByLabel('Instagram').fill('casa en instagram');
    await social.getByRole('button', { name: 'Save' }).click();
    await expect(social.getByText('Write your @name or a link to your profile')).toBeVisible();
    await social.getByLabel('Instagram').fill('instagram.com/casa');
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

  test('the restaurant and products pages fit a 360 px wide phone; each product card keeps Edit and Delete on screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logInAs(page, DEMO.owner);
    await page.getByRole('link', { name: 'Casa Demo' }).click();
    await expect(page.getByRole('heading', { name: 'QR code' })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await page.getByRole('link', { name: 'Manage products' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await overflow()).toBe(0);
    // Every product card (every row but the header's) has both buttons, once the page's rows are in.
    const cards = async () => (await table.getByRole('row').count()) - 1;
    for (const action of [/^Edit /, /^Delete /]) {
      const buttons = table.getByRole('button', { name: action });
      await expect.poll(async () => (await buttons.count()) === (await cards()) && (await cards()) > 0).toBe(true);
      for (const button of await buttons.all()) {
        await button.scrollIntoViewIfNeeded();
        const box = await button.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      }
    }
    expect(await overflow()).toBe(0);
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await expect(dialog).toBeVisible();
    expect(await overflow()).toBe(0);
    // Price, photo and Save are on the phone's first screen; Save stays there however far the form scrolls.
    await expect(dialog.getByLabel('Price (EUR)')).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Choose a photo' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
    await dialog.getByRole('group', { name: 'Allergens' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
  });

  test('on a desktop the products table keeps each price and each action’s word whole', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, DEMO.owner);
    await page.getByRole('link', { name: 'Casa Demo' }).click();
    await page.getByRole('link', { name: 'Manage products' }).click();
    const table = page.getByRole('table');
    // The products, not the loading row before them.
    await expect(table.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    for (const action of [/^Edit /, /^Delete /]) {
      for (const button of await table.getByRole('button', { name: action }).all()) {
        expect(await button.evaluate(brokenWords)).toEqual([]);
      }
    }
    const prices = table.getByRole('cell', { name: /^€\d+\.\d\d$/ });
    await expect(prices.first()).toBeVisible();
    for (const price of await prices.all()) expect(await price.evaluate(brokenWords)).toEqual([]);
  });
});

test('on a 360 px phone the restaurant’s facts keep their words whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAs(page, DEMO.owner);
  await page.getByRole('link', { name: 'Casa Demo' }).click();
  const facts = page.getByRole('definition');
  await expect(facts.first()).toBeVisible();
  // Side by side with their names, values had a third of the card ("Europe/Madri" over "d").
  for (const fact of await facts.all()) expect(await fact.evaluate(brokenWords)).toEqual([]);
});

test.describe('owner: the product editor on a 360 px phone', () => {
  test.use({ locale: 'en-GB', viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => blockOutside(page));

  test('a text file named .png is refused beside the photo field, and a refused photo saves nothing', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const restaurantId = await createRestaurant(page, `Casa Foto ${Date.now()}`);
    await page.goto(`/app/restaurant/${restaurantId}/items`);
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name in Spanish').fill('Croquetas');
    // The English page takes a decimal comma too.
    await dialog.getByLabel('Price (EUR)').fill('12,5');
    const photo = dialog.getByLabel('Image', { exact: true });
    await photo.setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });

    const error = dialog.getByRole('alert').filter({ hasText: 'Use a JPEG, PNG or WebP image' });
    await expect(error).toBeVisible();
    await expect(photo).toHaveAttribute('aria-invalid', 'true');
    // Beside the field, and Save and Cancel are not covered.
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await expect(page.getByRole('alert').filter({ hasText: 'Use a JPEG' })).toHaveCount(1);
    await save.click();
    await expect(page.getByRole('dialog', { name: 'New product' })).toBeVisible();

    // A photo the browser reads but the server refuses: the product just created is taken back.
    await page.route('**/api/restaurants/*/products/*/image', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: '{"errors":{"msg":"IMAGE_NOT_SUPPORTED"}}' }),
    );
    await photo.setInputFiles({ name: 'plate.png', mimeType: 'image/png', buffer: await png(200, 80, 40) });
    await expect(error).toHaveCount(0);
    await expect(dialog.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
    await save.click();
    await expect(error).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'New product' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Edit product' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(page.getByText('No products yet')).toBeVisible();
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const stored = await page.request.get(`/api/restaurants/${restaurantId}/products`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0);
  });

  test('the photo keeps its proportions and is cropped to the shape guests see', async ({ page }) => {
    await signUp(page, uniqueEmail());
    const restaurantId = await createRestaurant(page, `Casa Recorte ${Date.now()}`);
    await page.goto(`/app/restaurant/${restaurantId}/items`);
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name in Spanish').fill('Paella');
    await dialog.getByLabel('Price (EUR)').fill('14.50');
    const photo = dialog.getByLabel('Image', { exact: true });
    const preview = dialog.getByRole('img', { name: 'Preview of the product image' });
    const frame = dialog.getByRole('group', { name: /The part guests see/ });

    // 800×600 (was drawn 598×198): the photo in its own shape, which is also the guests' 4:3.
    await photo.setInputFiles({ name: 'paella.png', mimeType: 'image/png', buffer: await png(230, 160, 40, 800, 600) });
    await expect(frame).toBeVisible();
    await expect.poll(() => renderedRatio(preview)).toBeCloseTo(800 / 600, 1);
    await expect.poll(() => renderedRatio(frame)).toBeCloseTo(4 / 3, 1);

    // A panorama stays a panorama; the frame over it keeps the guests' shape.
    await dialog.getByRole('button', { name: 'Choose another' }).click();
    await photo.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(90, 160, 230, 900, 300) });
    await expect.poll(() => renderedRatio(preview)).toBeCloseTo(3, 1);
    expect(await renderedRatio(frame)).toBeCloseTo(4 / 3, 1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product created')).toBeVisible();

    // What was stored is the crop: 4:3, drawn in its own proportions when edited again.
    await page.getByRole('button', { name: 'Edit Paella' }).click();
    const stored = page
      .getByRole('dialog', { name: 'Edit product' })
      .getByRole('img', { name: 'Preview of the product image' });
    await expect(stored).toBeVisible();
    const natural = await stored.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight);
    expect(natural).toBeCloseTo(4 / 3, 1);
    expect(await renderedRatio(stored)).toBeCloseTo(natural, 1);
  });

  test("at 360 px the map opens on the restaurant's address in Sevilla, and the address search moves it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, uniqueEmail());
    await page.goto('/app/home');
    await page.getByRole('link', { name: 'New restaurant' }).click();
    await page.getByLabel('Name').fill(`Casa Sevilla ${Date.now()}`);
    await page.getByLabel('Address').fill('Calle Sierpes 12');
    await page.getByLabel('Postal code').fill('41004');
    await page.getByLabel('City').selectOption('Sevilla');
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create restaurant' }).click();
    await expect(page).toHaveURL(/\/app\/restaurant\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Map' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to arrive' });
    const map = dialog.getByRole('application', { name: /Map: click/ });
    /** Where the map looks, as it writes it on its box. */
    const centre = async () => {
      const [lat, lng] = ((await map.getAttribute('data-center')) ?? '0,0').split(',').map(Number);
      return { lat, lng };
    };
    const near = (point: { lat: number; lng: number }, lat: number, lng: number) =>
      Math.abs(point.lat - lat) < 0.01 && Math.abs(point.lng - lng) < 0.01;
    // The fake geocoder places Calle Sierpes at 37.3925, -5.9946 (tools/fake-geocoder.mjs).
    await expect.poll(async () => near(await centre(), 37.3925, -5.9946)).toBe(true);
    await expect(dialog.getByText('Found: Calle Sierpes, Casco Antiguo, Sevilla, España')).toBeVisible();
    await expect(dialog.getByLabel('Latitude')).toHaveValue('37.392500');

    await dialog.getByLabel('Address').fill('Triana, Sevilla');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect.poll(async () => near(await centre(), 37.3837, -6.0026)).toBe(true);
    await dialog.getByLabel('Address').fill('Nowhere at all');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog.getByText('No place found for this address')).toBeVisible();

    // A decimal comma is a decimal point.
    await dialog.getByLabel('Latitude').fill('37,39');
    await dialog.getByLabel('Longitude').fill('-5,98');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Map saved')).toBeVisible();
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(dialog.getByLabel('Latitude')).toHaveValue('37.39');
    await expect.poll(async () => near(await centre(), 37.39, -5.98)).toBe(true);
  });

  test('at 360 px the wizard names its steps; the look step takes a logo and a cover, which the guest page shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, uniqueEmail());
    await page.goto('/app/home');
    await page.getByRole('link', { name: 'New restaurant' }).click();
    const steps = page.getByRole('navigation', { name: 'Steps' }).getByRole('button');
    await expect(steps).toHaveText(['1. Basics', '2. Contact', '3. Languages and currency', '4. Look']);
    const name = `Casa Portada ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 4: Look')).toBeVisible();

    // A text file named .png is refused where it was chosen, before anything is saved.
    const logo = page.getByLabel('Choose a logo');
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Use a JPEG, PNG or WebP image')).toBeVisible();
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(40, 90, 160) });
    await expect(page.getByRole('img', { name: 'Chosen logo, saved with the restaurant' })).toBeVisible();
    await expect(page.getByText('Use a JPEG, PNG or WebP image')).toHaveCount(0);
    await page
      .getByLabel('Choose a cover photo')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(200, 120, 40) });
    await expect(page.getByRole('img', { name: 'Chosen cover photo, saved with the restaurant' })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await page.getByRole('button', { name: 'Create restaurant' }).click();
    await expect(page).toHaveURL(/\/app\/restaurant\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() as string;

    // The edit wizard shows what was stored.
    await page.goto(`/app/restaurantEdit/${id}`);
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: 'Look' }).click();
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current cover photo' })).toBeVisible();

    // Guests: the cover across the top, the logo beside the name.
    await page.goto(`/app/guest/restaurant/${id}`);
    const heading = page.getByRole('heading', { level: 1, name });
    await expect(heading).toBeVisible();
    const cover = page.locator('img.g-cover');
    const logoImage = page.locator('img.g-logo');
    await expect(cover).toBeVisible();
    await expect(logoImage).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    const [coverBox, logoBox, headingBox] = await Promise.all([
      cover.boundingBox(),
      logoImage.boundingBox(),
      heading.boundingBox(),
    ]);
    expect(coverBox!.y).toBeLessThan(logoBox!.y);
    expect(logoBox!.x + logoBox!.width).toBeLessThanOrEqual(headingBox!.x);
    expect(Math.abs(logoBox!.y + logoBox!.height / 2 - (headingBox!.y + headingBox!.height / 2))).toBeLessThan(24);
    expect(await overflow()).toBe(0);
  });
});
