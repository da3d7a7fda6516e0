import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo accounts seeded by auth's migrations (spec: first start). */
export const DEMO = {
  admin: { email: 'admin@admin.com', password: '12345' },
  owner: { email: 'user@user.com', password: '12345' },
} as const;

/** A fresh address per test, so tests never share an account. */
export const uniqueEmail = () => `owner${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

export async function signUp(page: Page, email: string, password = 'secret1') {
  await page.goto('/app/signup');
  await page.getByLabel('Name').fill('Ana Cocina');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page) {
  // On a phone the logout button is in the toolbar's drawer.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .click();
  await expect(page).toHaveURL(/\/app\/login$/);
}

/** Logs in and waits for the home page (UI in English: use `test.use({ locale: 'en-GB' })`). */
export async function logInAs(page: Page, account: { email: string; password: string }) {
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/app\/home$/);
}

/** A token for the account straight from the API, for tests that set data up without the screens. */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Calls the API as the logged-in owner of `page` (its stored token). */
export async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}
