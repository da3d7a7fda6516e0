import { expect, test } from '@playwright/test';
import { api, signUp, uniqueEmail } from './session';

/** Headless Chromium says so in its user agent, and a bot's scan is not counted: this guest uses a phone's. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

test.describe('QR placements', () => {
  test.use({ locale: 'en-GB', userAgent: PHONE });

  test("an owner adds Table 1–3, and a guest scanning one's link lands on the guest page; their scans count once a day", async ({
    page,
  }) => {
    await signUp(page, uniqueEmail());
    const { _id: restaurantId } = await api<{ _id: string }>(page, 'POST', '/restaurants', {
      name: 'Casa Mesa',
      languages: ['gb', 'es'],
      currency: 'EUR',
    });
    await page.goto(`/app/restaurant/${restaurantId}`);
    await page.getByRole('link', { name: 'Manage placements' }).click();
    await expect(page.getByRole('heading', { name: 'QR placements of Casa Mesa' })).toBeVisible();

    const range = page.getByRole('form', { name: 'Numbered tables' });
    await range.getByLabel('Name').fill('Table');
    await range.getByLabel('From').fill('1');
    await range.getByLabel('To').fill('3');
    await range.getByRole('button', { name: 'Add Table 1–3' }).click();
    const list = page.getByRole('list', { name: 'QR placements' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const table2 = list.getByRole('listitem', { name: 'Table 2', exact: true });
    await expect(table2.getByText('0 scans')).toBeVisible();
    const link = (await table2.getByRole('link').textContent()) ?? '';
    expect(link).toMatch(/\/q\/[a-z2-9]{8}$/);

    const guest = await page.context().newPage();
    const beacons: string[] = [];
    guest.on('request', (request) => {
      if (/\/events$/.test(request.url())) beacons.push(request.postData() ?? '');
    });
    await guest.goto(link);
    await expect(guest).toHaveURL(new RegExp(`/app/guest/restaurant/${restaurantId}$`));
    await expect(guest.getByRole('heading', { name: 'Casa Mesa' })).toBeVisible();
    // The link counted the scan: the page it opened sends none of its own.
    expect(beacons.filter((body) => body.includes('scan'))).toEqual([]);
    await guest.close();

    // Counted in memory, written every 500 ms here; under 5 the owner reads "< 5", as in the insights.
    const counted = async (text: string) =>
      expect(async () => {
        await page.reload();
        await expect(table2.getByText(text)).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 20_000 });
    await counted('< 5 scans · < 5 in the last 7 days');
    // The same guest scanning again the same day: still one scan (five would read "5 scans" once written).
    for (let i = 0; i < 4; i++) {
      expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBe(302);
    }
    await page.waitForTimeout(1500);
    await page.reload();
    await expect(table2.getByText('< 5 scans · < 5 in the last 7 days')).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/placements/placements-${width}.png`, fullPage: true });
    }
  });
});
