import { expect, test, type Page } from '@playwright/test';
import { PLACEMENT_ROUTES, type Placement, type PublicMenuPage, type PublicRestaurantList } from '@carta/contracts';
import { E2E } from './env';
import { api, apiToken, DEMO, logInAs, signUp, uniqueEmail } from './session';

/** Headless Chromium says so in its user agent, and the server drops bots' events: these guests use a phone's. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
/** The dashboard shows a count under 5 as "< 5": the guest comes back this often. */
const VISITS = 5;

const beacon = (page: Page, kind: string) =>
  page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /\/events$/.test(request.url()) && (request.postData() ?? '').includes(kind),
  );

test.describe('insights', () => {
  test.use({ locale: 'en-GB', userAgent: PHONE });

  test("what guests open reaches the owner's dashboard, counted without cookies", async ({ page, context }) => {
    const list = (await (
      await page.request.get('/api/restaurants/public?subDomainEnabled=true&subDomain=demo')
    ).json()) as PublicRestaurantList;
    const restaurant = list.docs[0];
    const menu = restaurant.menus.find((candidate) => candidate.availability.state === 'available');
    if (!menu) throw new Error('the demo restaurant has no menu open now');
    const { menu: whole } = (await (
      await page.request.get(`/api/restaurants/public/${restaurant._id}/menus/${menu._id}`)
    ).json()) as PublicMenuPage;
    const dish = whole.sections.flatMap((section) => section.items)[0];
    const dishName = dish.name.gb || dish.name.es || '';
    // The owner's QR code on the window, which the guests scan before reading the menu.
    const token = await apiToken(page.request, DEMO.owner);
    const windowName = `Window ${Date.now()}`;
    const placement = (await (
      await page.request.post(`/api${PLACEMENT_ROUTES.placements(restaurant._id)}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { name: windowName },
      })
    ).json()) as Placement;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/events$/.test(request.url())) sent.push(request.postData() ?? '');
    });

    await page.setViewportSize({ width: 360, height: 740 });
    for (let visit = 0; visit < VISITS; visit++) {
      // To the demo's subdomain, where its guest page opens.
      await page.goto(`/q/${placement.code}`);
      await expect(page.getByRole('heading', { name: restaurant.name }).first()).toBeVisible();
      const viewed = beacon(page, 'menuView');
      await page.goto(`/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
      await viewed;
      const opened = beacon(page, 'dishOpen');
      await page.getByRole('button', { name: dishName, exact: true }).first().click();
      await expect(page.getByRole('dialog', { name: dishName })).toBeVisible();
      expect(JSON.parse((await opened).postData() ?? '')).toEqual({ kind: 'dishOpen', item: dish._id });
      await page.keyboard.press('Escape');
    }
    expect(await context.cookies()).toEqual([]);
    // A scan is the link's to count: no page sends one.
    expect(sent.filter((body) => body.includes('scan'))).toEqual([]);

    await logInAs(page, DEMO.owner);
    await page.goto(`/app/restaurant/${restaurant._id}`);
    await page.getByRole('link', { name: 'See insights' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    // Counted in memory, written every 500 ms here: the figures show once written.
    const dishes = page.getByRole('region', { name: 'Most opened dishes' });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 15_000 });
      // The dashboard names dishes in the restaurant's first language (Spanish for the demo).
      await expect(dishes.getByRole('row', { name: dish.name.es })).toContainText(/\d+$/, { timeout: 5000 });
    }).toPass({ timeout: 45_000 });
    const views = page.getByRole('definition').first();
    expect(Number(await views.textContent())).toBeGreaterThanOrEqual(VISITS);
    // Under the placement's name; one guest's scans count once a day, so their five visits are one scan ("< 5").
    await expect(
      page.getByRole('region', { name: 'Scans per placement' }).getByRole('row', { name: windowName }),
    ).toHaveText(`${windowName}< 5`);
    await expect(page.getByRole('img', { name: 'Menu views and visitors per day' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/screens/insights-1280.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: 'test-results/screens/insights-360.png', fullPage: true });

    // Days without any guest: the empty state.
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await expect(page.getByText('No guest activity in these dates yet.')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/insights-empty-360.png', fullPage: true });
  });

  test('with fewer than 5 visits the dashboard says why its figures are hidden and when they show', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, uniqueEmail());
    const { _id: restaurantId } = await api<{ _id: string }>(page, 'POST', '/restaurants', {
      name: `Bar Nuevo ${Date.now()}`,
      languages: ['gb'],
      currency: 'EUR',
      timeZone: 'Europe/Madrid',
    });
    const menu = await api<{ _id: string }>(page, 'POST', `/restaurants/${restaurantId}/menus`, {
      name: { gb: 'All day' },
      unlimitedTime: true,
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    });
    // Two guests, one visit each: every count is under 5.
    for (let guest = 0; guest < 2; guest++) {
      const context = await browser.newContext({ baseURL: E2E.baseUrl, userAgent: `${PHONE} guest/${guest}` });
      const guestPage = await context.newPage();
      const viewed = beacon(guestPage, 'menuView');
      await guestPage.goto(`/app/guest/restaurant/${restaurantId}/menu/${menu._id}`);
      await viewed;
      await context.close();
    }

    await page.goto(`/app/restaurant/${restaurantId}/insights`);
    const notice = page.getByRole('status').filter({ hasText: 'Not enough visits yet to show figures.' });
    // Counted in memory, written every 500 ms here.
    await expect(async () => {
      await page.reload();
      await expect(notice).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    // Why every tile says "< 5", and when figures show (it said neither, beside an empty chart, before).
    await expect(notice).toContainText('Every count under 5 shows as “< 5” and stays out of the charts');
    await expect(notice).toContainText('Figures show as soon as one reaches 5 in these dates');
    await expect(page.getByRole('definition').first()).toHaveText('< 5');
    const perDay = page.getByRole('region', { name: 'Views per day' });
    await expect(perDay).toContainText('No day has reached 5 menu views yet: a day’s bars show from 5 on.');
    await expect(perDay.getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Views per menu' })).toHaveCount(0);
  });
});
