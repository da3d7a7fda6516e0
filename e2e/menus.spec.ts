import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E } from './env';
import { api, signUp, uniqueEmail } from './session';

/** A restaurant in Madrid's time zone, written in English then Spanish, with a small catalogue. */
async function restaurantWithProducts(page: Page): Promise<string> {
  const { _id } = await api<{ _id: string }>(page, 'POST', '/restaurants', {
    name: 'Casa Reloj',
    languages: ['gb', 'es'],
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
  });
  for (const [name, price] of [
    ['Gazpacho', 650],
    ['Paella', 1450],
    ['Flan', 400],
  ] as const) {
    await api(page, 'POST', `/restaurants/${_id}/products`, {
      name: { gb: name },
      description: {},
      price,
      allergens: [],
      enabled: true,
    });
  }
  return _id;
}

/** A wide PNG to upload as a banner. */
const png = () =>
  sharp({ create: { width: 1600, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** Moves the restaurants service's clock (read per request from the file e2e/stack.mjs configured). */
function setClock(instant: string) {
  writeFileSync(E2E.clockFile, instant);
}

const menuEntry = (page: Page, name: string): Locator => page.getByRole('listitem', { name, exact: true });

async function expectBadges(page: Page, badges: Record<string, string | RegExp>) {
  await page.reload();
  for (const [menu, badge] of Object.entries(badges)) {
    await expect(menuEntry(page, menu).getByText(badge)).toBeVisible();
  }
}

test.describe('menus', () => {
  test.use({ locale: 'en-GB' });
  // The clock file moves the whole stack's restaurants service: never leave it behind for other tests.
  test.afterEach(() => rmSync(E2E.clockFile, { force: true }));

  test('a lunch menu and a weekend menu, with sections and a price override, change state as the clock moves', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const restaurantId = await restaurantWithProducts(page);
    // Tuesday 3 March 2026, 14:00 in Madrid (UTC+1).
    setClock('2026-03-03T13:00:00Z');

    await page.goto(`/app/restaurant/${restaurantId}/menu`);
    await expect(page.getByText('This restaurant has no menus yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add menu' }).click();
    await page.getByLabel('Name (English)').fill('Lunch');
    await page.getByRole('tab', { name: /^Spanish/ }).click();
    await page.getByLabel('Name (Spanish)').fill('Comida');
    const firstRange = page.getByRole('group', { name: 'Time range 1' });
    await firstRange.getByLabel('Start').fill('13:00');
    await firstRange.getByLabel('End').fill('16:00');
    await page.getByRole('button', { name: 'Save menu' }).click();
    await expect(page.getByText('You need to select at least one day')).toBeVisible();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await page.getByLabel(day, { exact: true }).check();
    }
    await page.getByRole('button', { name: 'Save menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lunch' })).toBeVisible();
    await expect(page.getByText('Available now')).toBeVisible();

    for (const section of ['Starters', 'Mains']) {
      await page.getByLabel('Section name (English)').fill(section);
      await page.getByRole('button', { name: 'Add section' }).click();
      await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
    const starters = page.getByRole('listitem', { name: 'Starters', exact: true });
    await starters.getByLabel('Add a product to Starters').fill('gazp');
    await starters.getByRole('checkbox', { name: /^Gazpacho/ }).check();
    await starters.getByRole('button', { name: 'Add 1 dish' }).click();
    await expect(starters.getByRole('heading', { level: 4, name: 'Gazpacho' })).toBeVisible();
    const mains = page.getByRole('listitem', { name: 'Mains', exact: true });
    await mains.getByLabel('Add a product to Mains').fill('pae');
    await mains.getByRole('checkbox', { name: /^Paella/ }).check();
    await mains.getByRole('button', { name: 'Add 1 dish' }).click();
    await expect(mains.getByLabel('Price in this menu: Paella')).toHaveAttribute('placeholder', '14.50');
    await mains.getByLabel('Price in this menu: Paella').fill('12,5');
    await mains.getByRole('button', { name: 'Save the price of Paella' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();

    // Reorder with the keyboard: the pressed button keeps the focus, or its twin once the section reaches the top.
    await page.getByRole('button', { name: 'Move Mains up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move Mains down' })).toBeFocused();
    const sectionTitles = page.getByRole('heading', { level: 3 });
    await expect(sectionTitles).toHaveText(['Mains', 'Starters']);
    await page.reload();
    await expect(sectionTitles).toHaveText(['Mains', 'Starters']);
    await expect(page.getByLabel('Price in this menu: Paella')).toHaveValue('12.50');

    await page.getByRole('link', { name: 'Back to the menus' }).click();
    await page.getByRole('link', { name: 'Add menu' }).click();
    await page.getByLabel('Name (English)').fill('Weekend');
    await page.getByLabel('Fixed-price menu').check();
    await page.getByLabel('Menu price (EUR)').fill('25');
    await page.getByLabel('Unlimited time (all day)').check();
    await page.getByLabel('Date range', { exact: true }).check();
    await page.getByRole('button', { name: 'Save menu' }).click();
    await expect(page.getByText('You need to select a date range')).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('2026-03-07');
    await page.getByLabel('To', { exact: true }).fill('2026-03-08');
    await page.getByRole('button', { name: 'Save menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weekend' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the menus' }).click();

    await expectBadges(page, { Lunch: 'Available now', Weekend: 'From 7 March' });
    // Tuesday 17:00: lunch is over for today; the weekend has not started.
    setClock('2026-03-03T16:00:00Z');
    await expectBadges(page, { Lunch: 'Not served now', Weekend: 'From 7 March' });
    // Saturday noon: no lunch on Saturdays; the weekend menu is on all day.
    setClock('2026-03-07T11:00:00Z');
    await expectBadges(page, { Lunch: 'Not served now', Weekend: 'Available now' });
    // Monday after, 14:00: lunch again; the weekend's dates are over for good.
    setClock('2026-03-09T13:00:00Z');
    await expectBadges(page, { Lunch: 'Available now', Weekend: 'No longer available' });
  });

  test('at 360 px: menus reorder (a stale order reloads), enable, duplicate, delete; a section: banner, items, removal', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, uniqueEmail());
    const restaurantId = await restaurantWithProducts(page);
    const menus: Record<string, string> = {};
    for (const [name, start, end] of [
      ['Breakfast', '08:00', '11:00'],
      ['Lunch', '13:00', '16:00'],
      ['Dinner', '20:00', '01:00'],
    ]) {
      const menu = await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/menus`, {
        name: { gb: name },
        timeRanges: [{ start, end }],
        days: ['monday', 'tuesday'],
      });
      menus[name] = menu._id;
    }
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`/app/restaurant/${restaurantId}/menu`);
    const names = page.getByRole('list', { name: 'Menus' }).getByRole('heading', { level: 2 });
    await expect(names).toHaveText(['Breakfast', 'Lunch', 'Dinner']);
    expect(await noSideScroll()).toBe(true);
    await page.getByRole('button', { name: 'Move Dinner up' }).click();
    await expect(names).toHaveText(['Breakfast', 'Dinner', 'Lunch']);
    await page.reload();
    await expect(names).toHaveText(['Breakfast', 'Dinner', 'Lunch']);

    // Another tab puts Lunch first; this screen still shows the order it read, so its next move is refused.
    const { version } = await api<{ version: number }>(page, 'GET', `/restaurants/${restaurantId}/menus`);
    await api(page, 'PUT', `/restaurants/${restaurantId}/menus/order`, {
      ids: [menus.Lunch, menus.Breakfast, menus.Dinner],
      version,
    });
    await page.getByRole('button', { name: 'Move Breakfast down' }).click();
    await expect(page.getByText('This was changed elsewhere: you now see the latest version, try again')).toBeVisible();
    await expect(names).toHaveText(['Lunch', 'Breakfast', 'Dinner']);

    const dinner = menuEntry(page, 'Dinner');
    await dinner.getByLabel('Enabled').uncheck();
    await page.reload();
    await expect(menuEntry(page, 'Dinner').getByLabel('Enabled')).not.toBeChecked();

    await menuEntry(page, 'Lunch').getByRole('button', { name: 'Copy…' }).click();
    await page.getByRole('dialog', { name: 'Copy “Lunch”' }).getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(names).toHaveText(['Lunch', 'Breakfast', 'Dinner', 'Lunch (copy)']);
    // The copy comes last and disabled, so guests never see the same menu twice.
    await expect(menuEntry(page, 'Lunch (copy)').getByLabel('Enabled')).not.toBeChecked();

    await menuEntry(page, 'Breakfast').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete menu' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(names).toHaveText(['Lunch', 'Breakfast', 'Dinner', 'Lunch (copy)']);
    await menuEntry(page, 'Breakfast').getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(names).toHaveText(['Lunch', 'Dinner', 'Lunch (copy)']);
    await page.reload();
    await expect(names).toHaveText(['Lunch', 'Dinner', 'Lunch (copy)']);

    await menuEntry(page, 'Dinner').getByRole('link', { name: 'Edit menu' }).click();
    await expect(page.getByRole('group', { name: 'Time range 1' }).getByLabel('End')).toHaveValue('01:00');
    expect(await noSideScroll()).toBe(true);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await menuEntry(page, 'Dinner').getByRole('link', { name: 'Sections' }).click();
    await page.getByLabel('Section name (English)').fill('Desserts');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Add a product to Desserts').fill('flan');
    await page.getByRole('checkbox', { name: /^Flan/ }).check();
    await page.getByRole('button', { name: 'Add 1 dish' }).click();
    await expect(page.getByRole('heading', { level: 4, name: 'Flan' })).toBeVisible();
    expect(await noSideScroll()).toBe(true);

    const desserts = page.getByRole('listitem', { name: 'Desserts', exact: true });
    await desserts.getByRole('button', { name: 'Edit section Desserts' }).click();
    await desserts.getByRole('tab', { name: /^Spanish/ }).click();
    await desserts.getByLabel('Section name (Spanish)').fill('Postres');
    await desserts
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png() });
    await page.getByRole('button', { name: 'Save section' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();
    const banner = desserts.locator('img');
    await expect(banner).toHaveAttribute('src', /\/api\/restaurants\/images\//);
    // The server crops banners to 1000×250.
    expect(await banner.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1000, 250,
    ]);

    await desserts.getByLabel('Add a product to Desserts').fill('a');
    await desserts.getByRole('checkbox', { name: /^Paella/ }).check();
    await desserts.getByRole('button', { name: 'Add 1 dish' }).click();
    const products = desserts.getByRole('heading', { level: 4 });
    await expect(products).toHaveText(['Flan', 'Paella']);
    await desserts.getByRole('button', { name: 'Move Paella up' }).click();
    await expect(products).toHaveText(['Paella', 'Flan']);
    await desserts.getByRole('button', { name: 'Remove Flan from the section' }).click();
    await expect(products).toHaveText(['Paella']);
    await page.reload();
    await expect(products).toHaveText(['Paella']);

    await desserts.getByRole('button', { name: 'Remove section Desserts' }).click();
    await page.getByRole('dialog', { name: 'Remove section' }).getByRole('button', { name: 'Remove' }).click();
    await expect(desserts).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
  });

  test('at 360 px: a menu off its hours is "not served now" with its next service, a disabled one "disabled", in English and Spanish', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, uniqueEmail());
    const restaurantId = await restaurantWithProducts(page);
    for (const [name, start, end] of [
      ['Lunch', '13:00', '16:00'],
      ['Dinner', '20:00', '23:00'],
    ]) {
      await api(page, 'POST', `/restaurants/${restaurantId}/menus`, {
        name: { gb: name },
        timeRanges: [{ start, end }],
        days: ['monday', 'tuesday'],
      });
    }
    // Monday 2 March 2026, 11:00 in Madrid, for the service and the owner's browser alike.
    setClock('2026-03-02T10:00:00Z');
    await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
    await page.goto(`/app/restaurant/${restaurantId}/menu`);

    // Enabled (ticked), only not served at this hour: "Not active" before, beside a ticked "Enabled".
    const lunch = menuEntry(page, 'Lunch');
    await expect(lunch.getByLabel('Enabled')).toBeChecked();
    await expect(lunch).toContainText('Not served now · next: Mon 13:00');
    await expect(lunch).not.toContainText('Not active');
    await expect(menuEntry(page, 'Dinner')).toContainText('Not served now · next: Mon 20:00');
    // Disabled: said in the words of its box, with no next service.
    await menuEntry(page, 'Dinner').getByLabel('Enabled').uncheck();
    await expect(menuEntry(page, 'Dinner')).toContainText('Disabled');
    await expect(menuEntry(page, 'Dinner')).not.toContainText('next:');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.evaluate(() => localStorage.setItem('locale', 'es'));
    await page.reload();
    await expect(menuEntry(page, 'Lunch')).toContainText('No se sirve ahora · siguiente: lun 13:00');
    await expect(menuEntry(page, 'Lunch').getByLabel('Activa')).toBeChecked();
    await expect(menuEntry(page, 'Dinner')).toContainText('Desactivada');
  });

  test('at 360 px: several dishes added at once; the menu price shows the catalogue price as a hint, not a value', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, uniqueEmail());
    const restaurantId = await restaurantWithProducts(page);
    const menu = await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/menus`, {
      name: { gb: 'Lunch' },
      unlimitedTime: true,
      days: ['monday'],
    });
    await api(page, 'POST', `/restaurants/${restaurantId}/menus/${menu._id}/sections`, { name: { gb: 'Mains' } });
    await page.goto(`/app/restaurant/${restaurantId}/menu/${menu._id}`);

    // Two searches, three ticks (one taken back), one action: the dishes come in the order they were ticked.
    const mains = page.getByRole('listitem', { name: 'Mains', exact: true });
    await mains.getByLabel('Add a product to Mains').fill('pa');
    await mains.getByRole('checkbox', { name: /^Paella/ }).check();
    await mains.getByLabel('Add a product to Mains').fill('a');
    await mains.getByRole('checkbox', { name: /^Gazpacho/ }).check();
    await mains.getByRole('checkbox', { name: /^Flan/ }).check();
    await mains.getByRole('checkbox', { name: /^Flan/ }).uncheck();
    await expect(mains.getByText('Chosen: Paella, Gazpacho')).toBeVisible();
    await mains.getByRole('button', { name: 'Add 2 dishes' }).click();
    await expect(page.getByText('2 dishes added')).toBeVisible();
    const dishes = mains.getByRole('heading', { level: 4 });
    await expect(dishes).toHaveText(['Paella', 'Gazpacho']);
    await expect(mains.getByRole('button', { name: /^Add \d/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The catalogue price is a hint: saving the empty box keeps no price of the menu's own.
    const price = mains.getByLabel('Price in this menu: Paella');
    await expect(price).toHaveValue('');
    await expect(price).toHaveAttribute('placeholder', '14.50');
    await mains.getByRole('button', { name: 'Save the price of Paella' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();
    type Detail = { sections: { items: { price: number | null }[] }[] };
    const stored = await api<Detail>(page, 'GET', `/restaurants/${restaurantId}/menus/${menu._id}`);
    expect(stored.sections[0].items.map((item) => item.price)).toEqual([null, null]);
    await page.reload();
    await expect(mains.getByLabel('Price in this menu: Paella')).toHaveValue('');
    await mains.getByLabel('Price in this menu: Paella').fill('12,5');
    await mains.getByRole('button', { name: 'Save the price of Paella' }).click();
    await page.reload();
    await expect(mains.getByLabel('Price in this menu: Paella')).toHaveValue('12.50');
  });

  test('at 1280 px: dishes and sections move by drag and drop, and stay where they were dropped', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await signUp(page, uniqueEmail());
    const restaurantId = await restaurantWithProducts(page);
    const base = `/restaurants/${restaurantId}/menus`;
    const menu = await api<{ _id: string }>(page, 'POST', base, {
      name: { gb: 'Dinner' },
      unlimitedTime: true,
      days: ['monday'],
    });
    const products = await api<{ docs: { _id: string; name: { gb: string } }[] }>(
      page,
      'GET',
      `/restaurants/${restaurantId}/products?sort=name`,
    );
    const section = await api<{ _id: string }>(page, 'POST', `${base}/${menu._id}/sections`, { name: { gb: 'Mains' } });
    await api(page, 'POST', `${base}/${menu._id}/sections`, { name: { gb: 'Desserts' } });
    for (const product of products.docs) {
      await api(page, 'POST', `${base}/${menu._id}/sections/${section._id}/items`, { productId: product._id });
    }
    await page.goto(`/app/restaurant/${restaurantId}/menu/${menu._id}`);

    /** Drags `what` by its handle onto `where`, in small steps as a hand would. */
    const drag = async (what: Locator, where: Locator) => {
      await where.scrollIntoViewIfNeeded();
      const from = await what.getByTitle('Drag to reorder').first().boundingBox();
      const to = await where.boundingBox();
      if (!from || !to) throw new Error('not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
      await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 });
      await page.mouse.up();
    };

    const mains = page.getByRole('listitem', { name: 'Mains', exact: true });
    const dishes = mains.getByRole('heading', { level: 4 });
    await expect(dishes).toHaveText(['Flan', 'Gazpacho', 'Paella']);
    await drag(mains.getByRole('listitem', { name: 'Paella' }), mains.getByRole('listitem', { name: 'Flan' }));
    await expect(dishes).toHaveText(['Paella', 'Flan', 'Gazpacho']);

    const sections = page.getByRole('heading', { level: 3 });
    await expect(sections).toHaveText(['Mains', 'Desserts']);
    await drag(page.getByRole('listitem', { name: 'Desserts', exact: true }), mains);
    await expect(sections).toHaveText(['Desserts', 'Mains']);

    await page.reload();
    await expect(sections).toHaveText(['Desserts', 'Mains']);
    await expect(dishes).toHaveText(['Paella', 'Flan', 'Gazpacho']);
  });
});
