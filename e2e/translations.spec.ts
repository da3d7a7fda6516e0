import { expect, test } from '@playwright/test';
import { api, signUp, uniqueEmail } from './session';

test.describe('translations', () => {
  test.use({ locale: 'en-GB' });

  test('at 360 px: a text missing in English shows on its tab and on the restaurant page, one click from its editor', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, uniqueEmail());
    const { _id: restaurantId } = await api<{ _id: string }>(page, 'POST', '/restaurants', {
      name: 'Casa Lengua',
      languages: ['es', 'gb'],
      currency: 'EUR',
    });
    const product = (name: Record<string, string>) =>
      api(page, 'POST', `/restaurants/${restaurantId}/products`, { name, description: {}, price: 800 });
    await product({ es: 'Tortilla' });
    await product({ es: 'Agua', gb: 'Water' });

    await page.goto(`/app/restaurant/${restaurantId}`);
    const card = page.getByRole('region', { name: 'Translations' });
    await expect(card.getByText('100 %')).toBeVisible();
    await expect(card.getByText('50 %')).toBeVisible();
    const missing = card.getByRole('list', { name: 'Missing in English' });
    await expect(missing.getByRole('link')).toHaveText(['Name of the product “Tortilla”']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await missing.getByRole('link', { name: 'Name of the product “Tortilla”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    const english = dialog.getByRole('tab', { name: /^English/ });
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await expect(english).toContainText('missing');
    await expect(dialog.getByRole('tab', { name: /^Spanish/ })).not.toContainText('missing');
    // The tabs answer the arrow keys.
    await english.press('ArrowLeft');
    await expect(dialog.getByRole('tab', { name: /^Spanish/ })).toBeFocused();
    await expect(dialog.getByLabel('Name in Spanish')).toHaveValue('Tortilla');
    await dialog.getByRole('tab', { name: /^Spanish/ }).press('ArrowRight');
    await dialog.getByLabel('Name in English').fill('Omelette');
    await expect(english).not.toContainText('missing');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(`/app/restaurant/${restaurantId}`);
    await expect(card.getByText('100 %')).toHaveCount(2);
    await expect(card.getByRole('list', { name: 'Missing in English' })).toHaveCount(0);
  });
});
