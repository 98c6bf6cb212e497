import { expect, test } from './support/fixtures.ts';

const notFoundHeading = "Hmm, we can't find that page";

test.describe('404 page', () => {
  test('an unknown route shows the 404 page with helpful links', async ({ page }) => {
    await page.goto('/this-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();

    const helpful = main.getByRole('navigation', { name: 'Helpful links' });
    await expect(helpful.getByRole('link')).toHaveText(['Browse advisors', 'Pricing', 'FAQ', 'Feedback', 'Help Center']);
    const targets = { 'Browse advisors': '/advisors', Pricing: '/pricing', FAQ: '/faq', Feedback: '/feedback', 'Help Center': '/help' };
    for (const [name, href] of Object.entries(targets)) {
      await expect(helpful.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('Go Home goes to the home page', async ({ page }) => {
    await page.goto('/nowhere/at/all');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Your New AI Advisor' })).toBeVisible();
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/advisors');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Advisors' })).toBeVisible();
    await page.goto('/this-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/advisors');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Advisors' })).toBeVisible();
  });

  test('Browse advisors opens the directory', async ({ page }) => {
    await page.goto('/this-does-not-exist');
    await page.getByRole('link', { name: 'Browse advisors' }).click();
    await expect(page).toHaveURL('/advisors');
  });
});
