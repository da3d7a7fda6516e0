// Issue 30: a new owner tried the product on a phone. Each journey runs at 360 px, as they did.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { linkFromMail } from './mail';
import { api, signUp, uniqueEmail } from './session';

/** Nothing leaves the test machine: map tiles (and anything else off this host) are refused. */
async function blockOutside(page: Page) {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

/** A restaurant made through the API (no address: the map cannot find it), written in Spanish then English. */
async function restaurant(page: Page, name: string): Promise<string> {
  const { _id } = await api<{ _id: string }>(page, 'POST', '/restaurants', {
    name,
    languages: ['es', 'gb'],
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
  });
  return _id;
}

/** Whether the element is inside the window (or the dialog's scrolling body) as the owner sees it. */
async function inView(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

test.describe('owner on a phone (issue 30)', () => {
  test.use({ locale: 'en-GB', viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => blockOutside(page));

  test('the map never publishes 0,0: the fields show no point until one is chosen, and none cannot be shown', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const id = await restaurant(page, `Casa Mapa ${Date.now()}`);
    await page.goto(`/app/restaurant/${id}`);
    await page.getByRole('button', { name: 'Map' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to arrive' });
    const latitude = dialog.getByLabel('Latitude');
    const longitude = dialog.getByLabel('Longitude');
    await expect(latitude).toHaveValue('');
    await expect(longitude).toHaveValue('');
    await expect(dialog.getByText('No point chosen yet')).toBeVisible();

    // "Show how to arrive" without a point, or at 0,0, is refused where it is typed.
    await dialog.getByLabel('Show “how to arrive” to guests').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Mark where the restaurant is on the map')).toBeVisible();
    await latitude.fill('0');
    await longitude.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Mark where the restaurant is on the map')).toBeVisible();
    expect((await api<{ mapInfo: object }>(page, 'GET', `/restaurants/${id}`)).mapInfo).toEqual({
      lat: 0,
      lng: 0,
      enabled: false,
    });

    // A tap on the map chooses the point: the fields show it, and it saves.
    await dialog.getByRole('application', { name: /Map: / }).click({ position: { x: 120, y: 80 } });
    await expect(latitude).not.toHaveValue(/^0?$/);
    await expect(dialog.getByText('Mark where the restaurant is on the map')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Map saved')).toBeVisible();
    const saved = (await api<{ mapInfo: { lat: number; enabled: boolean } }>(page, 'GET', `/restaurants/${id}`))
      .mapInfo;
    expect(saved.enabled).toBe(true);
    expect(saved.lat).not.toBe(0);
  });

  test('a product with sizes needs no base price, and the list shows the size range', async ({ page }) => {
    await signUp(page, uniqueEmail());
    const id = await restaurant(page, `Casa Tapas ${Date.now()}`);
    await page.goto(`/app/restaurant/${id}/items`);
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name in Spanish').fill('Croquetas');
    await expect(dialog.getByLabel('Price (EUR)', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add size' }).click();
    // With sizes, the sizes are the prices: no base price is asked for.
    await expect(dialog.getByLabel('Price (EUR)', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Size 1 name in Spanish').fill('Tapa');
    await dialog.getByLabel('Size 1 price (EUR)').fill('3,50');
    await dialog.getByRole('button', { name: 'Add size' }).click();
    await dialog.getByLabel('Size 2 name in Spanish').fill('Ración');
    await dialog.getByLabel('Size 2 price (EUR)').fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Croquetas' });
    await expect(row).toContainText('€3.50 – €12.00');
  });

  test('a menu is copied into any of the owner\'s restaurants, named "… (copia)", and the message reads right', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const first = await restaurant(page, `Casa Uno ${Date.now()}`);
    const second = await restaurant(page, `Casa Dos ${Date.now()}`);
    await api(page, 'POST', `/restaurants/${first}/menus`, {
      name: { es: 'Menú del día', gb: 'Set lunch' },
      enabled: true,
      fixedPrice: false,
      price: null,
      unlimitedTime: true,
      timeRanges: [],
      dateRange: null,
      days: ['monday'],
    });
    await page.goto(`/app/restaurant/${first}/menu`);
    const entry = page.getByRole('listitem', { name: 'Menú del día', exact: true });

    // Into the same restaurant.
    await entry.getByRole('button', { name: 'Copy…' }).click();
    let dialog = page.getByRole('dialog', { name: 'Copy “Menú del día”' });
    await expect(dialog.getByLabel('Copy into')).toHaveValue(first);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(
      page.getByText('Copy created: “Menú del día (copia)”. It stays disabled until you enable it.'),
    ).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Menú del día (copia)', exact: true })).toBeVisible();

    // Into another restaurant of the owner's.
    await entry.getByRole('button', { name: 'Copy…' }).click();
    dialog = page.getByRole('dialog', { name: 'Copy “Menú del día”' });
    await dialog.getByLabel('Copy into').selectOption(second);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText(/^Copy created in Casa Dos \d+: “Menú del día \(copia\)”/)).toBeVisible();
    await page.goto(`/app/restaurant/${second}/menu`);
    await expect(page.getByRole('listitem', { name: 'Menú del día (copia)', exact: true })).toBeVisible();
  });

  test('verified on another device: the banner goes after a reload, the profile agrees, and Resend is no error', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    const banner = page.getByText('Your e-mail is not verified yet', { exact: false });
    await expect(banner).toBeVisible();

    // The link opened on another device (another browser, never signed in here).
    const other = await browser.newContext({ locale: 'en-GB' });
    const otherPage = await other.newPage();
    await otherPage.goto(await linkFromMail(email, 'verify'));
    await expect(otherPage.getByText('Your e-mail has been verified')).toBeVisible();
    await other.close();

    // This phone still shows the banner it had: Resend finds the address verified, and says so.
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(page.getByText('Your e-mail is already verified')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /not found|error/i })).toHaveCount(0);

    // What the server says wins over what was stored at login.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { verified?: boolean };
      localStorage.setItem('user', JSON.stringify({ ...user, verified: false }));
    });
    await page.goto('/app/profile');
    await expect(page.getByText('Verified e-mail')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Verified e-mail')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('Save on a long form scrolls to its first error, focuses it, counts what needs attention; typing clears it', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const id = await restaurant(page, `Casa Errores ${Date.now()}`);

    // The product dialog: Save at the bottom, the name at the top.
    await page.goto(`/app/restaurant/${id}/items`);
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const name = dialog.getByLabel('Name in Spanish');
    await expect(name).toBeFocused();
    expect(await inView(name)).toBe(true);
    await expect(dialog.getByText('2 fields need attention')).toBeVisible();
    await name.fill('Tortilla');
    await expect(dialog.getByText('This field is required')).toHaveCount(1);
    await expect(dialog.getByText('1 field needs attention')).toBeVisible();
    await dialog.getByLabel('Price (EUR)', { exact: true }).fill('9');
    await expect(dialog.getByText('This field is required')).toHaveCount(0);
    await expect(dialog.getByText(/needs? attention/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();

    // The menu form: a page taller than the phone, Save at its foot.
    await page.goto(`/app/restaurant/${id}/newMenu`);
    const save = page.getByRole('button', { name: 'Save menu' });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const menuName = page.getByLabel('Name (Spanish)');
    await expect(menuName).toBeFocused();
    expect(await inView(menuName)).toBe(true);
    await expect(page.getByText(/^\d+ fields? needs? attention$/)).toBeVisible();
    await menuName.fill('Menú del día');
    await expect(menuName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^\d+ fields? needs? attention$/)).toBeVisible();
  });

  test("a dish's name counts from the first letter; a pasted name over the limit is kept whole, named and not sent", async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const id = await restaurant(page, `Casa Larga ${Date.now()}`);
    await page.goto(`/app/restaurant/${id}/items`);
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    const name = dialog.getByLabel('Name in Spanish');
    // Counted as the description is, before the limit is near.
    await expect(name).toHaveAccessibleDescription('0/200');
    await dialog.getByLabel('Price (EUR)', { exact: true }).fill('9');

    // A 313-character name pasted: kept whole (never cut to 200), the counter and a message say by how much.
    const long = `Croquetas caseras de jamón ibérico ${'con bechamel cremosa '.repeat(14)}`.slice(0, 313);
    expect(long).toHaveLength(313);
    await name.focus();
    await page.keyboard.insertText(long);
    await expect(name).toHaveValue(long);
    await expect(dialog.getByText('313/200', { exact: true })).toBeVisible();
    await expect(dialog.getByText('At most 200 characters: shorten it by 113')).toBeVisible();

    // Save refuses it where it is: nothing is sent, the name has the focus.
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/restaurants/${id}/products`)) sent++;
    });
    await dialog.getByLabel('Price (EUR)', { exact: true }).focus();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(name).toBeFocused();
    await expect(dialog.getByText('1 field needs attention')).toBeVisible();
    expect(sent).toBe(0);

    // Shortened to the limit, it saves as typed.
    await name.fill(long.slice(0, 200));
    await expect(dialog.getByText(/shorten it by/)).toHaveCount(0);
    await expect(name).toHaveAccessibleDescription('200/200');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product created')).toBeVisible();
    expect(sent).toBe(1);
  });

  test('a single closed day is one date; several days are a range', async ({ page }) => {
    await signUp(page, uniqueEmail());
    const id = await restaurant(page, `Casa Cerrada ${Date.now()}`);
    await page.goto(`/app/restaurant/${id}`);
    const closed = page.getByRole('group', { name: 'Days the restaurant is closed' });
    await closed.getByRole('button', { name: 'Add closed days' }).click();
    // A new row is one day: one date field.
    await expect(closed.getByLabel('One day (day 1)')).toBeChecked();
    await expect(closed.getByLabel('To (day 1)')).toHaveCount(0);
    await closed.getByLabel('Day 1', { exact: true }).fill('2030-12-25');

    // Several days: the row asks where they start and end.
    await closed.getByRole('button', { name: 'Add closed days' }).click();
    await closed.getByLabel('One day (day 2)').uncheck();
    await closed.getByLabel('From (day 2)').fill('2030-08-01');
    await closed.getByLabel('To (day 2)').fill('2030-08-15');
    await page.getByRole('button', { name: 'Save closed days' }).click();
    await expect(page.getByText('Saved successfully').first()).toBeVisible();
    expect((await api<{ closedDates: object[] }>(page, 'GET', `/restaurants/${id}`)).closedDates).toEqual([
      { from: '2030-08-01', to: '2030-08-15' },
      { from: '2030-12-25', to: '2030-12-25' },
    ]);

    // Stored, a one-day span reads as one day again; a range as a range.
    await page.reload();
    await expect(closed.getByLabel('One day (day 1)')).not.toBeChecked();
    await expect(closed.getByLabel('To (day 1)')).toHaveValue('2030-08-15');
    await expect(closed.getByLabel('One day (day 2)')).toBeChecked();
    await expect(closed.getByLabel('Day 2', { exact: true })).toHaveValue('2030-12-25');
  });

  test('web and social fields take an address or an @name as owners write them, and keep the full address', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const id = await restaurant(page, `Casa Lucía ${Date.now()}`);
    await page.goto(`/app/restaurantEdit/${id}?step=contact`);
    const web = page.getByLabel('Website');
    await web.fill('lacocinadelucia.es');
    // Leaving the field shows what will be kept.
    await web.blur();
    await expect(web).toHaveValue('https://lacocinadelucia.es');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/restaurant/${id}$`));
    expect((await api<{ web: string }>(page, 'GET', `/restaurants/${id}`)).web).toBe('https://lacocinadelucia.es');

    await page.getByRole('button', { name: 'Social links' }).click();
    const social = page.getByRole('dialog', { name: 'Social links' });
    await social.getByLabel('Instagram').fill('@lacocinadelucia');
    await social.getByLabel('TikTok').fill('@lacocinadelucia');
    await social.getByLabel('Facebook').fill('facebook.com/lacocinadelucia');
    // What is neither an address nor an @name is refused, saying what to write.
    await social.getByLabel('YouTube').fill('la cocina de lucía');
    await social.getByRole('button', { name: 'Save' }).click();
    await expect(social.getByText('Write your @name or a link to your profile')).toBeVisible();
    await social.getByLabel('YouTube').fill('');
    await social.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Social links saved')).toBeVisible();
    expect((await api<{ socialLinks: object }>(page, 'GET', `/restaurants/${id}`)).socialLinks).toEqual({
      instagram: 'https://www.instagram.com/lacocinadelucia',
      tiktok: 'https://www.tiktok.com/@lacocinadelucia',
      facebook: 'https://facebook.com/lacocinadelucia',
    });
  });

  test("leaving edits not saved asks first: a dialog's Escape and Cancel, a link, the tab; nothing typed, nothing asked", async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const id = await restaurant(page, `Casa Cambios ${Date.now()}`);
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });

    // The product dialog: untouched, Escape closes it at once.
    await page.goto(`/app/restaurant/${id}/items`);
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Typed into: Escape asks, and Keep editing keeps what was typed.
    await page.getByRole('button', { name: 'Add product' }).click();
    await dialog.getByLabel('Name in Spanish').fill('Tortilla');
    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toHaveCount(0);
    await expect(dialog.getByLabel('Name in Spanish')).toHaveValue('Tortilla');
    // Cancel asks too; Discard changes closes it, nothing saved.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await api<{ totalDocs: number }>(page, 'GET', `/restaurants/${id}/products`)).totalDocs).toBe(0);
    // A size added by its button is an edit as well.
    await page.getByRole('button', { name: 'Add product' }).click();
    await dialog.getByRole('button', { name: 'Add size' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toHaveCount(0);

    // A page's form: a link away asks; Discard changes follows it.
    await page.goto(`/app/restaurant/${id}/newMenu`);
    await page.getByLabel('Name (Spanish)').fill('Menú del día');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/newMenu$/);
    await expect(page.getByLabel('Name (Spanish)')).toHaveValue('Menú del día');
    // Closing the tab asks in the browser's words; staying keeps the page.
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const closing = await question;
    expect(closing.type()).toBe('beforeunload');
    await closing.dismiss();
    expect(page.isClosed()).toBe(false);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/menu$/);

    // Saved, nothing is asked: the closed days saved, then a link away.
    await page.goto(`/app/restaurant/${id}`);
    const closed = page.getByRole('group', { name: 'Days the restaurant is closed' });
    await closed.getByRole('button', { name: 'Add closed days' }).click();
    await closed.getByLabel('Day 1', { exact: true }).fill('2030-12-25');
    await page.getByRole('link', { name: 'Manage products' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await page.getByRole('button', { name: 'Save closed days' }).click();
    await expect(page.getByText('Saved successfully').first()).toBeVisible();
    await page.getByRole('link', { name: 'Manage products' }).click();
    await expect(page).toHaveURL(/\/items$/);
    await expect(ask).toHaveCount(0);
  });

  test('the restaurant wizard: each step has its address, Back goes to the previous step, nothing typed is lost', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    await page.goto('/app/home');
    await page.getByRole('link', { name: 'New restaurant' }).click();
    const name = `Casa Atrás ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Address').fill('Calle Mayor 1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 4: Contact')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/newRestaurant\?step=contact$/);
    await page.getByLabel('Phone').fill('+34 600 111 222');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/step=languages$/);

    // The browser's Back goes one step back, with what was typed.
    await page.goBack();
    await expect(page.getByText('Step 2 of 4: Contact')).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('+34 600 111 222');
    await page.goBack();
    await expect(page.getByText('Step 1 of 4: Basics')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Address')).toHaveValue('Calle Mayor 1');

    // Leaving the wizard and coming Forward again finds it as it was; so does a reload.
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/home$/);
    await page.goForward();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await page.goForward();
    await expect(page.getByText('Step 2 of 4: Contact')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('+34 600 111 222');
    await expect(page.getByText('Your unsaved changes are back')).toBeVisible();

    // The wizard's own Back button is the browser's Back.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/step=contact$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create restaurant' }).click();
    await expect(page).toHaveURL(/\/app\/restaurant\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Saved: the next new restaurant starts empty; what is discarded is gone too.
    await page.goto('/app/newRestaurant');
    await expect(page.getByLabel('Name')).toHaveValue('');
    await page.getByLabel('Name').fill('Casa Descartada');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page
      .getByRole('dialog', { name: 'Discard the changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(page).toHaveURL(/\/app\/home$/);
    await page.goto('/app/newRestaurant?step=contact');
    await expect(page.getByText('Step 1 of 4: Basics')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
});
