import { breakApi, expect, failedResourcePattern, holdRequests, test, uniqueEmail } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';

/*
 * The newsletter route allows 10 sign-ups a minute per client IP and every test comes from
 * 127.0.0.1: only one test per project reaches the real route (3 requests), the others stay in the
 * browser or are answered by page.route.
 */
test.describe('footer newsletter', () => {
  test('loads when the footer comes near the screen', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.goto('/');
    await expect(layout.newsletter.heading).toHaveCount(0);
    await layout.scrollToFooter();
    await expect(layout.newsletter.email).toBeVisible();
    await expect(layout.newsletter.email).toHaveValue('');
    await expect(layout.newsletter.submit).toHaveText('Subscribe');
  });

  test('rejects an invalid address inline, without calling the API', async ({ page }) => {
    const layout = new SiteLayout(page);
    const form = layout.newsletter;
    let apiCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) apiCalls += 1;
    });
    await page.goto('/');
    await layout.scrollToFooter();

    await form.subscribe('not-an-email');
    const message = form.form.getByRole('alert');
    await expect(message).toHaveText('Please enter a valid email address');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.email).toHaveValue('not-an-email');

    const tooLong = `${'a'.repeat(250)}@example.com`;
    await form.subscribe(tooLong);
    await expect(message).toHaveText('Email is too long');
    await expect(form.email).toHaveValue(tooLong);
    expect(apiCalls).toBe(0);
  });

  test('subscribes, clears the field, then says the address is already on the list', async ({ page, request, consoleErrors }) => {
    // The second sign-up is answered 409, which Chromium logs as a failed resource.
    consoleErrors.allow(failedResourcePattern(409));
    const layout = new SiteLayout(page);
    const form = layout.newsletter;
    const email = uniqueEmail();
    await page.goto('/');
    await layout.scrollToFooter();

    await form.subscribe(email);
    await expect(form.toast("Welcome aboard!... You're now part of our community.")).toBeVisible();
    await expect(form.email).toHaveValue('');
    await expect(form.form.getByRole('alert')).toHaveCount(0);

    await form.subscribe(email);
    await expect(form.toast("You're already on our list!")).toBeVisible();

    // The row was stored: the API refuses the same address again.
    const again = await request.post('/api/newsletter', { data: { email } });
    expect(again.status()).toBe(409);
  });

  test('shows "Subscribing..." while busy and keeps the address when the server fails', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    const layout = new SiteLayout(page);
    const form = layout.newsletter;
    const email = uniqueEmail();
    await breakApi(page, '**/api/newsletter');
    const held = await holdRequests(page, '**/api/newsletter');
    await page.goto('/');
    await layout.scrollToFooter();

    await form.subscribe(email);
    await expect(form.submit).toHaveText('Subscribing...');
    await expect(form.submit).toBeDisabled();
    held.release();

    await expect(form.toast('Something went wrong. Please try again.')).toBeVisible();
    await expect(form.email).toHaveValue(email);
    await expect(form.submit).toHaveText('Subscribe');
    await expect(form.submit).toBeEnabled();
  });
});
