import { generateViaApi, ItinerariesPage, saveViaApi, toast, tripRequest } from './support/planner-pages.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { expectNoHorizontalOverflow } from './support/account-pages.ts';
import { expect, test } from './support/users.ts';

const invalidLink = 'This shared trip link is invalid or has been turned off.';

test.describe('shared trips', () => {
  test('the owner shares a link, anyone opens it signed out, and turning it off ends it', async ({ page, browser, createUser, baseURL }) => {
    await createUser();
    await generateViaApi(page.request, baseURL ?? '', tripRequest({ days: 3 }));
    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await itineraries.item('Tokyo, Japan').getByRole('button', { name: 'View Itinerary' }).click();
    const view = itineraries.viewDialog('Tokyo, Japan');
    await view.share.click();
    const share = page.getByRole('dialog', { name: 'Share this trip' });
    await expect(share.getByRole('checkbox', { name: 'Hide costs' })).not.toBeChecked();
    await share.getByRole('button', { name: 'Create link' }).click();
    const link = share.getByRole('textbox', { name: 'Share link' });
    await expect(link).toHaveValue(/\/trips\/shared\/[\w-]+$/);
    const url = await link.inputValue();
    await expect(share).toContainText('Costs are shown on this link.');

    // Signed out, in a browser of its own.
    const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await visitor.newPage();
    const errors: string[] = [];
    other.on('console', (message) => {
      if (message.type() === 'error' && !failedResourcePattern(404).test(message.text()) && !failedResourcePattern(401).test(message.text())) errors.push(message.text());
    });
    await other.goto(url);
    await expect(other.getByRole('heading', { level: 1, name: 'Tokyo, Japan Trip' })).toBeVisible();
    await expect(other.getByRole('region', { name: /^Day 3\b/ })).toBeVisible();
    await expect(other.getByRole('region', { name: 'Grand Trip Total' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Save Itinerary' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Regenerate this day' })).toHaveCount(0);
    await expectNoHorizontalOverflow(other);

    await share.getByRole('button', { name: 'Turn off link' }).click();
    await expect(toast(page, 'The link has been turned off.')).toBeVisible();
    await expect(share.getByRole('button', { name: 'Create link' })).toBeVisible();

    await other.reload();
    await expect(other.getByText(invalidLink)).toBeVisible();
    expect(errors).toEqual([]);
    await visitor.close();
  });

  test('a link that hides costs shows no figure', async ({ page, browser, createUser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the content checks run once, at desktop width');
    await createUser();
    const itinerary = await generateViaApi(page.request, baseURL ?? '', tripRequest({ days: 3 }));
    const shared = await page.request.post(`/api/itineraries/${itinerary.id}/share`, { data: { hideCosts: true }, headers: { origin: baseURL ?? '' } });
    expect(shared.ok(), await shared.text()).toBe(true);
    const { shareLink } = (await shared.json()) as { shareLink: { url: string } };

    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(shareLink.url);
    await expect(other.getByRole('heading', { level: 1, name: 'Tokyo, Japan Trip' })).toBeVisible();
    await expect(other.getByText('Costs hidden by the owner')).toBeVisible();
    await other.getByRole('button', { name: 'Expand All' }).click();
    await expect(other.getByRole('region', { name: /^Day 2\b/ })).toBeVisible();
    await expect(other.getByRole('region', { name: 'Grand Trip Total' })).toHaveCount(0);
    await expect(other.getByText('Daily Expense Breakdown')).toHaveCount(0);
    await expect(other.getByRole('main')).not.toContainText('$');
    await other.getByRole('tab', { name: 'Overview' }).click();
    await expect(other.getByRole('main')).not.toContainText('Trip Total');
    await visitor.close();
  });

  test("hidden costs leave out amounts written in the text and the owner's other preferences", async ({ page, browser, createUser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the content checks run once, at desktop width');
    await createUser();
    const itinerary = await saveViaApi(page.request, baseURL ?? '', tripRequest({ days: 2, otherPreferences: 'Pay with the card ending 4242' }), { stay: 'Sea views, breakfast for 80 EUR ($120 per night)' });
    const shared = await page.request.post(`/api/itineraries/${itinerary.id}/share`, { data: { hideCosts: true }, headers: { origin: baseURL ?? '' } });
    const { shareLink } = (await shared.json()) as { shareLink: { url: string } };

    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(shareLink.url);
    await other.getByRole('button', { name: 'Expand All' }).click();
    await expect(other.getByRole('main')).toContainText('Sea views, breakfast');
    await expect(other.getByRole('main')).not.toContainText(/EUR|\$|per night/);
    await other.getByRole('tab', { name: 'Trip Details' }).click();
    await expect(other.getByRole('main')).toContainText('Hotel');
    await expect(other.getByRole('main')).not.toContainText('4242');
    await expect(other.getByRole('main')).not.toContainText('Other Preferences');
    await visitor.close();
  });

  test('an unknown link says so', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(404));
    await page.goto('/trips/shared/not-a-real-share-token-at-all');
    await expect(page.getByRole('heading', { level: 1, name: 'Shared trip unavailable' })).toBeVisible();
    await expect(page.getByText(invalidLink)).toBeVisible();
  });
});
