import { expect, failedResourcePattern, test } from './support/fixtures.ts';

test.describe('advisor page', () => {
  test('shows the advisor, the call to action and the about section', async ({ page }) => {
    await page.goto('/advisors/maren');
    await expect(page.getByRole('heading', { level: 1, name: 'Maren' })).toBeVisible();
    await expect(page).toHaveTitle('Maren | Wayfinder');

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to advisors' })).toHaveAttribute('href', '/advisors');
    await expect(main.locator('[data-status]')).toContainText('Available');
    // Maren's own ethos wins: it is set and her short description is long enough.
    await expect(main.getByText('Clarity & Focus', { exact: true })).toBeVisible();
    await expect(main.getByText('Helps you cut through mental clutter, weigh your options and make decisions you can stand behind.')).toBeVisible();

    await expect(main.getByText('Step in and say hello to Maren', { exact: true })).toBeVisible();
    await expect(main.getByText('Your first session is free. Create an account to begin.', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Get Access' })).toBeVisible();

    const about = main.getByRole('region', { name: 'About Maren' });
    await expect(about.getByRole('heading', { level: 2, name: 'About Maren' })).toBeVisible();
    await expect(about.getByRole('heading', { level: 3 })).toHaveText(['Overview', 'Approach & Methods', 'Areas of Focus', 'Ideal For']);
    await expect(about.getByText('Socratic Questioning', { exact: true })).toBeVisible();
    await expect(about.getByText(/^Individuals seeking guidance with /)).toHaveText(
      'Individuals seeking guidance with clarity, decisions, focus, prioritising',
    );
  });

  test("a shared link shows the advisor: name, ethos, description and avatar in the page's Open Graph tags, one canonical address", async ({ page, baseURL }) => {
    await page.goto('/advisors/maren?from=home');
    await expect(page.getByRole('heading', { level: 1, name: 'Maren' })).toBeVisible();
    const head = page.locator('head');
    const description = 'Clarity & Focus: Helps you cut through mental clutter, weigh your options and make decisions you can stand behind.';
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Maren | Wayfinder');
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/api/advisors/maren/preview.png`);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/advisors/maren`);
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);

    // Moving on replaces them: the directory's own, never two sets at once.
    await page.getByRole('link', { name: 'Back to advisors' }).click();
    await expect(page).toHaveTitle('AI Advisors | Wayfinder');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/advisors`);
    await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(head.locator('meta[property="og:image"]')).toHaveCount(0);
  });

  test('an advisor without an ethos gets a headline from the tags, and their status', async ({ page }) => {
    await page.goto('/advisors/noor');
    await expect(page.getByRole('heading', { level: 1, name: 'Noor' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('[data-status]')).toContainText('Training');
    await expect(main.getByRole('tooltip')).toHaveText('Advisor is in training mode');
    await expect(main.getByText('Self-Discovery & Purpose', { exact: true })).toBeVisible();
  });

  test('Back to advisors returns to the directory', async ({ page }) => {
    await page.goto('/advisors/maren');
    await page.getByRole('link', { name: 'Back to advisors' }).click();
    await expect(page).toHaveURL('/advisors');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Advisors' })).toBeVisible();
  });

  test('Get Access opens the auth dialog on Request Invite', async ({ page }) => {
    await page.goto('/advisors/maren');
    await page.getByRole('button', { name: 'Get Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Access to Wayfinder' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Request Invite' })).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown advisor sends the visitor back to the directory', async ({ page, consoleErrors }) => {
    // The API answers 404 for the unknown slug, which Chromium logs.
    consoleErrors.allow(failedResourcePattern(404));
    await page.goto('/');
    await page.goto('/advisors/no-such-advisor');
    await expect(page).toHaveURL('/advisors');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Advisors' })).toBeVisible();
    // The redirect replaces the history entry: Back skips the unknown advisor.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
});
