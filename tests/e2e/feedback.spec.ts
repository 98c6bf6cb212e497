import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalOverflow, toast } from './support/account-pages.ts';
import { breakApi, failedResourcePattern, holdRequests, openInApp, uniqueEmail } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';
import { demoAccounts, expect, test } from './support/users.ts';

interface FeedbackRow {
  userId: string | null;
  rating: number;
  whatILiked: string | null;
  roomForImprovement: string | null;
  partingThoughts: string | null;
  wantReply: boolean;
  name: string | null;
  email: string | null;
}

/** The /feedback form, by the roles and texts a visitor meets. */
class FeedbackPage {
  readonly page: Page;
  readonly heading;
  readonly skeleton;
  readonly ratingGroup;
  readonly message;
  readonly wantReply;
  readonly name;
  readonly email;
  readonly submit;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Share Your Feedback' });
    this.skeleton = page.getByRole('status', { name: 'Loading feedback form' });
    this.ratingGroup = page.getByRole('radiogroup', { name: 'How would you rate your experience?' });
    this.message = page.getByRole('textbox', { name: 'Your message' });
    this.wantReply = page.getByRole('checkbox', { name: 'I would like a reply back' });
    this.name = page.getByRole('textbox', { name: 'Name', exact: true });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.submit = page.getByRole('button', { name: /^(Submit Feedback|Submitting\.\.\.)$/ });
  }

  star(count: number) {
    return this.ratingGroup.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars`, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/feedback');
    await expect(this.heading).toBeVisible();
  }
}

const unique = (text: string) => `${text} (${Date.now()}-${Math.random().toString(36).slice(2, 8)})`;

/** The stored record with this message, read as an admin. */
async function storedFeedback(admin: APIRequestContext, partingThoughts: string): Promise<FeedbackRow> {
  let found: FeedbackRow | undefined;
  await expect
    .poll(async () => {
      const response = await admin.get(`/api/admin/feedback?q=${encodeURIComponent(partingThoughts)}`);
      expect(response.status()).toBe(200);
      found = ((await response.json()) as { rows: FeedbackRow[] }).rows.find((row) => row.partingThoughts === partingThoughts);
      return Boolean(found);
    })
    .toBe(true);
  return found as FeedbackRow;
}

test.describe('feedback', () => {
  test('shows a 300 ms skeleton, then the form with its own title and description', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-06-01T09:00:00Z') });
    await page.clock.pauseAt(new Date('2025-06-01T09:00:01Z'));
    const feedback = new FeedbackPage(page);
    await openInApp(page, '/feedback');
    await expect(feedback.skeleton).toBeVisible();
    await expect(feedback.heading).toHaveCount(0);
    await expect(page).toHaveTitle('Feedback | Wayfinder');

    await page.clock.runFor(300);
    // Let time flow again: the data layer batches its updates on timers (the session, on this page).
    await page.clock.resume();
    await expect(feedback.heading).toBeVisible();
    await expect(feedback.skeleton).toHaveCount(0);
    const descriptions = await page.locator('meta[name="description"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
    expect(descriptions.some((content) => content.startsWith('Tell us how Wayfinder is working for you'))).toBe(true);
    await expect(feedback.ratingGroup.getByRole('radio')).toHaveCount(5);
    // The reply fields only come with the checkbox.
    await expect(feedback.name).toHaveCount(0);
    await expect(feedback.email).toHaveCount(0);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no serious accessibility violations in the ${theme} theme, reply fields and errors included`, async ({ page }) => {
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      const feedback = new FeedbackPage(page);
      await feedback.goto();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await feedback.wantReply.click();
      await feedback.submit.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please select a rating' })).toBeVisible();
      await expect(page.getByText('Please enter your name so we know who to reply to')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // The error toast (its library loads with the first toast) comes and leaves on its own
      // timers; axe measuring it mid-fade sees blended colours. The form's errors stay, and are
      // what this check is for.
      const toasts = page.locator('[data-sonner-toast]');
      await expect(toasts.first()).toBeVisible();
      await expect(toasts).toHaveCount(0, { timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a rating is required: inline message, toast with its description, and nothing is sent', async ({ page }) => {
    const feedback = new FeedbackPage(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback')) sent.push(request.method());
    });
    await feedback.goto();
    await feedback.message.fill('The advisors are lovely.');
    await feedback.submit.click();
    await expect(feedback.page.locator('#feedback-rating-error')).toHaveText('Please select a rating');
    const ratingToast = toast(page, 'Please select a rating');
    await expect(ratingToast).toBeVisible();
    await expect(ratingToast).toContainText('Rating is required to submit feedback');
    await expect(feedback.ratingGroup).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the stars, so a keyboard user lands where the problem is.
    await expect(feedback.star(1)).toBeFocused();
    expect(sent).toEqual([]);

    // Choosing a rating clears the message.
    await feedback.star(3).check();
    await expect(feedback.page.locator('#feedback-rating-error')).toHaveCount(0);
  });

  test('the stars are a radio group: arrow keys choose, each star names its count', async ({ page }) => {
    const feedback = new FeedbackPage(page);
    await feedback.goto();
    for (const [count, name] of [
      [1, '1 star'],
      [2, '2 stars'],
      [5, '5 stars'],
    ] as const) {
      await expect(feedback.ratingGroup.getByRole('radio', { name, exact: true })).toHaveAttribute('value', String(count));
    }
    await feedback.star(1).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(feedback.star(3)).toBeChecked();
    await expect(feedback.star(3)).toBeFocused();
    await expect(page.getByText('3/5')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(feedback.star(2)).toBeChecked();
    await feedback.star(5).check();
    await expect(feedback.star(5)).toBeChecked();
    await expect(feedback.star(2)).not.toBeChecked();
  });

  test('a visitor asks for a reply: the fields appear empty, the record keeps them, the form resets', async ({ page, adminApi }, testInfo) => {
    const feedback = new FeedbackPage(page);
    await feedback.goto();
    // A phone taps: the star's hover preview must not stick after the reset.
    if (testInfo.project.name === 'phone') await feedback.star(4).tap();
    else await feedback.star(4).check();
    await expect(feedback.star(4)).toBeChecked();
    const message = unique('The directory made it easy to find an advisor');
    await feedback.message.fill(message);
    await feedback.wantReply.click();
    await expect(feedback.name).toBeVisible();
    await expect(feedback.name).toHaveValue('');
    await expect(feedback.email).toHaveValue('');

    // Both are needed for a reply.
    await feedback.submit.click();
    await expect(page.getByText('Please enter your name so we know who to reply to')).toBeVisible();
    await expect(page.getByText('Please enter an email address so we can reply')).toBeVisible();

    const email = uniqueEmail();
    await feedback.name.fill('Jamie Rivera');
    await feedback.email.fill(email);
    const held = await holdRequests(page, '**/api/feedback');
    await feedback.submit.click();
    await expect(feedback.submit).toHaveText('Submitting...');
    await expect(feedback.submit).toBeDisabled();
    held.release();

    const thanks = toast(page, 'Thank you for sharing! 💜');
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('We read every note');
    // Reset: no stars, no message, no reply fields.
    await expect(feedback.ratingGroup.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByText('Choose 1 to 5 stars')).toBeVisible();
    await expect(feedback.message).toHaveValue('');
    await expect(feedback.wantReply).not.toBeChecked();
    await expect(feedback.name).toHaveCount(0);

    expect(await storedFeedback(adminApi, message)).toMatchObject({
      userId: null,
      rating: 4,
      whatILiked: null,
      roomForImprovement: null,
      partingThoughts: message,
      wantReply: true,
      name: 'Jamie Rivera',
      email,
    });
  });

  test('a signed-in user finds the reply fields prefilled; without a reply the record has no name or email', async ({ page, adminApi, signInAs }) => {
    await signInAs('free');
    const me = (await (await page.request.get('/api/me')).json()) as { id: string };
    const feedback = new FeedbackPage(page);
    await feedback.goto();
    await feedback.wantReply.click();
    await expect(feedback.name).toHaveValue(demoAccounts.free.name);
    await expect(feedback.email).toHaveValue(demoAccounts.free.email);
    // Changing their mind: the reply details are not sent.
    await feedback.wantReply.click();
    await expect(feedback.name).toHaveCount(0);

    await feedback.star(5).check();
    const message = unique('Signed-in feedback without a reply');
    await feedback.message.fill(message);
    await feedback.submit.click();
    await expect(toast(page, 'Thank you for sharing! 💜')).toBeVisible();

    // The form is back to its start, with the prefilled reply details ready again.
    await feedback.wantReply.click();
    await expect(feedback.name).toHaveValue(demoAccounts.free.name);

    expect(await storedFeedback(adminApi, message)).toEqual(
      expect.objectContaining({ userId: me.id, rating: 5, wantReply: false, name: null, email: null, whatILiked: null, roomForImprovement: null }),
    );
  });

  test('a failure says so and keeps everything that was entered', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await breakApi(page, '**/api/feedback');
    const feedback = new FeedbackPage(page);
    await feedback.goto();
    await feedback.star(2).check();
    await feedback.message.fill('Please keep this text.');
    await feedback.wantReply.click();
    await feedback.name.fill('Sam Lee');
    await feedback.email.fill('sam@example.com');
    await feedback.submit.click();
    const failure = toast(page, 'Error submitting feedback');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Please try again later');
    await expect(feedback.star(2)).toBeChecked();
    await expect(feedback.message).toHaveValue('Please keep this text.');
    await expect(feedback.wantReply).toBeChecked();
    await expect(feedback.name).toHaveValue('Sam Lee');
    await expect(feedback.email).toHaveValue('sam@example.com');
    await expect(feedback.submit).toBeEnabled();
  });

  test('is reachable from the menu', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    await layout.openMenu();
    await layout.mainNav.getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL('/feedback');
    await expect(new FeedbackPage(page).heading).toBeVisible();
  });
});
