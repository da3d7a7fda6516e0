import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Allergen, Diet } from '@carta/contracts';
import { api, signUp, uniqueEmail } from './session';

// A guest with a nut allergy on a phone: the filter with traces and a dish whose allergens are not confirmed, the
// allergen passport carried to another restaurant and shared, the card for the waiter in the restaurant's language,
// and a dish sold out while the page is open.

const PHONE = { width: 360, height: 740 };
const SHOTS = 'test-results/allergens';

interface Place {
  restaurantId: string;
  menuId: string;
  products: Record<string, string>;
  token: string;
}

interface Dish {
  name: { es: string; gb: string };
  allergens?: Allergen[];
  traces?: Allergen[];
  diets?: Diet[];
  allergensConfirmed?: boolean;
}

/** A restaurant written in Spanish first, then English, with an all-day menu of `dishes`. */
async function place(page: Page, name: string, dishes: Dish[]): Promise<Omit<Place, 'token'>> {
  const { _id: restaurantId } = await api<{ _id: string }>(page, 'POST', '/restaurants', {
    name,
    languages: ['es', 'gb'],
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
  });
  const products: Record<string, string> = {};
  for (const dish of dishes) {
    const { _id } = await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/products`, {
      price: 700,
      allergensConfirmed: true,
      ...dish,
    });
    products[dish.name.gb] = _id;
  }
  const { _id: menuId } = await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/menus`, {
    name: { es: 'Carta', gb: 'Menu' },
    unlimitedTime: true,
    days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  });
  const { _id: sectionId } = await api<{ _id: string }>(
    page,
    'POST',
    `/restaurants/${restaurantId}/menus/${menuId}/sections`,
    { name: { es: 'Platos', gb: 'Dishes' } },
  );
  for (const productId of Object.values(products)) {
    await api(page, 'POST', `/restaurants/${restaurantId}/menus/${menuId}/sections/${sectionId}/items`, { productId });
  }
  return { restaurantId, menuId, products };
}

let first: Place;
let second: Place;

async function setUp(browser: Browser) {
  // The owner's screens need script, whatever the describe's guests have.
  const context = await browser.newContext({ locale: 'en-GB', javaScriptEnabled: true });
  const page = await context.newPage();
  await signUp(page, uniqueEmail());
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  first = {
    token,
    ...(await place(page, 'Casa Almendro', [
      { name: { es: 'Tarta de almendras', gb: 'Almond cake' }, allergens: ['peelFruits', 'egg'] },
      { name: { es: 'Ensalada verde', gb: 'Green salad' }, allergens: ['mustard'], traces: ['peelFruits'] },
      { name: { es: 'Croquetas', gb: 'Croquettes' }, allergensConfirmed: false },
      { name: { es: 'Sangría', gb: 'Sangria' }, allergens: ['sulfurDioxideSulphites'], diets: ['vegan', 'alcohol'] },
    ])),
  };
  second = {
    token,
    ...(await place(page, 'Bar Nogal', [
      { name: { es: 'Pastel de nueces', gb: 'Walnut pie' }, allergens: ['peelFruits', 'gluten'] },
      { name: { es: 'Gazpacho', gb: 'Gazpacho' }, allergens: [] },
    ])),
  };
  await context.close();
}

const menuUrl = ({ restaurantId, menuId }: Place) => `/app/guest/restaurant/${restaurantId}/menu/${menuId}`;
const dishNames = (page: Page) => page.locator('.g-item h3');
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

async function openFilter(page: Page) {
  await page.getByText('Allergen filter').click();
  await expect(page.getByRole('checkbox', { name: 'Nuts', exact: true })).toBeVisible();
}

