import { AccountPage, expectNoHorizontalOverflow, signInWithForm, toast } from './support/account-pages.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { createCustomer, expect, test } from './support/users.ts';
import { signInStatus } from './support/users.ts';
import { outboxMail } from './support/accounts.ts';

test.describe('account deletion', () => {
  test('a member deletes their account with their email and password, then cannot sign in with it', async ({ page, createUser, adminApi, consoleErrors }) => {
    // The refused deletions answer 400; once deleted, the signed-out account page and the refused
    // sign-in answer 401. Chromium logs each.
    consoleErrors.allow(failedResourcePattern(400));
    consoleErrors.allow(failedResourcePattern(401));
    const member = await createUser();
    const account = new AccountPage(page);
    await account.goto();
    const card = page.getByRole('region', { name: 'Delete account' });
    await expect(card).toContainText('It cannot be undone.');
    await card.getByRole('button', { name: 'Delete account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Feedback and contact messages you sent stay, without your name, email or account.');
    // A free member has no subscription to lose: no Premium notice.
    await expect(dialog).not.toContainText('Premium subscription will be cancelled');
    await expectNoHorizontalOverflow(page);

    // Nothing typed: the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Please enter your password')).toBeVisible();

    // Another email, then a wrong password: each refused on its own field, and the account stays.
    await dialog.getByLabel('Type your email to confirm').fill('someone.else@example.com');
    await dialog.getByLabel('Your password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('This is not the email of your account.')).toBeVisible();
    await dialog.getByLabel('Type your email to confirm').fill(member.email);
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is not correct.')).toBeVisible();

    await dialog.getByLabel('Your password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await account.goto();
    await expect(page.getByText('Please sign in to view your account.')).toBeVisible();

    const mail = await outboxMail(adminApi, member.email, 'account_deleted');
    expect(mail.subject).toBe('Your Wayfinder account has been deleted');

    // The same email and password open nothing now.
    await page.goto('/auth?tab=signin');
    await signInWithForm(page, member, member.password);
    await expect(page.getByText(/invalid email or password/i)).toBeVisible();
  });

  test('a Premium member is told the subscription ends now, with no further charge', async ({ page, createUser }) => {
    // The dialog is only looked at: no account is deleted here.
    await createUser({ plan: 'premium' });
    await new AccountPage(page).goto();
    await page.getByRole('region', { name: 'Delete account' }).getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog).toContainText('Your Premium subscription will be cancelled now, with no further charge, and you keep nothing of it');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(new AccountPage(page).heading).toBeVisible();
  });

  test('an admin deletes a customer from Customers, audited, and the customer cannot sign in', async ({ page, adminApi, baseURL, signInAs, request }) => {
    const tag = `Gone${Date.now().toString(36)}`;
    const customer = await createCustomer(adminApi, baseURL as string, { name: `Gina ${tag}` });
    await signInAs('admin');
    await page.goto('/admin/customers');
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag.toLowerCase());
    await expect(page.getByText('Page 1 of 1 · 1 customer')).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${customer.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Their feedback and contact messages stay, unsigned.');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText(`${customer.name}'s account is deleted`)).toBeVisible();
    await expect(page.getByText('No customers match.')).toBeVisible();

    await page.goto('/admin/audit');
    await expect(page.getByRole('main')).toContainText('Delete account');
    expect(await signInStatus(request, baseURL as string, customer.email, customer.password)).toBe(401);
  });
});
