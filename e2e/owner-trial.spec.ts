import { expect, test } from '@playwright/test';
import { logOut, signUp, uniqueEmail } from './session';

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
});
