import { request as playwrightRequest, type Page } from '@playwright/test';
import { AccountPage, expectNoHorizontalOverflow, toast } from './support/account-pages.ts';
import { e2eStripe } from './support/e2e-server.ts';
import { expect, test } from './support/users.ts';

/**
 * Paying for Premium, end to end: the server of the `billing-*` projects has Stripe configured and
 * talks to the fake Stripe server (tools/fake-stripe) through the official SDK; the browser goes
 * through the fake's hosted Checkout and Customer Portal pages, and webhooks come back signed.
 * The fake's clock is shared by every subscription, so these tests run one at a time
 * (playwright.config.ts): moving it for one test never ends another's subscription.
 */

const fakeStripe = () => playwrightRequest.newContext({ baseURL: e2eStripe.apiUrl, extraHTTPHeaders: { authorization: 'Bearer sk_test_e2e' } });

/** Moves the fake Stripe's clock: renewals and ends up to `to` happen, with their webhooks. */
async function advanceStripeClock(to: Date): Promise<void> {
  const stripe = await fakeStripe();
  try {
    const moved = await stripe.post('/v1/test_helpers/advance', { form: { to: String(Math.ceil(to.getTime() / 1000)) } });
    expect(moved.ok(), await moved.text()).toBe(true);
    // Every webhook delivered before the page is looked at again.
    expect((await stripe.get('/v1/test_helpers/deliveries')).ok()).toBe(true);
  } finally {
    await stripe.dispose();
  }
}

interface BillingStatusBody {
  plan: 'free' | 'premium';
  subscription: { currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean } | null;
}

async function billingStatus(page: Page): Promise<BillingStatusBody> {
  const response = await page.request.get('/api/billing');
  expect(response.ok()).toBe(true);
  return (await response.json()) as BillingStatusBody;
}

/** The fake Stripe's id of the signed-in user's subscription (the user is on its metadata, as Checkout put it). */
async function stripeSubscriptionOf(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const stripe = await fakeStripe();
  try {
    const list = (await (await stripe.get('/v1/subscriptions?status=all&limit=100')).json()) as { data: { id: string; metadata: Record<string, string> }[] };
    const found = list.data.find((subscription) => subscription.metadata.userId === me.id);
    if (!found) throw new Error(`no Stripe subscription for user ${me.id}`);
    return found.id;
  } finally {
    await stripe.dispose();
  }
}

async function failRenewal(subscriptionId: string): Promise<void> {
  const stripe = await fakeStripe();
  try {
    const failed = await stripe.post('/v1/test_helpers/fail_payment', { form: { subscription: subscriptionId } });
    expect(failed.ok(), await failed.text()).toBe(true);
    expect((await stripe.get('/v1/test_helpers/deliveries')).ok()).toBe(true);
  } finally {
    await stripe.dispose();
  }
}

const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** From /pricing through the fake Checkout and back to /account, where Premium shows once Stripe's webhook has landed. */
async function upgradeThroughCheckout(page: Page): Promise<AccountPage> {
  await page.goto('/pricing');
  await page.getByRole('region', { name: 'Premium', exact: true }).getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Premium' })).toBeVisible();
  await expect(page.getByText('$5.99 per month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $5.99' }).click();
  await expect(page).toHaveURL(/\/account(\?|$)/);
  const account = new AccountPage(page);
  await expect(toast(page, 'Welcome to Premium! Your plan is active.')).toBeVisible();
  await expect(page).toHaveURL('/account');
  return account;
}

