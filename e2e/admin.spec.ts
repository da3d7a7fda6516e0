import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';
import { brokenWords } from './layout';
import { linkFromMail, mailsTo } from './mail';
import { apiToken, DEMO, logInAs, logOut, signUp, uniqueEmail } from './session';

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/** Wholly inside the viewport's width (scrolling down to it is fine, sideways is not). */
async function expectInViewport(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  await expect(target).toBeInViewport();
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The admin menu of the toolbar, then one of its links. */
async function openAdminScreen(page: Page, link: 'Cities' | 'Users' | 'Restaurant subdomains') {
  await page.getByRole('navigation').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('link', { name: link }).click();
}

async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  // The table sends the search once typing stops, and keeps it in the address.
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe(text);
}

/** Calls the API as the given token's user, through the gateway like the web app. */
async function api(request: APIRequestContext, token: string, method: 'post' | 'patch', path: string, data: unknown) {
  const response = await request[method](`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { _id: string };
}

const RESTAURANT = {
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  uuid: 'B12345678',
  phone: '+34 910 000 000',
  web: 'https://example.com',
  email: 'hola@example.com',
  languages: ['es', 'gb'],
  currency: 'EUR',
  brandColor: '#ffb632',
  timeZone: 'Europe/Madrid',
};

test.describe('administration', () => {
  test.use({ locale: 'en-GB' });

  test('an admin creates a city, finds it by search, renames it and deletes it', async ({ page }) => {
    const name = `Villa ${unique()}`;
    await logInAs(page, DEMO.admin);
    await openAdminScreen(page, 'Cities');
    await expect(page).toHaveURL(/\/app\/admin\/cities/);
    const table = page.getByRole('table', { name: 'Cities' });
    await expect(table.getByRole('cell', { name: 'Madrid', exact: true })).toBeVisible();

    // Sorting is the server's: the header toggles the order, announces it, and keeps it in the address.
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/order=-1/);
    const names = await table.locator('tbody tr td:first-child').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'es')));

    await page.getByRole('button', { name: 'Add city' }).click();
    const create = page.getByRole('dialog', { name: 'New city' });
    await create.getByLabel('Name').fill(name);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();
    await expect(create).toHaveCount(0);

    await search(page, 'Search cities', name);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(page.getByText('1–1 of 1')).toBeVisible();
    // The search is kept in the address: a reload shows the same rows.
    await page.reload();
    await expect(page.getByLabel('Search cities')).toHaveValue(name);
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit city' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Name').fill(`${name} Renamed`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('cell', { name: `${name} Renamed`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name} Renamed` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete city' });
    await expect(confirm).toContainText(`Delete the city ${name} Renamed?`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'No cities found' })).toBeVisible();
  });

  test('on a 360 px phone, deleting a city restaurants use says how many, and keeps it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const name = `Villa Usada ${unique()}`;
    await signUp(page, uniqueEmail());
    const ownerToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    for (const restaurant of ['Uno', 'Dos']) {
      await api(page.request, ownerToken, 'post', '/restaurants', { ...RESTAURANT, name: restaurant, city: name });
    }
    await logOut(page);
    await logInAs(page, DEMO.admin);
    const adminToken = await apiToken(page.request, DEMO.admin);
    await api(page.request, adminToken, 'post', '/cities', { name });

    await page.goto('/app/admin/cities');
    await search(page, 'Search cities', name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete city' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    // It said "Deleted successfully" before, and the restaurants' city left the list.
    const refusal = page.getByText('This city cannot be deleted: 2 restaurants use it');
    await expect(refusal).toBeVisible();
    await expectInViewport(page, refusal);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Cities' }).getByRole('cell', { name, exact: true })).toBeVisible();
  });

  test('an admin creates a user, who is mailed the verification, sent again from a phone; then promotes them', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await logInAs(page, DEMO.admin);
    await openAdminScreen(page, 'Users');
    await expect(page).toHaveURL(/\/app\/admin\/users/);

    await page.getByRole('button', { name: 'Add user' }).click();
    const create = page.getByRole('dialog', { name: 'New user' });
    await create.getByLabel('Name').fill('Marta Sala');
    await create.getByLabel('Email').fill(email);
    await create.getByLabel('Password').fill('secret1');
    await create.getByLabel('Phone').fill('600 111 222');
    await create.getByLabel('City').selectOption('Sevilla');
    await create.getByLabel('Country').fill('Spain');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`User created: ${email} has been sent a link to verify the address`)).toBeVisible();
    // The new account is mailed its link (it got nothing before), in the admin's language.
    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject))
      .toEqual(['You have an account on CARTA ONLINE']);

    await search(page, 'Search users', email);
    const table = page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell')).toHaveText([
      'Marta Sala',
      email,
      'User',
      'No',
      'Sevilla',
      'Spain',
      '600 111 222',
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, // Created, e.g. Nov 24, 2026
      /Resend verification.*Edit.*Delete/,
    ]);

    // Lost or expired: the admin sends another, from a phone too.
    await page.setViewportSize({ width: 360, height: 740 });
    const resend = row.getByRole('button', { name: `Resend verification to ${email}` });
    await expectInViewport(page, resend);
    await expectNoSidewaysScroll(page);
    await resend.click();
    await expect(page.getByText(`Verification e-mail sent to ${email}`)).toBeVisible();
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toHaveLength(2);
    expect(mailsTo(email)[1].subject).toBe('Confirm your e-mail address');
    // Verified with the newest link, the account needs no other.
    const link = await linkFromMail(email, 'verify');
    expect((await page.request.post('/api/verify', { data: { id: link.split('/').pop() } })).status()).toBe(200);
    await page.setViewportSize({ width: 1280, height: 720 });
    await openAdminScreen(page, 'Cities');
    await openAdminScreen(page, 'Users');
    await search(page, 'Search users', email);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Yes');
    await expect(resend).toHaveCount(0);

    await page.getByRole('button', { name: `Edit ${email}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await expect(edit.getByLabel('Password')).toHaveCount(0);
    await edit.getByLabel('Role').selectOption({ label: 'Administrator' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Administrator');

    // The promoted user now gets the admin menu.
    await logOut(page);
    await logInAs(page, { email, password: 'secret1' });
    await openAdminScreen(page, 'Cities');
    await expect(page.getByRole('table', { name: 'Cities' })).toBeVisible();
  });

  test('on a 360 px phone the users list is cards: actions on screen, no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logInAs(page, DEMO.admin);
    await page.goto('/app/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInViewport(page, table.getByRole('button', { name: /^Edit / }).first());
    await expectInViewport(page, table.getByRole('button', { name: /^Delete / }).first());
  });

  test('on a desktop the users table keeps roles, cities and days whole, and each Edit and Delete in view, in Spanish too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, DEMO.admin);
    await page.goto('/app/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    // Broken anywhere, long emails squeezed these mid-word ("Administ" over "rator", "Madri" over "d").
    for (const label of ['Role', 'City', 'Created']) {
      const cells = table.locator(`td[data-label="${label}"]`);
      // The rows, not the loading row before them.
      await expect(cells.first()).toBeVisible();
      for (const cell of await cells.all()) expect(await cell.evaluate(brokenWords)).toEqual([]);
    }
    await expectNoSidewaysScroll(page);
    // Nor does the table inside its box: every Edit and Delete is in view without scrolling it.
    const box = page.getByRole('region', { name: 'Users' });
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

    // Spanish headers are longer ("Correo electrónico", "Verificado"): kept on one line, "Eliminar" left the box.
    await page.evaluate(() => localStorage.setItem('locale', 'es'));
    await page.reload();
    const usuarios = page.getByRole('region', { name: 'Usuarios' });
    await expect(usuarios.locator('td[data-label="Rol"]').first()).toBeVisible();
    for (const header of await usuarios.locator('th').all()) expect(await header.evaluate(brokenWords)).toEqual([]);
    expect(await usuarios.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  });

  test('on a 360 px phone a city with a very long name keeps its Edit and Delete on screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // One word of 100 letters, the longest name a city may have: nothing can wrap it at a space.
    const name = `Villa${unique()}`.padEnd(100, 'x');
    const token = await apiToken(page.request, DEMO.admin);
    await api(page.request, token, 'post', '/cities', { name });
    await logInAs(page, DEMO.admin);
    await page.goto(`/app/admin/cities?filter=${name}`);
    const table = page.getByRole('table', { name: 'Cities' });
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInViewport(page, page.getByRole('button', { name: `Edit ${name}` }));
    await expectInViewport(page, page.getByRole('button', { name: `Delete ${name}` }));
  });

  test('an owner sees no admin menu, and admin routes send them home', async ({ page }) => {
    await signUp(page, uniqueEmail());
    await expect(page.getByRole('navigation').getByRole('button', { name: 'Admin' })).toHaveCount(0);
    for (const path of ['/app/admin/cities', '/app/admin/users', '/app/admin/restaurantsSubDomains']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/home$/);
    }
  });

  test('an admin decides subdomain requests; the accepted one opens the restaurant', async ({ page }) => {
    const id = unique();
    const sub = `casa${id}`;
    const ownerEmail = uniqueEmail();
    await signUp(page, ownerEmail);
    const ownerToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const first = await api(page.request, ownerToken, 'post', '/restaurants', { ...RESTAURANT, name: `First ${id}` });
    const second = await api(page.request, ownerToken, 'post', '/restaurants', { ...RESTAURANT, name: `Second ${id}` });
    await api(page.request, ownerToken, 'patch', `/restaurants/subdomainrequest/${first._id}`, { subDomain: sub });
    await logOut(page);

    await logInAs(page, DEMO.admin);
    await openAdminScreen(page, 'Restaurant subdomains');
    // The switch lives in the URL, so it flips when the router has applied the change.
    const pendingOnly = page.getByLabel('Pending requests only');
    await pendingOnly.click();
    await expect(pendingOnly).toBeChecked();
    await search(page, 'Search restaurants', sub);
    const table = page.getByRole('table', { name: 'Restaurant subdomains' });
    await expect(table.getByRole('row').filter({ hasText: `First ${id}` })).toContainText('Pending');
    await page.getByRole('button', { name: `Reject ${sub} for First ${id}` }).click();
    const reject = page.getByRole('dialog', { name: `Reject the subdomain ${sub}?` });
    await reject.getByLabel('Reason for the owner').fill('Ask for one with the name of your restaurant.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByText(`Subdomain ${sub} rejected for First ${id}`)).toBeVisible();
    await expect(table.getByRole('cell', { name: 'No subdomain requests are waiting' })).toBeVisible();

    // Rejected, the name is free again: the owner's other restaurant asks for it (in a new session: logging out ended
    // the first one on the server).
    const ownerAgain = await apiToken(page.request, { email: ownerEmail, password: 'secret1' });
    await api(page.request, ownerAgain, 'patch', `/restaurants/subdomainrequest/${second._id}`, { subDomain: sub });
    await page.reload();
    await page.getByRole('button', { name: `Accept ${sub} for Second ${id}` }).click();
    await expect(page.getByText(`Subdomain ${sub} accepted for Second ${id}`)).toBeVisible();

    // Changing their mind about the first restaurant is refused, with the translated reason.
    await pendingOnly.click();
    await expect(pendingOnly).not.toBeChecked();
    const firstRow = table.getByRole('row').filter({ hasText: `First ${id}` });
    await expect(firstRow).toContainText('Rejected');
    await expect(table.getByRole('row').filter({ hasText: `Second ${id}` })).toContainText('Accepted');
    await page.getByRole('button', { name: `Accept ${sub} for First ${id}` }).click();
    await expect(page.getByRole('alert')).toContainText('The requested subdomain is already in use');
    await expect(firstRow).toContainText('Rejected');

    await page.goto(`http://${sub}.localhost:${E2E.port}/app/`);
    await expect(page).toHaveURL(new RegExp(`/app/guest/restaurant/${second._id}$`));
    await expect(page.getByRole('heading', { name: `Second ${id}` })).toBeVisible();
  });

  test('on a 360 px phone, rejecting asks for a reason: cancel changes nothing, the reason reaches the owner', async ({
    page,
  }) => {
    const id = unique();
    const sub = `why${id}`;
    const ownerEmail = uniqueEmail();
    // The owner signs up in Spanish: the mail speaks the owner's language, whatever the admin's.
    const registered = await page.request.post('/api/register', {
      headers: { 'accept-language': 'es-ES' },
      data: { name: 'Lucía', email: ownerEmail, password: 'secret1' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const restaurant = await api(page.request, token, 'post', '/restaurants', { ...RESTAURANT, name: `Why ${id}` });
    await api(page.request, token, 'patch', `/restaurants/subdomainrequest/${restaurant._id}`, { subDomain: sub });

    await page.setViewportSize({ width: 360, height: 740 });
    await logInAs(page, DEMO.admin);
    await page.goto('/app/admin/restaurantsSubDomains?pending=true');
    await search(page, 'Search restaurants', sub);
    const row = page.getByRole('row').filter({ hasText: `Why ${id}` });
    await expect(row).toContainText('Pending');
    const rejectButton = page.getByRole('button', { name: `Reject ${sub} for Why ${id}` });

    // One click only asks: the reason is required, and Cancel leaves the request waiting.
    await rejectButton.click();
    const dialog = page.getByRole('dialog', { name: `Reject the subdomain ${sub}?` });
    await expect(dialog).toContainText('The owner will receive your reason by e-mail.');
    const reason = dialog.getByLabel('Reason for the owner');
    await expect(reason).toBeFocused();
    await expect(dialog.getByText('0/500', { exact: true })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rejectButton).toBeFocused();
    await page.reload();
    await expect(row).toContainText('Pending');

    await rejectButton.click();
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(row).toContainText('Pending');
    // (the sign-up's verification mail is the only one so far)
    expect(mailsTo(ownerEmail).filter((mail) => mail.subject.includes(sub))).toEqual([]);

    await reason.fill('El nombre pertenece a otro negocio. Pide uno con el nombre de tu restaurante.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByText(`Subdomain ${sub} rejected for Why ${id}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'No subdomain requests are waiting' })).toBeVisible();
    await expect
      .poll(() => mailsTo(ownerEmail).find((mail) => mail.subject === `Tu subdominio ${sub} no ha sido aceptado`)?.text)
      .toContain('> El nombre pertenece a otro negocio. Pide uno con el nombre de tu restaurante.');
  });

  test('a withdrawn subdomain says so with its reason, and stays held for its restaurant until an admin releases it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const id = unique();
    const sub = `held${id}`;
    const ownerEmail = uniqueEmail();
    await signUp(page, ownerEmail);
    const ownerToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const first = await api(page.request, ownerToken, 'post', '/restaurants', { ...RESTAURANT, name: `Held ${id}` });
    const second = await api(page.request, ownerToken, 'post', '/restaurants', { ...RESTAURANT, name: `Next ${id}` });
    await api(page.request, ownerToken, 'patch', `/restaurants/subdomainrequest/${first._id}`, { subDomain: sub });
    await logOut(page);

    await logInAs(page, DEMO.admin);
    await page.goto('/app/admin/restaurantsSubDomains');
    await search(page, 'Search restaurants', sub);
    await page.getByRole('button', { name: `Accept ${sub} for Held ${id}` }).click();
    await expect(page.getByText(`Subdomain ${sub} accepted for Held ${id}`)).toBeVisible();
    // Withdrawn: its printed QR codes must not open the other restaurant, which is refused with the reason. The
    // owner asks in a new session (logging out ended the first one on the server).
    await page.getByRole('button', { name: `Withdraw ${sub} from Held ${id}` }).click();
    const withdraw = page.getByRole('dialog', { name: `Withdraw the subdomain ${sub}?` });
    await expect(withdraw).toContainText(`${sub}.localhost:${E2E.port} stops working at once: printed QR codes`);
    await withdraw.getByLabel('Reason for the owner').fill('The name belongs to another business.');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText(`Subdomain ${sub} withdrawn from Held ${id}`)).toBeVisible();
    // The list says it was withdrawn, not rejected (a request refused), with the admin's words.
    const row = page.getByRole('row').filter({ hasText: `Held ${id}` });
    await expect(row).toContainText('WithdrawnThe name belongs to another business.');
    await expect(row).not.toContainText('Rejected');
    await expect(row.getByRole('button', { name: `Accept ${sub} for Held ${id}` })).toBeVisible();
    const ownerAgain = await apiToken(page.request, { email: ownerEmail, password: 'secret1' });
    const refused = await page.request.patch(`/api/restaurants/subdomainrequest/${second._id}`, {
      headers: { authorization: `Bearer ${ownerAgain}` },
      data: { subDomain: sub },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ errors: { msg: 'SUB_DOMAIN_HELD', param: 'subDomain' } });

    await page.getByRole('textbox', { name: 'Held subdomain' }).fill(sub);
    await page.getByRole('button', { name: 'Release' }).click();
    await expect(page.getByText(`The subdomain ${sub} is free again`)).toBeVisible();
    await api(page.request, ownerAgain, 'patch', `/restaurants/subdomainrequest/${second._id}`, { subDomain: sub });

    // The owner's restaurant says the same in the app, not only in the mail.
    await logOut(page);
    await logInAs(page, { email: ownerEmail, password: 'secret1' });
    await page.goto(`/app/restaurant/${first._id}`);
    const card = page.getByRole('region', { name: 'Custom address' });
    await expect(card.getByRole('status')).toContainText(
      `Your custom address “${sub}” was withdrawn: printed QR codes and links with it no longer open your menu.`,
    );
    await expect(card.getByRole('status')).toContainText(
      "The administrator's reason: “The name belongs to another business.”",
    );
    await expect(card).not.toContainText('rejected');
    await expect(card.getByRole('button', { name: 'Request subdomain' })).toBeVisible();
  });
});
