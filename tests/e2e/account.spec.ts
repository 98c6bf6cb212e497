import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { AccountPage, expectNoHorizontalOverflow, toast } from './support/account-pages.ts';
import { breakApi, failedResourcePattern, holdRequests, uniqueEmail } from './support/fixtures.ts';
import { expect, test } from './support/users.ts';

test.describe('account: visitors', () => {
  test('a visitor is asked to sign in', async ({ page, consoleErrors }) => {
    // GET /api/me answers a visitor 401, which Chromium logs.
    consoleErrors.allow(failedResourcePattern(401));
    const account = new AccountPage(page);
    await account.goto();
    await expect(page).toHaveTitle('My Account | Wayfinder');
    await expect(page.getByText('Please sign in to view your account.')).toBeVisible();
    await expect(account.profileInformation).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth?tab=signin');
  });
});

test.describe('account: signed in', () => {
  test('a free user sees the seven cards, the upgrade link and the locked Premium features', async ({ page, signInAs }) => {
    await signInAs('free');
    const account = new AccountPage(page);
    await account.goto();
    await expect(page).toHaveTitle('My Account | Wayfinder');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Profile Information',
      'Email & Password',
      'Subscription',
      'Premium Features',
      'Mailing List',
      'Download my data',
      'Delete account',
    ]);

    await expect(account.profileInformation).toContainText('Frankie Free');
    await expect(account.profileInformation).toContainText('free@wayfinder.local');
    await expect(account.profileInformation).toContainText(/Member since\s*\w+ \d{1,2}, \d{4}/);
    await expect(account.profileInformation.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');

    await expect(account.subscription).toContainText('Free');
    await expect(account.subscription.getByTestId('offline-upgrade-notice')).toContainText('Online upgrades are not available on this server.');
    await expect(account.subscription.getByRole('link', { name: 'Contact the team' })).toHaveAttribute('href', '/contact');

    await expect(account.premiumFeatures).toContainText('Available with Premium.');
    await expect(account.premiumFeatures.getByRole('listitem')).toHaveCount(6);
    await expect(account.premiumFeatures.getByRole('listitem').filter({ hasText: '(Premium)' })).toHaveCount(6);
    await expect(account.premiumFeatures).not.toContainText('Included');

    await expect(account.mailingEmail).toHaveValue('free@wayfinder.local');
    await expect(account.consent).not.toBeChecked();
    await expect(account.password.changeButton).toBeVisible();

    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await account.profileInformation.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  });

  test('a Premium user has the features included and no upgrade link', async ({ page, signInAs }) => {
    await signInAs('premium');
    const account = new AccountPage(page);
    await account.goto();
    await expect(account.subscription).toContainText('Premium');
    await expect(account.subscription).toContainText('Active');
    await expect(account.subscription.getByTestId('offline-upgrade-notice')).toHaveCount(0);
    await expect(account.premiumFeatures).toContainText('Included in your plan.');
    await expect(account.premiumFeatures.getByRole('listitem').filter({ hasText: '(included)' })).toHaveCount(6);
    await expectNoHorizontalOverflow(page);
  });

  test("an admin's grant with an end date shows as 'Premium until' on /account and /profile", async ({ page, createUser, adminApi, baseURL }) => {
    await createUser();
    const me = (await (await page.request.get('/api/me')).json()) as { id: string };
    const until = new Date(Date.now() + 45 * 24 * 60 * 60 * 1000);
    const granted = await adminApi.post(`/api/admin/customers/${me.id}/grant-premium`, { data: { until: until.toISOString() }, headers: { origin: baseURL ?? '' } });
    expect(granted.status(), await granted.text()).toBe(200);
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(until);

    const account = new AccountPage(page);
    await account.goto();
    const untilTerm = account.subscription.getByRole('term').filter({ hasText: 'Premium until' });
    await expect(untilTerm.locator('xpath=following-sibling::dd')).toHaveText(shown);
    await expect(account.subscription).toContainText('granted to you by the team');
    await expect(account.premiumFeatures).toContainText('Included in your plan.');

    await page.goto('/profile');
    const profileSubscription = page.getByRole('region', { name: 'Subscription' });
    await expect(profileSubscription.getByRole('term').filter({ hasText: 'Premium until' }).locator('xpath=following-sibling::dd')).toHaveText(shown);
    await expectNoHorizontalOverflow(page);
  });

  test('the Email & Password card opens the password form and cancels back', async ({ page, signInAs }) => {
    await signInAs('free');
    const account = new AccountPage(page);
    await account.goto();
    await account.password.open();
    await expect(account.password.current).toBeFocused();
    await expect(account.password.next).toBeVisible();
    await expect(account.password.confirm).toBeVisible();
    await expect(account.password.submit).toHaveText('Update Password');
    await account.password.cancel.click();
    await expect(account.password.form).toHaveCount(0);
    await expect(account.password.changeButton).toBeFocused();
  });
});

test.describe('account: mailing list', () => {
  test('ticking the box subscribes the address (stored), then a second time counts as subscribed', async ({ page, request, signInAs, consoleErrors }) => {
    // The second sign-up of the same address is answered 409.
    consoleErrors.allow(failedResourcePattern(409));
    await signInAs('free');
    const account = new AccountPage(page);
    await account.goto();

    // Empty: the spec's message, and the box stays unticked.
    await account.mailingEmail.fill('');
    await account.consent.click();
    await expect(account.mailingList.getByRole('alert')).toHaveText('Please enter an email address');
    await expect(account.mailingEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(account.consent).not.toBeChecked();

    const email = uniqueEmail();
    await account.mailingEmail.fill(email);
    const held = await holdRequests(page, '**/api/me/mailing-list');
    await account.consent.click();
    await expect(account.consent).toBeDisabled();
    held.release();
    await expect(toast(page, 'Successfully subscribed!')).toBeVisible();
    await expect(account.mailingList.getByRole('status').filter({ hasText: "You're subscribed" })).toContainText(email);
    await expect(account.consent).toBeChecked();
    await expect(account.consent).toBeDisabled();

    // Stored: the public newsletter route refuses the same address.
    const again = await request.post('/api/newsletter', { data: { email } });
    expect(again.status()).toBe(409);

    await page.reload();
    await account.mailingEmail.fill(email);
    await account.consent.click();
    await expect(toast(page, "You're already on our list!")).toBeVisible();
    await expect(account.consent).toBeChecked();
    await expect(account.mailingList.getByRole('status').filter({ hasText: "You're subscribed" })).toBeVisible();
  });

  test('a failure says so and leaves the box unticked to try again', async ({ page, signInAs, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await signInAs('free');
    await breakApi(page, '**/api/me/mailing-list');
    const account = new AccountPage(page);
    await account.goto();
    await account.mailingEmail.fill(uniqueEmail());
    await account.consent.click();
    await expect(toast(page, 'Failed to subscribe. Please try again.')).toBeVisible();
    await expect(account.consent).not.toBeChecked();
    await expect(account.consent).toBeEnabled();
  });
});
