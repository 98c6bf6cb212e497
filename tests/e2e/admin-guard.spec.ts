import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { signInAs } from './support/accounts.ts';
import { SiteLayout } from './support/pages.ts';

test.describe('admin pages', () => {
  test('send visitors to sign in', async ({ page }) => {
    await page.goto('/admin/content');
    await expect(page).toHaveURL(/\/auth\?tab=signin$/);
  });

  test('send signed-in members home', async ({ page }) => {
    await signInAs(page, 'free');
    await page.goto('/admin/content?tab=faq');
    await expect(page).toHaveURL(/\/$/);
  });

  test('open for admins, with the Admin section in the menu', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
    await new SiteLayout(page).openMenu();
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    // Dashboard first, then the other admin pages.
    await expect(adminNav.getByRole('link').first()).toHaveText('Dashboard');
    await expect(adminNav.getByRole('link').nth(1)).toHaveText('Advisors');
    await expect(adminNav.getByRole('link', { name: 'Customers' })).toBeVisible();
    await expect(adminNav.getByRole('link', { name: 'Audit log' })).toBeVisible();
    // Invite requests and the outbox are tabs of the content page, no longer menu entries.
    await expect(adminNav.getByRole('link', { name: 'Invite requests' })).toHaveCount(0);
    await expect(adminNav.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
    await adminNav.getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    // The old addresses land on their tabs.
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/admin\/content\?tab=outbox$/);
    await expect(page.getByRole('tab', { name: 'Outbox', selected: true })).toBeVisible();
    await page.goto('/admin/invite-requests');
    await expect(page).toHaveURL(/\/admin\/content\?tab=invites$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Invite requests' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
