import { failedResourcePattern } from './support/fixtures.ts';
import { createNamedCustomer, expect, test } from './support/users.ts';

test.describe('admin dashboard', () => {
  test('shows the figures, the recent activity and quick actions that work', async ({ page, adminApi, baseURL, signInAs }) => {
    const customer = await createNamedCustomer(adminApi, baseURL as string, `Dash ${Date.now().toString(36)}`);
    await signInAs('admin');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const figure = (label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    await expect(figure('Users')).toContainText(/\d+\s*\+\d+ this week/);
    await expect(figure('Active advisors')).toContainText(/[1-9]\d*/);
    await expect(figure('Content items')).toContainText(/\d+ feedback · \d+ contact · \d+ pending invites/);
    // Monthly recurring revenue is the paying subscribers at $5.99 each; admins' grants are counted apart.
    const premiumFigure = figure('Premium subscribers');
    await expect(premiumFigure).toContainText(/[\d,]+ paying · [\d,]+ by admin grant/);
    const paying = Number((/([\d,]+) paying/.exec(await premiumFigure.innerText())?.[1] ?? '').replaceAll(',', ''));
    const revenue = (paying * 5.99).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await expect(figure('MRR').locator('dd > span').first()).toHaveText(revenue);

    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(activity.getByRole('listitem').filter({ hasText: `${customer.name} signed up` })).toContainText(
      /Sign-up:.*(just now|minutes? ago)/,
    );

    const exportLink = page.getByRole('link', { name: /Export customers/ });
    await expect(exportLink).toHaveAttribute('href', /^\/api\/admin\/customers\/export\.csv\?/);
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    // Add advisor opens the advisors page with its add form.
    await page.getByRole('link', { name: /Add advisor/ }).click();
    await expect(page).toHaveURL(/\/admin\/advisors\?new=1$/);
    await expect(page.getByRole('dialog', { name: 'Add advisor' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Add advisor' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/advisors$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: /Review invites/ }).click();
    await expect(page).toHaveURL(/\/admin\/content\?tab=invites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Invite requests/, selected: true })).toBeVisible();
  });

  test('fits a phone screen without sideways scrolling', async ({ page, signInAs, createUser }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // A name with no place to break, among the newest sign-ups: the activity list must wrap it.
    await createUser({ name: `Wolfeschlegelsteinhausenbergerdorff${Date.now().toString(36)}` });
    await signInAs('admin');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('dl > div').filter({ hasText: 'MRR' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('offers a retry when the figures cannot load, and says when there is no activity', async ({ page, signInAs, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await signInAs('admin');
    let fail = true;
    await page.route('**/api/admin/dashboard', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
          })
        : route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              users: { total: 1234, newThisWeek: 7 },
              activeAdvisors: 3,
              content: { total: 16, feedback: 1, contactMessages: 2, pendingInviteRequests: 3, faqEntries: 10 },
              premium: { subscribers: 1000, paidSubscribers: 990, grants: 10, monthlyRecurringRevenueCents: 593_010 },
              jobs: { failed: 0, stuck: 0 },
              activity: [],
            }),
          }),
    );
    await page.goto('/admin/dashboard');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the dashboard' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await expect(page.locator('dl > div').filter({ hasText: 'Users' })).toContainText('1,234+7 this week');
    await expect(page.locator('dl > div').filter({ hasText: 'MRR' })).toContainText('$5,930.10');
    await expect(page.locator('dl > div').filter({ hasText: 'Premium subscribers' })).toContainText('1,000990 paying · 10 by admin grant');
    await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText('No activity yet');
  });
});
