import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';

/**
 * What the router does between pages, whatever router it is: a new page starts at the top, Back
 * returns to where the reader was, and a page whose code cannot load shows the error page inside
 * the site's frame, which the next navigation clears.
 */
test.describe('moving between pages', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('a new page starts at the top; Back returns towards where the reader was', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page may still be growing (skeletons): scroll until the position holds.
    await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 600), Math.round(window.scrollY)))).toBe(600);

    // The footer's Feedback link: a client-side navigation from far down the page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL('/feedback');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    // Back restores the position when the page comes back; the page is still on its short skeleton
    // then, so the browser may hold it higher than it was: what matters is that it is not the top.
    await page.goBack();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);

    await page.goForward();
    await expect(page).toHaveURL('/feedback');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("a page whose code fails to load shows the error page in the site's frame; moving on clears it", async ({ page, consoleErrors }) => {
    // The aborted download is logged by Chromium, and the error page reports what it caught.
    consoleErrors.allow(/pricing-screen|Failed to fetch dynamically imported module|net::ERR_FAILED|Failed to load resource/);
    await page.route(/\/assets\/pricing-screen-[\w-]+\.js$/, (route) => route.abort());
    const layout = new SiteLayout(page);

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
    await expect(layout.header).toBeVisible();
    await expect(layout.footer).toBeVisible();

    await layout.footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
