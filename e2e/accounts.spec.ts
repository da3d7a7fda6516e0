import { expect, test } from '@playwright/test';
import { linkFromMail, mailsTo } from './mail';
import { logIn, logOut, signUp, uniqueEmail as unique } from './session';

test.describe('accounts', () => {
  test.use({ locale: 'en-GB' });

  test('sign up, then the link from the mail verifies the e-mail', async ({ page }) => {
    const email = unique();
    await signUp(page, email);
    await expect(page.getByText('Your e-mail is not verified yet', { exact: false })).toBeVisible();
    await page.goto(await linkFromMail(email, 'verify'));
    await expect(page.getByText('Your e-mail has been verified')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
      verified: true,
    });
    await page.goto('/app/home');
    await expect(page.getByText('Your e-mail is not verified yet', { exact: false })).toHaveCount(0);
  });

  test('forgot password, reset from the mail, log in with the new password', async ({ page }) => {
    const email = unique();
    await signUp(page, email, 'oldpass1');
    await logOut(page);
    await page.goto('/app/forgot');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(`Message sent to ${email}`)).toBeVisible();
    await page.goto(await linkFromMail(email, 'reset'));
    await page.getByLabel('New password', { exact: true }).fill('newpass1');
    await page.getByLabel('Confirm new password').fill('newpass1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await logIn(page, email, 'oldpass1');
    await expect(page.getByText('Wrong password')).toBeVisible();
    await logIn(page, email, 'newpass1');
    await expect(page).toHaveURL(/\/app\/home$/);
  });

  test('five wrong passwords block the account, even for the right one', async ({ page }) => {
    const email = unique();
    await signUp(page, email, 'rightpass');
    await logOut(page);
    for (let attempt = 0; attempt < 5; attempt++) {
      await logIn(page, email, 'wrongpass');
      await expect(page.getByText('Wrong password')).toBeVisible();
    }
    await logIn(page, email, 'rightpass');
    await expect(page.getByText('Too many failed attempts, user temporarily blocked')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login$/);
  });

  test('edit the profile and change the password', async ({ page }) => {
    const email = unique();
    await signUp(page, email, 'firstpass');
    await page.goto('/app/profile');
    await page.getByLabel('Phone').fill('+34 600 000 000');
    await page.getByLabel('City').selectOption({ label: 'Madrid' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('+34 600 000 000');
    await expect(page.getByLabel('City')).toHaveValue('Madrid');

    await page.getByLabel('Current password').fill('firstpass');
    await page.getByLabel('New password', { exact: true }).fill('secondpass');
    await page.getByLabel('Confirm new password').fill('secondpass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await logOut(page);
    await logIn(page, email, 'secondpass');
    await expect(page).toHaveURL(/\/app\/home$/);
  });

  test('change the e-mail: the current password, then the link from the new inbox', async ({ page }) => {
    const email = unique();
    const moved = unique();
    await signUp(page, email, 'firstpass');
    await page.goto('/app/profile');
    await page.getByLabel('Email').fill(moved);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Current password (to change the e-mail)').fill('firstpass');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(`We sent a link to ${moved}`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject))
      .toContain("Your account's e-mail is being changed");

    await page.goto(await linkFromMail(moved, 'verify'));
    await expect(page.getByText('Your e-mail has been verified')).toBeVisible();
    await logOut(page);
    await logIn(page, moved, 'firstpass');
    await expect(page).toHaveURL(/\/app\/home$/);
  });

  test('an expired session refreshes its token', async ({ page }) => {
    await page.clock.install({ time: new Date() });
    await logIn(page, 'user@user.com', '12345');
    await expect(page).toHaveURL(/\/app\/home$/);
    const before = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      exp: Number(localStorage.getItem('tokenExpiration')),
    }));
    // A day and a bit later (1440 minutes is the refresh window) the client refreshes: from a timer while the
    // clock jumps, or before the profile page's call. In-app navigation, so no reload cancels that request.
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/token') && r.status() === 200);
    await page.clock.fastForward('24:05:00');
    await page.getByRole('link', { name: 'My profile' }).click();
    const { token } = (await (await refreshed).json()) as { token: string };
    await expect
      .poll(() => page.evaluate(() => Number(localStorage.getItem('tokenExpiration'))))
      .toBeGreaterThan(before.exp + 23 * 60 * 60 * 1000);
    // Issued within the same second, the new token may equal the old one: what matters is that it was stored.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    await expect(page.getByLabel('Email')).toHaveValue('user@user.com');
  });

  test('the chosen language survives a reload', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByRole('button', { name: /^(es|español)$/i }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: 'Entrar' })
        .or(page.getByRole('main').getByRole('button', { name: /iniciar sesión/i })),
    ).toBeVisible();
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es');
    await expect(page.getByLabel('Contraseña')).toBeVisible();
  });
});
