import { expect, test, type Page } from '@playwright/test';
import { api, signUp, uniqueEmail } from './session';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A restaurant in Madrid with a daily menu and a Christmas menu served only 24–26 December 2030 in the evening. */
async function restaurantWithChristmas(page: Page): Promise<string> {
  const { _id } = await api<{ _id: string }>(page, 'POST', '/restaurants', {
    name: 'Casa Navidad',
    languages: ['gb', 'es'],
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
  });
  await api(page, 'POST', `/restaurants/${_id}/menus`, {
    name: { gb: 'Daily menu' },
    unlimitedTime: true,
    days: EVERY_DAY,
  });
  await api(page, 'POST', `/restaurants/${_id}/menus`, {
    name: { gb: 'Christmas menu' },
    timeRanges: [{ start: '20:00', end: '01:00' }],
    days: [],
    exceptions: [{ kind: 'special', from: '2030-12-24', to: '2030-12-26' }],
  });
  return _id;
}

async function previewAt(page: Page, day: string, time: string) {
  const card = page.locator('[aria-labelledby="preview-title"]');
  await card.getByLabel('Day', { exact: true }).fill(day);
  await card.getByLabel('Time', { exact: true }).fill(time);
  await card.getByRole('button', { name: 'Show' }).click();
  return card;
}

test.describe('schedule exceptions and the preview', () => {
  test.use({ locale: 'en-GB' });

  test('the owner closes a day, and previews the Christmas menu on 24 December and nothing on the closed 25th', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, uniqueEmail());
    const restaurantId = await restaurantWithChristmas(page);
    await page.goto(`/app/restaurant/${restaurantId}`);

    // Closed on Christmas day.
    const closed = page.locator('[aria-labelledby="closed-title"]');
    await closed.getByRole('button', { name: 'Add closed days' }).click();
    await closed.getByLabel('Day 1', { exact: true }).fill('2030-12-25');
    await closed.getByRole('button', { name: 'Save closed days' }).click();
    await expect(page.getByText('Saved successfully').first()).toBeVisible();

    // 24 December, 20:30 in Madrid: both menus are served, and the guest page at that instant says so.
    const card = await previewAt(page, '2030-12-24', '20:30');
    const result = card.getByRole('region', { name: 'What guests see then' });
    await expect(result.getByText('Guests see 2 menus served then:')).toBeVisible();
    // Of that instant, not of now ("Available now" before, for a day four years ahead).
    const christmas = result.getByRole('listitem').filter({ hasText: 'Christmas menu' });
    await expect(christmas.getByText('Available at that time')).toBeVisible();
    await expect(result).not.toContainText('now');
    // The preview frame, shown once asked: bring it into view.
    await page.locator('iframe[title="Preview of the guest page"]').scrollIntoViewIfNeeded();
    const guest = page.frameLocator('iframe[title="Preview of the guest page"]');
    await expect(guest.getByRole('link', { name: /Christmas menu/ }).getByText('open now')).toBeVisible();
    await expect(guest.getByText(/only 24/)).toBeVisible();

    // 20 December: only the daily menu; the Christmas one is served four days later.
    await previewAt(page, '2030-12-20', '20:30');
    await expect(result.getByText('Guests see 1 menu served then:')).toBeVisible();
    await expect(christmas).toContainText('Not served at that time · next: Tue 20:00');

    // 25 December: closed, no menu, and the guest page says "Closed today".
    await previewAt(page, '2030-12-25', '13:00');
    await expect(result.getByText('The restaurant is closed that day.')).toBeVisible();
    await expect(result.getByText('No menu is served then.')).toBeVisible();
    await expect(guest.getByText('Closed today', { exact: true })).toBeVisible();
    await expect(guest.getByText('open now')).toHaveCount(0);

    // Guests' own page, without the preview's fragment, is of now: the Christmas menu is not open.
    await page.goto(`/app/guest/restaurant/${restaurantId}`);
    await expect(page.getByRole('link', { name: /Christmas menu/ }).getByText('open now')).toHaveCount(0);
  });
});
