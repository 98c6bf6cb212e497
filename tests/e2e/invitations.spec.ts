import { uniqueEmail } from './support/fixtures.ts';
import { baseURL, linkIn, outboxMail, signInAs } from './support/accounts.ts';
import { expect, test } from './support/users.ts';
import { SiteLayout } from './support/pages.ts';

test.describe('invitations', () => {
  test('an admin approves a request and the emailed link leads to a working sign-up', async ({ page, browser, adminApi }) => {
    // A whole journey through three sessions (visitor, admin, invited guest) with two password
    // hashings: on a loaded 2-core machine it can pass the 30 s meant for one screen.
    test.slow();
    const email = uniqueEmail();
    // A visitor asks for an invite.
    await page.goto('/auth');
    await page.getByLabel('Name', { exact: true }).fill('Morgan Lee');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: /^Theo/ }).click();
    await page.getByLabel('How did you hear about us?').fill('A friend');
    await page.getByRole('button', { name: 'Request Invite' }).click();
    await expect(page.getByText('Thank you for your interest!')).toBeVisible();

    // The admin approves it from the Admin menu's Content page, on its Invite requests tab (the first).
    await signInAs(page, 'admin');
    await page.goto('/');
    const layout = new SiteLayout(page);
    await layout.openMenu();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('tab', { name: 'Invite requests', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Invite requests' })).toBeVisible();
    // Newest first: the request is on the first page of the pending queue.
    const card = page.getByRole('region', { name: 'Pending requests' }).getByRole('row').filter({ hasText: email });
    await expect(card).toContainText('Morgan Lee');
    await card.getByRole('button', { name: 'Approve Morgan Lee' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // The invitation email's link opens the sign-up page with the email filled in.
    const mail = await outboxMail(adminApi, email, 'invitation');
    const link = linkIn(mail.text, '/signup');
    const guest = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.251.1.1' } });
    const invited = await guest.newPage();
    await invited.goto(link);
    await expect(invited.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(invited.getByLabel('Full Name')).toHaveValue('Morgan Lee');
    await invited.getByLabel('Password', { exact: true }).fill('quiet-river-77');
    await invited.getByLabel('Confirm Password').fill('quiet-river-78');
    await invited.getByRole('button', { name: 'Sign Up' }).click();
    await expect(invited.getByText("Passwords don't match")).toBeVisible();
    await invited.getByLabel('Confirm Password').fill('quiet-river-77');
    await invited.getByRole('button', { name: 'Sign Up' }).click();
    await expect(invited.getByText('Account created successfully!')).toBeVisible();
    // Sign-up then goes home; a menu opened before that navigation would close with it.
    await expect(invited).toHaveURL(/\/$/);
    await new SiteLayout(invited).openMenu();
    await expect(invited.getByRole('link', { name: /Morgan Lee/ })).toBeVisible();

    // The link works once.
    const again = await (await browser.newContext({ baseURL })).newPage();
    await again.goto(link);
    await expect(again.getByText(/invalid, already used or expired/)).toBeVisible();
    await expect(again.getByRole('link', { name: 'Request Invite' })).toBeVisible();
    await guest.close();
  });
});
