import { expect, test } from './support/fixtures.ts';
import { featuredAdvisorNames } from './support/pages.ts';

test.describe('home page', () => {
  test('welcomes the visitor and shows the featured advisors', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Your New AI Advisor' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Advisors' })).toHaveAttribute('href', '/advisors');

    const featured = page.getByRole('region', { name: 'Featured advisors' });
    await expect(featured.getByRole('heading', { level: 2, name: 'Featured advisors' })).toBeVisible();
    await expect(featured.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/advisors');
    await expect(featured.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([...featuredAdvisorNames]);
  });

  test('Browse Advisors opens the directory', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Advisors' }).click();
    await expect(page).toHaveURL('/advisors');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Advisors' })).toBeVisible();
  });

  test('View all opens the directory', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Featured advisors' }).getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL('/advisors');
  });
});
