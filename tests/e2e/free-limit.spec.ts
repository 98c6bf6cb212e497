import { itineraryMessages } from '../../src/shared/itineraries/planner-options.ts';
import { expectNoHorizontalOverflow } from './support/account-pages.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { PlannerPage, saveViaApi, toast, tripRequest } from './support/planner-pages.ts';
import { expect, test } from './support/users.ts';

/** Issue 24: the free plan states its limit before the form, and a refusal never loses the form. */

test.describe('planner: the free plan states its limit', () => {
  test('a free user sees the count before the form, and a link to Premium once the itinerary exists', async ({ page, createUser, baseURL }) => {
    await createUser();
    const planner = new PlannerPage(page);
    await planner.goto();
    await planner.formReady();
    const notice = page.getByRole('note', { name: 'Free plan' });
    await expect(notice).toHaveText('0 of 1 free itineraries used. The free plan includes one itinerary.');
    await expect(notice.getByRole('link')).toHaveCount(0);

    await saveViaApi(page.request, baseURL ?? '', tripRequest());
    await planner.goto();
    await expect(notice).toContainText('1 of 1 free itineraries used.');
    await expect(notice.getByRole('link', { name: 'upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    await expect(notice.getByRole('link', { name: 'My Itineraries' })).toHaveAttribute('href', '/itineraries');
    // Before the form, at both widths: above it in the column (phone) and in the page.
    const [noticeBox, formBox] = [await notice.boundingBox(), await planner.form.boundingBox()];
    expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThanOrEqual(formBox?.y ?? 0);
    await expectNoHorizontalOverflow(page);

    await notice.getByRole('link', { name: 'upgrade to Premium' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  });

  test('a Premium user sees nothing of it', async ({ page, signInAs }) => {
    await signInAs('premium');
    const planner = new PlannerPage(page);
    await planner.goto();
    await planner.formReady();
    await expect(page.getByRole('note', { name: 'Free plan' })).toHaveCount(0);
    await expect(page.getByText(/free itineraries used/)).toHaveCount(0);
  });

  test('the refusal sends the user to pricing, and the form is all there on the way back', async ({ page, createUser, baseURL, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(403));
    await createUser();
    await saveViaApi(page.request, baseURL ?? '', tripRequest());
    const planner = new PlannerPage(page);
    await planner.goto();
    await planner.formReady();

    await planner.fillCities('Lisbon, Portugal', 'Kyoto, Japan');
    await planner.people.fill('3');
    await planner.budget.fill('4200');
    await planner.accommodation.selectOption('Boutique Hotel');
    await planner.form.getByText('Vegetarian', { exact: true }).click();
    await planner.activity('Historical Sites').click();
    await planner.activity('Museums').click();
    await planner.otherPreferences.fill('No early mornings.\nA day trip to Nara.');

    await planner.generate.click();
    await expect(toast(page, itineraryMessages.freeLimit)).toBeVisible();
    await expect(page).toHaveURL('/pricing');

    await page.goBack();
    await expect(planner.heading).toBeVisible();
    await planner.formReady();
    await expect(planner.departureCity).toHaveValue('Lisbon, Portugal');
    await expect(planner.destinationCity).toHaveValue('Kyoto, Japan');
    await expect(planner.people).toHaveValue('3');
    await expect(planner.budget).toHaveValue('4200');
    await expect(planner.accommodation).toHaveValue('Boutique Hotel');
    await expect(planner.form.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await expect(planner.activities.locator('[aria-pressed="true"]')).toHaveText(['Historical Sites', 'Food Tours', 'Outdoor Adventures']);
    await expect(planner.otherPreferences).toHaveValue('No early mornings.\nA day trip to Nara.');

    // Opened again from the menu or a link (a new visit, not Back): still there.
    await page.goto('/pricing');
    await planner.goto();
    await planner.formReady();
    await expect(planner.destinationCity).toHaveValue('Kyoto, Japan');
    await expect(planner.otherPreferences).toHaveValue('No early mornings.\nA day trip to Nara.');
  });

  test('the draft is let go once the trip is generated', async ({ page, createUser }) => {
    await createUser();
    const planner = new PlannerPage(page);
    await planner.goto();
    await planner.formReady();
    await planner.fillCities('Phoenix, AZ', 'Lisbon, Portugal');
    await planner.generate.click();
    await expect(toast(page, itineraryMessages.created)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('note', { name: 'Free plan' })).toContainText('1 of 1 free itineraries used.');

    await page.reload();
    await planner.formReady();
    await expect(planner.departureCity).toHaveValue('');
    await expect(planner.destinationCity).toHaveValue('');
  });
});
