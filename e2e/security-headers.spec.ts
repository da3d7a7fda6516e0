import { expect, test, type Page } from '@playwright/test';
import type { Paged, PublicRestaurantList, Restaurant } from '@carta/contracts';
import { E2E } from './env';
import { apiToken, DEMO, logInAs } from './session';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every CSP violation the page reports (the DOM event) and every CSP error on the console. The recorder is
 * added by the browser before the page's own scripts, and is not itself subject to the page's policy.
 */
async function watchPolicy(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile }),
    );
  });
  // Nothing leaves the machine (the owner's map tiles): refused requests are no policy violation.
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost'),
    (route) => route.abort(),
  );
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
  };
}

/** Opens `path`, waits for it to settle, and expects it free of violations under the policy it was served with. */
async function visit(page: Page, policy: Awaited<ReturnType<typeof watchPolicy>>, path: string, framable = false) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const csp = (await response?.headerValue('content-security-policy')) ?? '';
  expect(csp, path).toContain(`frame-ancestors ${framable ? '*' : "'none'"}`);
  expect(csp, path).not.toContain('unsafe-eval');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').first()).toBeVisible();
  expect(await policy.violations(), path).toEqual([]);
  expect(policy.console, path).toEqual([]);
}

test.describe('content security policy', () => {
  test.use({ locale: 'en-GB' });

  test('the landing, login and a guest page (main host and subdomain) run without a violation', async ({
    page,
    request,
  }) => {
    const policy = await watchPolicy(page);
    await visit(page, policy, '/app/');
    await visit(page, policy, '/app/login');
    const found = await request.get('/api/restaurants/public?subDomainEnabled=true&subDomain=demo');
    const [restaurant] = ((await found.json()) as PublicRestaurantList).docs;
    const menu = restaurant.menus.find((one) => one.availability.state === 'available') ?? restaurant.menus[0];
    await visit(page, policy, `/app/guest/restaurant/${restaurant._id}`, true);
    await visit(page, policy, `/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`, true);
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // A restaurant's subdomain: the landing turns into its guest page.
    await visit(page, policy, `http://demo.localhost:${E2E.port}/app/`);
    await expect(page).toHaveURL(new RegExp(`/app/guest/restaurant/${restaurant._id}`));
    expect(await policy.violations()).toEqual([]);
  });

  test("the owner's pages run without a violation", async ({ page, request }) => {
    const policy = await watchPolicy(page);
    await logInAs(page, DEMO.owner);
    const token = await apiToken(request, DEMO.owner);
    const list = await request.get('/api/restaurants', { headers: { authorization: `Bearer ${token}` } });
    const [restaurant] = ((await list.json()) as Paged<Restaurant>).docs;
    await visit(page, policy, '/app/home');
    for (const path of [
      `/app/restaurant/${restaurant._id}`,
      `/app/restaurantEdit/${restaurant._id}`,
      `/app/restaurant/${restaurant._id}/items`,
      `/app/restaurant/${restaurant._id}/menu`,
      '/app/newRestaurant',
      '/app/profile',
    ]) {
      await visit(page, policy, path);
    }
  });

  test("the admin's pages run without a violation", async ({ page }) => {
    const policy = await watchPolicy(page);
    await logInAs(page, DEMO.admin);
    for (const path of ['/app/admin/cities', '/app/admin/users', '/app/admin/restaurantsSubDomains']) {
      await visit(page, policy, path);
    }
  });
});