/** The code in "Code: 7KQ4X". */
function passportCodeIn(text: string | null): string {
  return /:\s*(\S+)$/.exec(text ?? '')?.[1] ?? '';
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('allergens for the guest', () => {
  test.use({ viewport: PHONE, locale: 'en-GB' });

  test.beforeAll(async ({ browser }) => {
    await setUp(browser);
  });

  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => route.abort(),
    );
  });

  test('the filter hides what contains an allergen, traces when asked, and never calls an unconfirmed dish safe', async ({
    page,
  }) => {
    await page.goto(menuUrl(first));
    await expect(dishNames(page)).toHaveText(['Almond cake', 'Green salad', 'Croquettes', 'Sangria']);
    // Allergens written out in the regulation's words, "contains" and "may contain traces of".
    const salad = card(page, 'Green salad');
    await expect(salad.getByRole('list', { name: 'Contains', exact: true })).toHaveText('Mustard');
    await expect(salad.getByRole('list', { name: 'May contain traces of' })).toHaveText('Nuts');
    await expect(card(page, 'Croquettes')).toContainText('Allergens not confirmed by the restaurant: ask the staff');

    await openFilter(page);
    await page.getByRole('checkbox', { name: 'Nuts', exact: true }).check();
    await expect(dishNames(page)).toHaveText(['Green salad', 'Croquettes', 'Sangria']);
    await expect(salad).toContainText('May contain traces of allergens you avoid');
    await expect(page.getByRole('status')).toHaveText(
      '3 dishes shown, 1 hidden · 1 shown with allergens not confirmed',
    );

    await page.getByRole('checkbox', { name: 'Avoid traces too' }).check();
    await expect(dishNames(page)).toHaveText(['Croquettes', 'Sangria']);
    await expect(card(page, 'Croquettes')).toContainText('Allergens not confirmed');
    await expect(page.getByRole('status')).toHaveText(
      '2 dishes shown, 2 hidden · 1 shown with allergens not confirmed',
    );

    await page.getByRole('checkbox', { name: 'No alcohol' }).check();
    await expect(dishNames(page)).toHaveText(['Croquettes']);
    await page.getByRole('radio', { name: 'Mark' }).check();
    await expect(dishNames(page)).toHaveText(['Almond cake', 'Green salad', 'Croquettes', 'Sangria']);
    await expect(card(page, 'Sangria')).toContainText('Does not suit your diet');
    await expect(card(page, 'Almond cake')).toContainText('Contains allergens you avoid');
    await expect(page.getByRole('status')).toHaveText(
      '3 dishes do not suit your choices · 1 shown with allergens not confirmed',
    );
    await page.getByRole('radio', { name: 'Hide' }).check();
    await page.getByRole('checkbox', { name: 'No alcohol' }).uncheck();
    await page.locator('.g-filter').scrollIntoViewIfNeeded();
    await shoot(page, 'filter');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'filter');
  });

  test('the passport stays on the phone, applies at another restaurant, and is shared as a code, a link or a QR', async ({
    page,
    browser,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    await page.goto(menuUrl(first));
    await openFilter(page);
    await page.getByRole('checkbox', { name: 'Nuts', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Avoid traces too' }).check();
    // Applied (ticks made before the page is live are told to it once it is): kept on this phone.
    await expect(dishNames(page)).toHaveText(['Croquettes', 'Sangria']);

    // Another Carta restaurant: the same choices, without asking.
    await page.goto(menuUrl(second));
    await expect(page.getByRole('checkbox', { name: 'Nuts', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Avoid traces too' })).toBeChecked();
    await expect(dishNames(page)).toHaveText(['Gazpacho']);
    // Nothing of it reached the server: no cookie, no address carrying it.
    expect((await page.context().cookies()).length).toBe(0);
    expect(sent.filter((url) => /passport|avoid|peelFruits/i.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Allergen passport' });
    await expect(share.getByRole('img', { name: 'QR code of this allergen passport' })).toBeVisible();
    const link = (await share.locator('.g-passport-link').textContent()) ?? '';
    const code = passportCodeIn(await share.locator('.g-passport-code').textContent());
    // Five characters without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S), the last a check.
    expect(code).toMatch(/^[2-9A-HJKMNPQRT-Y]{5}$/);
    expect(link).toContain(code);
    await shoot(page, 'passport');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'passport');
    await page.keyboard.press('Escape');

    // A companion opens the link: the passport is offered with what it holds, and applied only when accepted.
    const companion = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    const theirs = await companion.newPage();
    await theirs.goto(link);
    const offer = theirs.getByRole('complementary', { name: 'Someone shared an allergen passport with you.' });
    await expect(offer.getByRole('list', { name: 'Allergens it avoids' })).toHaveText('Nuts');
    await expect(offer.getByRole('list', { name: 'Allergens it avoids' }).locator('svg')).toHaveCount(1);
    await expect(offer).toContainText('Avoid traces too');
    await expect(dishNames(theirs)).toHaveText(['Walnut pie', 'Gazpacho']);
    await theirs.getByRole('button', { name: 'Use these choices' }).click();
    await expect(dishNames(theirs)).toHaveText(['Gazpacho']);
    await expect(offer).toBeHidden();
    expect(new URL(theirs.url()).searchParams.has('passport')).toBe(false);

    // Or types the code in: it shows what it holds, and applies once accepted.
    const typed = await companion.newPage();
    await typed.goto(menuUrl(first));
    // The passport it took applies here too: the filter opens by itself.
    await typed.getByRole('checkbox', { name: 'Nuts', exact: true }).uncheck();
    await typed.getByRole('checkbox', { name: 'Avoid traces too' }).uncheck();
    await typed.getByLabel("A companion's code").fill(code.toLowerCase());
    await typed.getByRole('button', { name: 'Use', exact: true }).click();
    const received = typed.locator('.g-passport-received');
    await expect(received).toContainText(`Code ${code} holds these choices:`);
    await expect(received.getByRole('list', { name: 'Allergens it avoids' })).toHaveText('Nuts');
    await expect(typed.getByRole('checkbox', { name: 'Nuts', exact: true })).not.toBeChecked();
    await received.getByRole('button', { name: 'Use these choices' }).click();
    await expect(typed.getByRole('checkbox', { name: 'Nuts', exact: true })).toBeChecked();
    await expect(typed.getByRole('checkbox', { name: 'Avoid traces too' })).toBeChecked();
    await companion.close();
  });

  test('a passport code misread or swapped is refused, an old unchecked one too; nothing applies unread', async ({
    page,
  }) => {
    await page.goto(menuUrl(first));
    await openFilter(page);
    const nuts = page.getByRole('checkbox', { name: 'Nuts', exact: true });
    // The code of a passport avoiding nuts, read off this page's own.
    await nuts.check();
    const code = passportCodeIn(await page.locator('.g-passport .g-passport-code').textContent());
    await nuts.uncheck();
    const other = (character: string) => (character === 'A' ? 'B' : 'A');
    const misread = [
      other(code[0]) + code.slice(1),
      code.slice(0, 2) + other(code[2]) + code.slice(3),
      code.slice(0, 4) + other(code[4]),
      code[1] + code[0] + code.slice(2),
    ].filter((wrong) => wrong !== code);
    const field = page.getByLabel("A companion's code");
    const use = page.getByRole('button', { name: 'Use', exact: true });
    const said = page.locator('.g-passport .g-status');
    for (const wrong of misread) {
      await field.fill(wrong);
      await use.click();
      await expect(said).toHaveText('That is not a passport code: check each of its 5 characters.');
      await expect(page.locator('.g-passport-received')).toHaveCount(0);
    }
    // The codes of the first passports had no check: `CO0` and `C00` were both valid, different passports.
    for (const old of ['CO0', 'C00']) {
      await field.fill(old);
      await use.click();
      await expect(said).toContainText('This is an older passport code');
    }
    await expect(nuts).not.toBeChecked();
    // The right one shows what it holds, with its pictogram, and applies only once accepted.
    await field.fill(code);
    await use.click();
    const received = page.locator('.g-passport-received');
    await expect(received.getByRole('list', { name: 'Allergens it avoids' })).toHaveText('Nuts');
    await expect(nuts).not.toBeChecked();
    await received.getByRole('button', { name: 'Cancel' }).click();
    await expect(received).toHaveCount(0);
    await expect(nuts).not.toBeChecked();
  });

  test('screenshots: a passport offered and a typed one read back, and the filter form; 360 and 1280 px, es and en, light and dark', async ({
    page,
    browser,
  }) => {
    // For people to look at (test-results/allergens/): the test only takes them.
    await page.goto(menuUrl(second));
    await openFilter(page);
    await page.getByRole('checkbox', { name: 'Nuts', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Eggs', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Avoid traces too' }).check();
    await page.getByRole('checkbox', { name: 'Vegetarian' }).check();
    const code = passportCodeIn(await page.locator('.g-passport .g-passport-code').textContent());
    for (const locale of ['en-GB', 'es-ES']) {
      for (const width of [360, 1280]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, locale, colorScheme });
          const guest = await context.newPage();
          const shot = (name: string) =>
            guest.screenshot({ path: `${SHOTS}/${name}-${locale.slice(0, 2)}-${width}-${colorScheme}.png` });
          await guest.goto(`${menuUrl(second)}?passport=${code}`);
          const offer = guest.locator('.g-offer');
          await expect(offer.getByRole('listitem')).toHaveCount(2);
          await shot('passport-offered');
          await offer.getByRole('button').last().click();
          await expect(offer).toHaveCount(0);
          await guest.locator('.g-filter summary').click();
          await guest.locator('.g-passport input[name="passport"]').fill(code);
          await guest.locator('.g-passport button[type="submit"]').click();
          const received = guest.locator('.g-passport-received');
          await expect(received.getByRole('listitem')).toHaveCount(2);
          await received.scrollIntoViewIfNeeded();
          await shot('passport-received');
          await guest.locator('.g-filter > form > button[type="submit"]').scrollIntoViewIfNeeded();
          await shot('filter-form');
          await context.close();
        }
      }
    }
  });

  test('the card for the waiter is in Spanish, the restaurant’s first language, for an English guest; offline too', async ({
    page,
    context,
  }) => {
    await page.goto(menuUrl(first));
    await openFilter(page);
    await page.getByRole('checkbox', { name: 'Nuts', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Avoid traces too' }).check();
    await page.getByRole('radio', { name: 'Mark' }).check();
    await card(page, 'Green salad').getByRole('button', { name: 'Ask the waiter' }).click();
    await card(page, 'Croquettes').getByRole('button', { name: 'Ask the waiter' }).click();
    await expect(card(page, 'Croquettes').getByRole('button', { name: 'Ask the waiter' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The menu has loaded: the card needs nothing more from the network.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Show the waiter (2)' }).click();
    const waiter = page.getByRole('dialog', { name: 'Card for the waiter' });
    await expect(waiter).toBeVisible();
    await expect(waiter).toContainText("Written in Spanish, the restaurant's language.");
    const spanish = waiter.locator('[lang="es"]');
    await expect(spanish.locator('.g-waiter-allergy')).toHaveText('ALERGIA: Frutos de cáscara (también trazas)');
    await expect(spanish.getByRole('listitem')).toHaveText(['Ensalada verde', 'Croquetas']);
    await expect(spanish).toContainText('¿Pueden confirmarme que estos platos son aptos para mí?');
    // Full screen.
    const box = await waiter.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    expect(box?.height).toBe(PHONE.height);
    await shoot(page, 'waiter');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'waiter');
    await waiter.getByRole('button', { name: 'Close' }).click();
    await expect(waiter).toBeHidden();
    await context.setOffline(false);
  });

  test('a dish the owner marks sold out shows so on the open page within 2 s, and in the rendered HTML', async ({
    page,
  }) => {
    // The page listens before the owner acts.
    const listening = page.waitForResponse((response) => response.url().endsWith('/changes'));
    await page.goto(menuUrl(first));
    const cake = card(page, 'Almond cake');
    await expect(cake).toBeVisible();
    await expect(cake.getByText('Sold out')).toHaveCount(0);
    expect((await listening).headers()['content-type']).toContain('text/event-stream');

    const productId = first.products['Almond cake'];
    const marked = await page.request.put(`/api/restaurants/${first.restaurantId}/products/${productId}/soldout`, {
      headers: { authorization: `Bearer ${first.token}` },
      data: { until: 'endOfDay' },
    });
    expect(marked.status(), await marked.text()).toBe(200);
    const start = Date.now();
    await expect(cake.getByText('Sold out')).toBeVisible({ timeout: 2000 });
    expect(Date.now() - start).toBeLessThan(2000);

    const html = await (
      await page.request.get(`${menuUrl(first)}?lang=gb`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<p class="g-soldout">Sold out</p>');

    const back = await page.request.delete(`/api/restaurants/${first.restaurantId}/products/${productId}/soldout`, {
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(back.status()).toBe(200);
    await expect(cake.getByText('Sold out')).toHaveCount(0, { timeout: 2000 });
  });

  test('a page whose menu changed before its data was read shows the change once live, without a hydration error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The reads this test aborts are logged so.
      if (message.type() === 'error' && !message.text().includes('net::ERR_FAILED')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The data the page hydrates from is read once it has loaded: held off until the owner has acted.
    const read = `**/api/restaurants/public/${first.restaurantId}/menus/${first.menuId}`;
    let reads = 0;
    await page.route(read, (route) => {
      reads++;
      return route.abort();
    });
    await page.goto(menuUrl(first));
    const cake = card(page, 'Almond cake');
    await expect(cake).toBeVisible();
    await expect.poll(() => reads).toBeGreaterThan(0);

    const productId = first.products['Almond cake'];
    const owner = { authorization: `Bearer ${first.token}` };
    const path = `/api/restaurants/${first.restaurantId}/products/${productId}/soldout`;
    expect((await page.request.put(path, { headers: owner, data: { until: 'endOfDay' } })).status()).toBe(200);
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get(read.slice(2))).json()))
      .toContain('"soldOut":true');
    await page.unroute(read);
    await page.keyboard.press('Tab');
    await expect(cake.getByText('Sold out')).toBeVisible();
    await page.waitForFunction(() => {
      const app = document.querySelector('.g-app');
      return app !== null && Object.keys(app).some((key) => key.startsWith('__reactFiber'));
    });
    expect((await page.request.delete(path, { headers: owner })).status()).toBe(200);
    await expect(cake.getByText('Sold out')).toHaveCount(0, { timeout: 2000 });
    expect(errors).toEqual([]);
  });
});

test.describe('a guest without JavaScript', () => {
  test.use({ viewport: PHONE, locale: 'en-GB', javaScriptEnabled: false });

  test.beforeAll(async ({ browser }) => {
    if (!first) await setUp(browser);
  });

  test('the filter is a form the server answers, a typed passport is offered with what it holds, and sharing is not offered', async ({
    page,
  }) => {
    await page.goto(menuUrl(first));
    await openFilter(page);
    await page.getByRole('checkbox', { name: 'Nuts', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Avoid traces too' }).check();
    // Nothing happens until the form is sent: without script the filter is the server's to apply.
    await expect(dishNames(page)).toHaveText(['Almond cake', 'Green salad', 'Croquettes', 'Sangria']);
    await page.getByRole('button', { name: 'Show the dishes' }).click();
    await expect(page).toHaveURL(/[?&]avoid=peelFruits(&|$)/);
    await expect(dishNames(page)).toHaveText(['Croquettes', 'Sangria']);
    await expect(page.getByRole('status')).toHaveText(
      '2 dishes shown, 2 hidden · 1 shown with allergens not confirmed',
    );
    await expect(page.getByRole('checkbox', { name: 'Nuts', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Avoid traces too' })).toBeChecked();
    // What needs script is not shown: sharing (a QR code drawn on the phone, the clipboard), asking the waiter.
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ask the waiter' }).first()).toBeHidden();
    const code = passportCodeIn(await page.locator('.g-passport .g-passport-code').textContent());

    // A companion without script types that code: the page offers it with what it holds, before it applies.
    await page.goto(menuUrl(first));
    await openFilter(page);
    await page.getByLabel("A companion's code").fill(code);
    await page.getByRole('button', { name: 'Use', exact: true }).click();
    const offer = page.getByRole('complementary', { name: 'Someone shared an allergen passport with you.' });
    await expect(offer.getByRole('list', { name: 'Allergens it avoids' })).toHaveText('Nuts');
    await expect(offer).toContainText('Avoid traces too');
    await expect(dishNames(page)).toHaveText(['Almond cake', 'Green salad', 'Croquettes', 'Sangria']);
    await shoot(page, 'no-script-offer');
    await offer.getByRole('button', { name: 'Use these choices' }).click();
    await expect(dishNames(page)).toHaveText(['Croquettes', 'Sangria']);
    await expect(page.getByRole('checkbox', { name: 'Nuts', exact: true })).toBeChecked();
    await shoot(page, 'no-script-filter');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'no-script-filter');
  });
});

test.describe('a guest who ticks before the page is live', () => {
  // The worker would answer the chunk itself, past the slowed route.
  test.use({ viewport: PHONE, locale: 'en-GB', serviceWorkers: 'block' });

  test.beforeAll(async ({ browser }) => {
    if (!first) await setUp(browser);
  });

  test('two boxes ticked quickly while React arrives both apply, once it has', async ({ page }) => {
    // React and the screens come late, as on a phone on poor Wi-Fi.
    await page.route(/\/guest-hydrate\.[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    const live = () =>
      page.evaluate(() => {
        const app = document.querySelector('.g-app');
        return app !== null && Object.keys(app).some((key) => key.startsWith('__reactFiber'));
      });
    await page.goto(menuUrl(first));
    await openFilter(page);
    await page.getByRole('checkbox', { name: 'Nuts', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Mustard', exact: true }).check();
    expect(await live()).toBe(false);

    await expect.poll(live, { timeout: 10_000 }).toBe(true);
    await expect(dishNames(page)).toHaveText(['Croquettes', 'Sangria']);
    await expect(page.getByRole('status')).toHaveText(
      '2 dishes shown, 2 hidden · 1 shown with allergens not confirmed',
    );
    await expect(page.getByRole('checkbox', { name: 'Nuts', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Mustard', exact: true })).toBeChecked();
    // Kept as the guest's own choice: the next page applies both.
    await page.reload();
    await expect(dishNames(page)).toHaveText(['Croquettes', 'Sangria']);
  });
});
