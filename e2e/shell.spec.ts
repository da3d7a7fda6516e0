import { expect, test, type Locator, type Page } from '@playwright/test';
import { mailsTo } from './mail';
import { DEMO, logInAs, logOut } from './session';

const PHONE = { width: 360, height: 740 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as { x: number; y: number; width: number; height: number };
}

const overlap = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y < b.y + b.height && b.y < a.y + a.height;

const toolbar = (page: Page) => page.getByRole('banner');

test.describe('the shell on a phone and on a desktop', () => {
  test.use({ locale: 'en-GB' });

  test('at 360 px: one toolbar row, a drawer with the navigation, and a cookie bar that covers no action', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/app/login');
    const login = page.getByRole('main').getByRole('button', { name: 'Log in' });
    await expect(login).toBeVisible();
    expect((await box(toolbar(page))).height).toBeLessThanOrEqual(64);

    const cookies = page.getByRole('region', { name: 'Cookies' });
    await expect(cookies).toBeVisible();
    const bar = await box(cookies);
    expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);
    expect(overlap(await box(login), bar)).toBe(false);
    // The page's end scrolls clear of the bar too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(overlap(await box(page.getByRole('link', { name: 'Contact' })), await box(cookies))).toBe(false);
    await login.click({ trial: true });

    const menu = toolbar(page).getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Signup' })).toBeVisible();
    await expect(drawer.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await cookies.getByRole('button', { name: 'OK' }).click();
    await expect(cookies).toBeHidden();

    await logInAs(page, DEMO.admin);
    expect((await box(toolbar(page))).height).toBeLessThanOrEqual(64);
    await menu.click();
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/app\/admin\/users$/);
    await logOut(page);
  });

  test('the cookie bar tells the truth, in English and in Spanish: no cookies, nothing to accept or reject', async ({
    browser,
  }) => {
    for (const [locale, text, ok] of [
      ['en-GB', 'CARTA ONLINE uses no cookies and no tracking', 'OK'],
      ['es-ES', 'CARTA ONLINE no usa cookies ni rastreo', 'Entendido'],
    ] as const) {
      const context = await browser.newContext({ viewport: PHONE, locale });
      const page = await context.newPage();
      await page.goto('/app/login');
      const cookies = page.getByRole('region', { name: 'Cookies' });
      await expect(cookies).toContainText(text);
      await expect(cookies).not.toContainText(/third-party|terceros/i);
      await expect(cookies.getByRole('button')).toHaveText([ok]);
      await cookies.getByRole('button', { name: ok }).click();
      await expect(cookies).toBeHidden();
      await page.reload();
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      await expect(cookies).toBeHidden();
      // And it is so: the browser holds no cookie of ours.
      expect(await context.cookies()).toEqual([]);
      await context.close();
    }
  });

  test('at 1280 px the admin keeps every link in one toolbar row, with no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, DEMO.admin);
    expect((await box(toolbar(page))).height).toBeLessThanOrEqual(64);
    await expect(toolbar(page).getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const name of ['Restaurants', 'My profile']) {
      await expect(toolbar(page).getByRole('link', { name })).toBeVisible();
    }
    await expect(toolbar(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('at 360 px the contact form reaches the admins: counters, then the success message and the mail', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/app/login');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveTitle('Contact · CARTA ONLINE');
    const sender = `writer${Date.now()}@example.com`;
    await page.getByLabel('Your name').fill('Lucía Tasca');
    await page.getByLabel('Your e-mail').fill(sender);
    const words = 'Can I try Carta with two restaurants?';
    await page.getByLabel('Message').fill(words);
    await expect(page.getByText(`${words.length}/5000`)).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(sender);
    await expect
      .poll(() => mailsTo(DEMO.admin.email).filter((mail) => mail.text.includes(sender)).length, { timeout: 10_000 })
      .toBe(1);
  });

  test('the landing page at 360 px: the live demo menu in a phone frame, three benefits, sign-up; icons served', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/app/');
    await expect(page).toHaveTitle('CARTA ONLINE');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const demo = page.frameLocator('iframe[title$="demo menu, live"]');
    await expect(demo.getByRole('heading', { name: 'Casa Demo' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why CARTA ONLINE' }).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('link', { name: 'Create your free account' }).first().click();
    await expect(page).toHaveURL(/\/app\/signup$/);
    await expect(page).toHaveTitle(/ · CARTA ONLINE$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    for (const [path, type] of [
      ['/app/favicon.svg', 'image/svg+xml'],
      ['/app/icon-192.png', 'image/png'],
      ['/app/manifest.webmanifest', 'application/manifest+json'],
    ]) {
      const response = await request.get(path);
      expect({ path, status: response.status(), type: response.headers()['content-type'] }).toEqual({
        path,
        status: 200,
        type: expect.stringContaining(type),
      });
    }
  });
});
