import { expect, test } from '@playwright/test';
import { linkFromMail } from './mail';
import { logIn, logOut, signUp, uniqueEmail } from './session';

// Issue 30: what a new owner met on a phone in their first hour.
const PHONE = { width: 360, height: 740 };

test.describe('owner trial at 360 px', () => {
  test.use({ locale: 'en-GB', viewport: PHONE });

  test('logging out from the drawer closes it: the login form is free to use', async ({ page }) => {
    await signUp(page, uniqueEmail());
    await logOut(page);
    await expect(page.locator('#app-drawer')).toBeHidden();
    await expect(page.getByRole('main').getByLabel('Email')).toBeEditable();
  });

  test('the verify and forgot confirmations stay on their page', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail();
    await signUp(page, email);
    await page.goto(await linkFromMail(email, 'verify'));
    await expect(page.getByText('Your e-mail has been verified')).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(page.getByRole('main').getByText('Your e-mail has been verified')).toBeVisible();

    await logOut(page);
    await page.goto('/app/forgot');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(`Message sent to ${email}`)).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(page.getByRole('main').getByText(`Message sent to ${email}`)).toBeVisible();
  });

  test('a session ended elsewhere: the login page says so and returns to the page the owner was on', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    await page.goto('/app/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    // Another device ends this session (as a password reset or an admin would).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await page.request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('main').getByText('Your session has ended')).toBeVisible();
    await logIn(page, email, 'secret1');
    await expect(page).toHaveURL(/\/app\/profile$/);
  });

  test("the snackbar's close button keeps its contrast under the pointer", async ({ page }) => {
    await logIn(page, 'nobody@example.com', 'wrongpass');
    const close = page.getByRole('alert').getByRole('button', { name: 'Close' });
    await close.hover();
    // The text's contrast with what is behind it: the button's own background, or the snackbar's when it has none.
    const ratio = await close.evaluate((button) => {
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const opaque = (element: Element): number[] => {
        const [r, g, b, a = 1] = rgb(getComputedStyle(element).backgroundColor);
        return a > 0 || !element.parentElement ? [r, g, b] : opaque(element.parentElement);
      };
      const luminance = ([r, g, b]: number[]) => {
        const [lr, lg, lb] = [r, g, b].map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      const [text, back] = [luminance(rgb(getComputedStyle(button).color)), luminance(opaque(button))];
      return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
