import { expect, test } from '@playwright/test';
import { E2E } from './env';

const ADMIN = { email: 'admin@admin.com', password: '12345' };

test.describe('walking skeleton', () => {
  test('the landing page renders', async ({ page }) => {
    await page.goto('/app/');
    await expect(page).toHaveTitle(/CARTA ONLINE/);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('1.0.0');
  });

  test('logging in as the demo admin lands on home and keeps the session', async ({ page }) => {
    await logIn(page);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
      expiration: localStorage.getItem('tokenExpiration'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(Number(stored.expiration)).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });

  test('a login-only route without a token goes to the login page', async ({ page }) => {
    await page.goto('/app/profile');
    await expect(page).toHaveURL(/\/app\/login$/);
  });

  test('each remote mounts on one of its routes', async ({ page }) => {
    await page.goto('/app/guest/restaurant/00000000-0000-0000-0000-000000000000');
    await expect(page.locator(GUEST_REMOTE)).toBeVisible();
    await logIn(page);
    await page.goto('/app/newRestaurant');
    await expect(page.locator('[data-remote="owner"]')).toBeVisible();
    await page.goto('/app/admin/cities');
    await expect(page.locator('[data-remote="admin"]')).toBeVisible();
  });

  test('with the owner remote unreachable, the rest of the app still works', async ({ page }) => {
    const base = `http://localhost:${E2E.deadOwnerPort}`;
    await page.goto(`${base}/app/`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto(`${base}/app/guest/restaurant/00000000-0000-0000-0000-000000000000`);
    await expect(page.locator(GUEST_REMOTE)).toBeVisible();
    await logIn(page, base);
    await page.goto(`${base}/app/newRestaurant`);
    const panel = page.getByRole('alert').filter({ hasText: /unavailable|no está disponible/i });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /retry|reintentar/i })).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();
  });

  test('switching language changes the visible text, and the choice survives a reload', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByRole('button', { name: /^(es|español)$/i }).click();
    await expect(page.getByLabel(/^contraseña$/i)).toBeVisible();
    await page.getByRole('button', { name: /^(en|english)$/i }).click();
    await expect(page.getByLabel(/^password$/i)).toBeVisible();
    await page.getByRole('button', { name: /^(es|español)$/i }).click();
    await page.reload();
    await expect(page.getByLabel(/^contraseña$/i)).toBeVisible();
  });

  test('reloading a deep link serves the app', async ({ page }) => {
    await page.goto('/app/guest/restaurant/123/menu/456');
    await page.reload();
    await expect(page).toHaveTitle(/CARTA ONLINE/);
    await expect(page.locator('[data-remote="guest"]')).toBeVisible();
  });
});

/** The guest remote's page: rendered by the gateway with its server bundle, or mounted by the shell when it cannot be. */
const GUEST_REMOTE = '#guest-root, [data-remote="guest"]';

async function logIn(page: import('@playwright/test').Page, base = '') {
  await page.goto(`${base}/app/login`);
  await page.getByLabel(/^(email|correo electrónico)$/i).fill(ADMIN.email);
  await page.getByLabel(/^(password|contraseña)$/i).fill(ADMIN.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(log in|login|entrar|iniciar sesión)$/i })
    .click();
  await expect(page).toHaveURL(/\/app\/home$/);
}
