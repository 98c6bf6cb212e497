import { expect, test } from './support/fixtures.ts';
import { demoAccounts, demoPassword, signInAs } from './support/accounts.ts';
import { SiteLayout } from './support/pages.ts';

test.describe('sign in and out', () => {
  test('validates with the spec messages', async ({ page }) => {
    await page.goto('/auth?tab=signin');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('signs in with a toast, shows the user in the menu, and signs out with a toast', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/auth?tab=signin');
    await page.getByLabel('Email', { exact: true }).fill(demoAccounts.free.email);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await layout.openMenu();
    const card = page.getByRole('link', { name: new RegExp(demoAccounts.free.name) });
    await expect(card).toContainText(demoAccounts.free.email);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Successfully signed out!')).toBeVisible();
    await layout.openMenu();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test("tells the server's message on a wrong password and keeps the email", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto('/auth?tab=signin');
    await page.getByLabel('Email', { exact: true }).fill(demoAccounts.free.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(/invalid email or password/i)).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoAccounts.free.email);
  });

  test('the session survives a reload and is shared by two tabs, and so is signing out', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/advisors');
    await page.goto('/auth?tab=signin');
    await page.getByLabel('Email', { exact: true }).fill(demoAccounts.premium.email);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Successfully signed in!')).toBeVisible();

    const otherLayout = new SiteLayout(other);
    await otherLayout.openMenu();
    await expect(other.getByRole('link', { name: new RegExp(demoAccounts.premium.name) })).toBeVisible();
    await other.keyboard.press('Escape');

    await page.reload();
    const layout = new SiteLayout(page);
    await layout.openMenu();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Successfully signed out!')).toBeVisible();

    await otherLayout.openMenu();
    await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('/login is the Sign In tab', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\?tab=signin$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the auth dialog closes once signed in and the advisor page greets the user', async ({ page }) => {
    await page.goto('/advisors/maren');
    await page.getByRole('button', { name: 'Get Access' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(demoAccounts.free.email);
    await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Ready when you are')).toBeVisible();
    await expect(page.getByText('Start your session with Maren')).toBeVisible();
    await expect(page.getByText("Free chats aren't saved. Upgrade later to keep your sessions.")).toBeVisible();
  });

  test('premium members are not told that chats are not saved', async ({ page }) => {
    await signInAs(page, 'premium');
    await page.goto('/advisors/maren');
    await expect(page.getByText('Ready when you are')).toBeVisible();
    await expect(page.getByText("Free chats aren't saved. Upgrade later to keep your sessions.")).toHaveCount(0);
  });
});