test.describe('billing with Stripe', () => {
  test('upgrade through Checkout: Premium, its next billing date and card, and the Premium features', async ({ page, createUser }) => {
    await createUser();
    const account = await upgradeThroughCheckout(page);
    await expect(account.subscription).toContainText('Premium');
    await expect(account.subscription).toContainText('Active');
    const { subscription } = await billingStatus(page);
    expect(subscription?.currentPeriodEnd).toBeTruthy();
    const nextBilling = account.subscription.getByRole('term').filter({ hasText: 'Next billing date' }).locator('xpath=following-sibling::dd');
    await expect(nextBilling).toHaveText(longDate(subscription?.currentPeriodEnd ?? ''));
    await expect(account.subscription.getByRole('term').filter({ hasText: 'Payment method' }).locator('xpath=following-sibling::dd')).toHaveText('Visa ending 4242');
    await expect(account.premiumFeatures).toContainText('Included in your plan.');
    await expectNoHorizontalOverflow(page);

    // The profile says the same, and Premium's saved conversations are open to this user now.
    await page.goto('/profile');
    const profileSubscription = page.getByRole('region', { name: 'Subscription' });
    await expect(profileSubscription).toContainText('Visa ending 4242');
    await expect(profileSubscription.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
    expect((await page.request.get('/api/conversations')).ok()).toBe(true);

    // Upgrading again leads to the portal, never to a second subscription.
    await page.goto('/pricing');
    await expect(page.getByRole('region', { name: 'Premium', exact: true }).getByText('Your Premium plan is active.')).toBeVisible();
  });

  test("cancel in the portal: Premium stays until the period's end, Resume takes it back, then it ends on time", async ({ page, createUser }) => {
    await createUser();
    const account = await upgradeThroughCheckout(page);

    await account.subscription.getByRole('button', { name: 'Manage Billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('link', { name: 'Return to site' }).click();
    await expect(page).toHaveURL('/account');

    const { subscription } = await billingStatus(page);
    const end = subscription?.currentPeriodEnd ?? '';
    expect(subscription?.cancelAtPeriodEnd).toBe(true);
    const until = account.subscription.getByRole('term').filter({ hasText: 'Premium until' }).locator('xpath=following-sibling::dd');
    await expect(until).toHaveText(longDate(end));
    await expect(account.subscription).toContainText("Your subscription is cancelled and won't renew.");
    await expect(account.premiumFeatures).toContainText('Included in your plan.');

    // Resume: the subscription renews again, and the date is a billing date once more.
    await account.subscription.getByRole('button', { name: 'Resume Premium' }).click();
    await expect(toast(page, 'Your Premium plan will renew as usual.')).toBeVisible();
    await expect(account.subscription.getByRole('term').filter({ hasText: 'Next billing date' })).toBeVisible();
    await expect(account.subscription.getByRole('button', { name: 'Resume Premium' })).toHaveCount(0);

    // Cancel again, then move Stripe's clock past the period's end: Stripe ends it, and so does Premium.
    await account.subscription.getByRole('button', { name: 'Manage Billing' }).click();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('link', { name: 'Return to site' }).click();
    await expect(until).toHaveText(longDate(end));
    await advanceStripeClock(new Date(new Date(end).getTime() + 60_000));
    await page.reload();
    await expect(account.subscription).toContainText('Free');
    await expect(account.subscription.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    await expect(account.premiumFeatures).toContainText('Available with Premium.');
  });

  test('back from Checkout before Stripe has confirmed: the page says it is confirming, then that it is still waiting', async ({ page, createUser }) => {
    // Nothing was paid, so no webhook will come: what a user sees while Stripe's confirmation is late.
    await page.clock.install();
    await createUser();
    await page.goto('/account?checkout=success');
    const account = new AccountPage(page);
    await expect(page.getByRole('status').filter({ hasText: 'Confirming your payment…' })).toBeVisible();
    await expect(account.subscription).toContainText('Free');
    await page.clock.fastForward(31_000);
    await expect(page.getByRole('status').filter({ hasText: 'Your payment is still being confirmed.' })).toBeVisible();
    await expect(page).toHaveURL('/account?checkout=success');
  });

  test('a failed renewal: a banner while Stripe retries, Premium kept, and a new card in the portal settles it', async ({ page, createUser }) => {
    await createUser();
    const account = await upgradeThroughCheckout(page);
    await failRenewal(await stripeSubscriptionOf(page));
    await page.reload();
    const banner = account.subscription.getByRole('alert').filter({ hasText: "Your last payment didn't go through." });
    await expect(banner).toBeVisible();
    await expect(account.premiumFeatures).toContainText('Included in your plan.');
    await expectNoHorizontalOverflow(page);

    await banner.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await page.getByRole('button', { name: 'Update card' }).click();
    await page.getByRole('link', { name: 'Return to site' }).click();
    await expect(page).toHaveURL('/account');
    await expect(account.subscription.getByRole('term').filter({ hasText: 'Payment method' }).locator('xpath=following-sibling::dd')).toHaveText('Mastercard ending 4444');
    await expect(banner).toHaveCount(0);
  });
});
