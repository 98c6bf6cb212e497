import { expect, failedResourcePattern, holdRequests, openInApp, test } from './support/fixtures.ts';

const questions = [
  'What is Wayfinder?',
  'How do I get started?',
  'Is there a free plan?',
  'How many trips can I plan on the free plan?',
  'How much does Wayfinder cost?',
  'How does billing work?',
  "What if I'm not satisfied? Can I cancel?",
  'Do advisors get better at helping me with Premium?',
  'Can I invite others to a session?',
  'Are my conversations private?',
  'Can I change my advisor?',
];

test.describe('FAQ', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('lists the merged questions once each, as h2s, all closed', async ({ page }) => {
    const triggers = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
    await expect(triggers).toHaveText(questions);
    const texts = await triggers.allInnerTexts();
    expect(new Set(texts.map((text) => text.trim().toLowerCase())).size).toBe(texts.length);
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens one answer at a time, and closes it again', async ({ page }) => {
    const billing = page.getByRole('button', { name: 'How does billing work?' });
    const cancel = page.getByRole('button', { name: "What if I'm not satisfied? Can I cancel?" });

    await billing.click();
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Premium is billed monthly at \$5\.99/)).toBeVisible();

    await cancel.click();
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Premium is billed monthly at \$5\.99/)).toBeHidden();
    await expect(page.getByText(/Premium stays active until the end of the billing period/)).toBeVisible();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);

    await cancel.click();
    await expect(cancel).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('answers are consistent with the plans: coming soon, pricing link, privacy', async ({ page }) => {
    await page.getByRole('button', { name: 'Can I invite others to a session?' }).click();
    await expect(page.getByText(/Inviting others to join a session is coming soon/)).toBeVisible();

    await page.getByRole('button', { name: 'How much does Wayfinder cost?' }).click();
    const pricingLink = page.getByRole('link', { name: 'pricing page' });
    await expect(pricingLink).toHaveAttribute('href', '/pricing');

    await page.getByRole('button', { name: 'Are my conversations private?' }).click();
    await expect(page.getByText(/Free chats aren't stored on our servers/)).toBeVisible();
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test("states the free plan's one itinerary, and leads to the planner", async ({ page }) => {
    await page.getByRole('button', { name: 'How many trips can I plan on the free plan?' }).click();
    const answer = page.getByRole('region', { name: 'How many trips can I plan on the free plan?' });
    await expect(answer).toContainText('One. The free plan includes one itinerary in the AI travel planner');
    await expect(answer).toContainText('upgrade to Premium, which keeps up to 200 itineraries');
    await expect(answer.getByRole('link', { name: 'AI travel planner' })).toHaveAttribute('href', '/planner');
    await expect(answer.getByRole('link', { name: 'My Itineraries' })).toHaveAttribute('href', '/itineraries');

    await page.getByRole('button', { name: 'Is there a free plan?' }).click();
    await expect(page.getByRole('region', { name: 'Is there a free plan?' })).toContainText('The free plan also includes one itinerary in the AI travel planner.');
  });

  test('works from the keyboard', async ({ page }) => {
    const first = page.getByRole('button', { name: questions[0] });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: questions[1] })).toBeFocused();
  });
});

test.describe('FAQ from the server', () => {
  test('shows the questions loading until GET /api/faq answers', async ({ page }) => {
    const held = await holdRequests(page, '**/api/faq');
    await openInApp(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the questions' })).toBeVisible();
    held.release();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button')).toHaveText(questions);
    await expect(page.getByRole('status', { name: 'Loading the questions' })).toHaveCount(0);
  });

  test('says so clearly when the questions cannot load, and tries again', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    let fail = true;
    await page.route('**/api/faq', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal:unexpected","message":"Something went wrong."}}' }) : route.fallback(),
    );
    await openInApp(page, '/faq');
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load the questions." });
    await expect(alert).toBeVisible();
    // The way out stays: the Help Center and Contact links under the list.
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button')).toHaveText(questions);
  });

  test('opens the entry a link points at', async ({ page }) => {
    await page.goto('/faq#billing');
    await expect(page.getByRole('button', { name: 'How does billing work?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Premium is billed monthly at \$5\.99/)).toBeInViewport();
  });
});
