import type { Page } from '@playwright/test';
import { expect, test } from './support/users.ts';
import { SiteLayout } from './support/pages.ts';

function pricing(page: Page) {
  const free = page.getByRole('region', { name: 'Free', exact: true });
  const premium = page.getByRole('region', { name: 'Premium', exact: true });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }),
    free,
    premium,
    signInToUpgrade: premium.getByRole('button', { name: 'Sign in to upgrade' }),
    // The default start has no Stripe (as `npm start`): the Upgrade control says so plainly.
    offlineNotice: premium.getByTestId('offline-upgrade-notice'),
    getAccess: free.getByRole('button', { name: 'Get Access' }),
  };
}

async function open(page: Page) {
  await page.goto('/pricing');
  await expect(pricing(page).heading).toBeVisible();
}

test.describe('pricing: visitors', () => {
  test('shows Free and Premium side by side, with the price and the benefits', async ({ page }) => {
    await open(page);
    const plans = pricing(page);
    await expect(plans.free).toBeVisible();
    await expect(plans.premium).toBeVisible();
    await expect(plans.free).toContainText('$0');
    await expect(plans.free).toContainText("Free chats aren't saved. Upgrade later to keep your sessions.");
    await expect(plans.premium).toContainText('$5.99');
    await expect(plans.premium).toContainText('/month');
    await expect(plans.premium).toContainText('Cancel any time; Premium stays active until the end of your billing period.');

    const benefits = plans.premium.getByRole('list', { name: 'Premium includes' }).getByRole('listitem');
    await expect(benefits).toHaveText([
      'Your advisor remembers earlier conversations and preferences',
      'Save and continue conversations',
      'See your conversation history',
      'Switch advisors without losing progress',
      'Priority support',
      'Early access to new features',
      'Up to 200 itineraries with the AI Travel Planner',
      /^Inviting others to a session\s*Coming soon$/,
    ]);
    // The free plan's limit, stated where the plans are compared (issue 24).
    await expect(plans.free.getByRole('list', { name: 'Free includes' }).getByRole('listitem')).toHaveText([
      'Chat with any advisor, for as long as you like',
      'Evidence-based, therapy-informed guidance',
      'Available whenever you need it, day or night',
      'Switch advisors whenever you want',
      'One itinerary with the AI Travel Planner',
    ]);
    await expect(plans.free.getByText('Your plan')).toHaveCount(0);
    await expect(plans.premium.getByText('Your plan')).toHaveCount(0);

    // Side by side on desktop, stacked on a phone.
    const [freeBox, premiumBox] = [await plans.free.boundingBox(), await plans.premium.boundingBox()];
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    if (wide) expect(Math.abs((freeBox?.y ?? 0) - (premiumBox?.y ?? 1))).toBeLessThan(2);
    else expect(premiumBox?.y ?? 0).toBeGreaterThan((freeBox?.y ?? 0) + (freeBox?.height ?? 0) - 1);
  });

  test('Premium is for members: a visitor is asked to sign in first', async ({ page }) => {
    await open(page);
    await pricing(page).signInToUpgrade.click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  });

  test('Get Access opens the invite request', async ({ page }) => {
    await open(page);
    await pricing(page).getAccess.click();
    await expect(page.getByRole('dialog', { name: 'Get Access to Wayfinder' })).toBeVisible();
  });

  test('answers plan questions and links to the full FAQ', async ({ page }) => {
    await open(page);
    const questions = page.getByRole('region', { name: 'Plan questions' });
    await expect(questions.getByRole('heading', { level: 3, name: 'How does billing work?' })).toBeVisible();
    await expect(questions.getByRole('heading', { level: 3, name: 'How many trips can I plan on the free plan?' })).toBeVisible();
    await expect(questions).toContainText('The free plan includes one itinerary in the AI travel planner');
    await expect(questions.getByRole('heading', { level: 3, name: "What if I'm not satisfied? Can I cancel?" })).toBeVisible();
    await questions.getByRole('link', { name: 'Read all FAQs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test("the footer's FAQs link leads here", async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await layout.footer.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(pricing(page).heading).toBeVisible();
  });
});

test.describe('pricing: signed in', () => {
  test('a free user sees Free as their plan; without Stripe, Upgrade says so and leads to the team', async ({ page, signInAs }) => {
    await signInAs('free');
    await open(page);
    const plans = pricing(page);
    await expect(plans.free.getByText('Your plan', { exact: true })).toBeVisible();
    await expect(plans.premium.getByText('Your plan', { exact: true })).toHaveCount(0);
    await expect(plans.getAccess).toHaveCount(0);
    await expect(plans.free.getByRole('link', { name: 'Browse advisors' })).toHaveAttribute('href', '/advisors');
    await expect(plans.offlineNotice).toContainText('Online upgrades are not available on this server. Please contact the team to upgrade.');
    await expect(plans.signInToUpgrade).toHaveCount(0);
    await plans.offlineNotice.getByRole('link', { name: 'Contact the team' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('a Premium user sees Premium as their plan, active', async ({ page, signInAs }) => {
    await signInAs('premium');
    await open(page);
    const plans = pricing(page);
    await expect(plans.premium.getByText('Your plan', { exact: true })).toBeVisible();
    await expect(plans.premium.getByText('Your Premium plan is active.')).toBeVisible();
    await expect(plans.free.getByText('Your plan', { exact: true })).toHaveCount(0);
    await expect(plans.offlineNotice).toHaveCount(0);
    await expect(plans.premium.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });
});
