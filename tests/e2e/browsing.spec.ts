import type { Response } from '@playwright/test';
import { expect, failedResourcePattern, openInApp, test } from './support/fixtures.ts';

/** Every public page: the home page, the directory, advisors, the static pages, the forms, the Access screen and a 404. */
const publicPages = [
  '/',
  '/advisors',
  '/advisors/maren',
  '/advisors/theo',
  '/advisors/isla',
  '/advisors/noor',
  '/pricing',
  '/faq',
  '/help',
  '/about',
  '/terms',
  '/privacy',
  '/feedback',
  '/contact',
  '/auth',
  '/auth?tab=signin',
  '/reset-password',
  '/this-page-does-not-exist',
];

const failureHeadings = /Unexpected Application Error|This page could not load|Please slow down/;

test.describe('browsing on the default limits', () => {
  // The limits count per client address and user, whatever the screen: one width is enough.
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the limits do not depend on the width');
  });
  test('one visitor opens every public page twice in a row and is never refused', async ({ page }, testInfo) => {
    // Everything from this test comes from one client address (the fixture's X-Forwarded-For), on
    // the server's default limits, as one person clicking through the site as fast as pages load.
    test.setTimeout(180_000);
    const refused: string[] = [];
    const counts = { requests: 0, api: 0 };
    page.on('response', (response: Response) => {
      counts.requests += 1;
      if (new URL(response.url()).pathname.startsWith('/api/')) counts.api += 1;
      if (response.status() === 429) refused.push(`${response.request().method()} ${response.url()}`);
    });

    for (let round = 1; round <= 2; round++) {
      for (const path of publicPages) {
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        expect(response?.status(), `${path}: the page itself`).toBe(200);
        expect(response?.headers()['content-type'], `${path}: served as a page`).toMatch(/^text\/html/);
        // Generous: a loaded CI machine may take seconds to render a screen the first time.
        await expect(page.getByRole('heading', { level: 1 }).first(), `${path}: rendered`).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1, name: failureHeadings })).toHaveCount(0);
        // Raw JSON shown as the page would start with a brace.
        expect((await page.locator('body').innerText()).trimStart().startsWith('{'), `${path}: raw JSON as the page`).toBe(false);
      }
    }

    expect(refused, 'responses refused with 429').toEqual([]);
    // What two rounds cost, for sizing the limits (docs/decisions/0101).
    testInfo.annotations.push({ type: 'load', description: `${2 * publicPages.length} page loads: ${counts.requests} responses, ${counts.api} API calls` });
    expect(counts.requests).toBeGreaterThan(300);
  });
});

test.describe('a refused API call reads as a message', () => {
  test("an advisor's page refused for going too fast says so, with the wait, and can try again", async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(429));
    let refuse = true;
    await page.route('**/api/advisors/maren', async (route) => {
      if (!refuse) return route.fallback();
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '30' },
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limit:request', message: 'Too many requests. Please wait a moment and try again.' } }),
      });
    });
    await openInApp(page, '/advisors/maren');
    const notice = page.getByRole('alert').filter({ hasText: 'Please slow down a little' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText('Too many requests right now. Please try again in 30 seconds.');
    await expect(page.locator('body')).not.toContainText('rate_limit');
    // It stays on the page (no silent trip back to the list) and recovers when asked.
    await expect(page).toHaveURL('/advisors/maren');
    refuse = false;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Maren/ })).toBeVisible({ timeout: 15_000 });
  });

  test('a screen whose script cannot load says so in words, not with the browser error', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to fetch dynamically imported module|Failed to load resource/);
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: "Hmm, we can't find that page" })).toBeVisible({ timeout: 15_000 });
    // A proxy in front of the app refusing the pricing screen's script, as the app's own limit used to.
    await page.route(/\/assets\/pricing-screen-[^/]+\.js$/, (route) => route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' }));
    await page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('body')).not.toContainText('dynamically imported module');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
