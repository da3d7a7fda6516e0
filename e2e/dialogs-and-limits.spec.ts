import { expect, test, type Page } from '@playwright/test';
import { MAX_LENGTH } from '@carta/contracts';
import { DEMO, logInAs, uniqueEmail } from './session';

/** Whether the focused element is inside the open dialog (and what it is, to say where focus went when it is not). */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const inside = Boolean(active && document.querySelector('dialog[open]')?.contains(active));
    return inside ? 'inside' : `outside: ${active?.tagName ?? 'none'} ${active?.textContent?.slice(0, 40) ?? ''}`;
  });

test.describe('dialogs and text limits on a phone', () => {
  test.use({ locale: 'en-GB', viewport: { width: 360, height: 740 } });

  test('Tab stays in a dialog, Escape closes it and focus goes back to the button that opened it', async ({ page }) => {
    await logInAs(page, DEMO.owner);
    await page
      .getByRole('link', { name: /Casa Demo/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Manage products' }).click();
    const opener = page.getByRole('button', { name: 'Add product' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInDialog(page)).toBe('inside');

    // More presses than the dialog has controls: focus comes round again, never reaching the page behind.
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `after Tab ${press + 1}`).toBe('inside');
    }
    for (let press = 0; press < 15; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page), `after Shift+Tab ${press + 1}`).toBe('inside');
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('sign-up: the name counts near its limit, a longer one is kept whole and not sent; the server names one too', async ({
    page,
  }) => {
    await page.goto('/app/signup');
    const name = page.getByLabel('Name');
    await name.fill('N'.repeat(MAX_LENGTH.userName - 30));
    await expect(page.getByText(`${MAX_LENGTH.userName - 30}/${MAX_LENGTH.userName}`)).toHaveCount(0);
    await name.pressSequentially('a'.repeat(50));
    // Typing past the server's limit is never cut: the counter, read with the field, and a message say by how much.
    const typed = 'N'.repeat(MAX_LENGTH.userName - 30) + 'a'.repeat(50);
    await expect(name).toHaveValue(typed);
    const over = `At most ${MAX_LENGTH.userName} characters: shorten it by 20`;
    await expect(name).toHaveAccessibleDescription(`${over} ${typed.length}/${MAX_LENGTH.userName}`);
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(name).toBeFocused();
    await expect(page.getByText('1 field needs attention')).toBeVisible();
    await name.press('End');
    for (let press = 0; press < 20; press++) await name.press('Backspace');
    await expect(page.getByText(over)).toHaveCount(0);
    const counter = page.getByText(`${MAX_LENGTH.userName}/${MAX_LENGTH.userName}`, { exact: true });
    await expect(counter).toBeVisible();
    await expect(name).toHaveAccessibleDescription(`${MAX_LENGTH.userName}/${MAX_LENGTH.userName}`);

    // A client that sends more anyway (an old tab, a paste through devtools) gets the server's answer, named.
    await page.route('**/api/register', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, name: 'x'.repeat(MAX_LENGTH.userName + 1) }) });
    });
    await page.getByRole('button', { name: 'Sign up' }).click();
    const message = `Name: at most ${MAX_LENGTH.userName} characters`;
    await expect(page.getByRole('alert')).toContainText(message);
    // Read with the field: the server's message, then the count.
    await expect(name).toHaveAccessibleDescription(`${message} ${MAX_LENGTH.userName}/${MAX_LENGTH.userName}`);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/signup$/);
  });

  test("the profile's phone and the restaurant's contact message count towards their limits", async ({ page }) => {
    await logInAs(page, DEMO.owner);
    await page.goto('/app/profile');
    const phone = page.getByLabel('Phone');
    await phone.fill('');
    await phone.pressSequentially('6'.repeat(MAX_LENGTH.phone + 10));
    await expect(phone).toHaveValue('6'.repeat(MAX_LENGTH.phone + 10));
    await expect(page.getByText(`${MAX_LENGTH.phone + 10}/${MAX_LENGTH.phone}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`At most ${MAX_LENGTH.phone} characters: shorten it by 10`)).toBeVisible();

    await page.goto('/app/home');
    await page
      .getByRole('link', { name: /Casa Demo/ })
      .first()
      .click();
    const message = page.getByLabel('Message');
    // A text area always shows its count.
    await expect(page.getByText(`0/${MAX_LENGTH.contactMessage}`, { exact: true })).toBeVisible();
    await message.fill('Hola');
    await expect(page.getByText(`4/${MAX_LENGTH.contactMessage}`, { exact: true })).toBeVisible();
  });
});
