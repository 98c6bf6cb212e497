import { uniqueEmail } from './support/fixtures.ts';
import { linkIn, outboxMail, signInWith } from './support/accounts.ts';
import { SiteLayout } from './support/pages.ts';
import { expect, signOut, test } from './support/users.ts';

const sentTitle = 'Check your email for a link to reset your password';
const sentNote =
  "If an account exists with this email, we've sent instructions on how to reset your password. Please check your inbox and spam folder.";

test.describe('reset password', () => {
  test('answers the same for an unknown address', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(sentTitle)).toBeVisible();
    await expect(page.getByText(sentNote)).toBeVisible();
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signin$/);
  });

  test('works end to end through the emailed link, then signs the user in', async ({ page, playwright, adminApi, createUser, baseURL }) => {
    const user = await createUser();
    await signOut(page.request, baseURL ?? '');

    await page.goto('/auth?tab=signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    // The sign-in form (with its own Email field) stays on screen until the reset page's code is in.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(sentTitle)).toBeVisible();

    const mail = await outboxMail(adminApi, user.email, 'password_reset');
    await page.goto(linkIn(mail.text, '/reset-password'));
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass-1');
    await page.getByLabel('Confirm New Password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('brand-new-pass-1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();

    await new SiteLayout(page).openMenu();
    await expect(page.getByRole('link', { name: new RegExp(user.name) })).toBeVisible();

    // The new password is the one that works now.
    const fresh = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.9' } });
    await signInWith(fresh, user.email, 'brand-new-pass-1');
    await fresh.dispose();
  });
});
