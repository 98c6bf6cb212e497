import { breakApi, expect, failedResourcePattern, test, uniqueEmail } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

test.describe('request an invite on the Access screen', () => {
  test('shows the Access screen after its skeleton, with both tabs', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Access to Wayfinder' })).toBeVisible();
    await expect(page.getByText('Get help along the way with our AI advisors')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Request Invite' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('gives each validation message of the spec', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Request Invite' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please select at least one advisor')).toBeVisible();
    await expect(page.getByText('Please tell us how you found out about us')).toBeVisible();
  });

  test('Select All selects and clears every advisor; unselecting one clears Select All', async ({ page }) => {
    await page.goto('/auth');
    const selectAll = page.getByRole('checkbox', { name: 'Select All' });
    const advisors = page.getByRole('group', { name: 'Which advisors would you like to talk to?' }).getByRole('checkbox');
    await expect(selectAll).toBeVisible();
    const total = await advisors.count();
    expect(total).toBeGreaterThan(10);
    await selectAll.click();
    for (let index = 0; index < total; index++) await expect(advisors.nth(index)).toBeChecked();
    await page.getByRole('checkbox', { name: /^Maren/ }).click();
    await expect(selectAll).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Theo/ })).toBeChecked();
    await selectAll.click();
    await expect(selectAll).toBeChecked();
    await selectAll.click();
    for (let index = 0; index < total; index++) await expect(advisors.nth(index)).not.toBeChecked();
  });

  test('submits, thanks the visitor and resets the form', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Name', { exact: true }).fill('Jamie Rivera');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
    await page.getByRole('checkbox', { name: /^Maren/ }).click();
    await page.getByLabel('How did you hear about us?').fill('A podcast');
    await page.getByRole('checkbox', { name: 'Keep me posted about new advisors and features' }).click();
    await page.getByRole('button', { name: 'Request Invite' }).click();
    await expect(page.getByText('Thank you for your interest!')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /^Maren/ })).not.toBeChecked();
  });

  test('keeps what was typed when the server fails', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await breakApi(page, '**/api/invite-requests');
    await page.goto('/auth');
    await page.getByLabel('Name', { exact: true }).fill('Jamie Rivera');
    await page.getByLabel('Email', { exact: true }).fill('jamie@example.com');
    await page.getByRole('checkbox', { name: /^Maren/ }).click();
    await page.getByLabel('How did you hear about us?').fill('A podcast');
    await page.getByRole('button', { name: 'Request Invite' }).click();
    await expect(page.getByText('Failed to submit invite request. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jamie Rivera');
  });

  test('says when advisors cannot be loaded, or when there are none', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await breakApi(page, '**/api/advisors');
    await page.goto('/auth');
    await expect(page.getByText('Failed to load advisors. Please refresh the page.')).toBeVisible();

    await page.unroute('**/api/advisors');
    await page.route('**/api/advisors', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.reload();
    await expect(page.getByText('No advisors available at the moment.')).toBeVisible();
  });
});

test.describe('the auth dialog', () => {
  test('opens from Get Access on an advisor page and switches titles with the tabs', async ({ page }) => {
    await page.goto('/advisors/maren');
    await page.getByRole('button', { name: 'Get Access' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Get Access to Wayfinder' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Request Invite' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('tab', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
