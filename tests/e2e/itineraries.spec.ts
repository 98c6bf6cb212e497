import { itineraryMessages } from '../../src/shared/itineraries/planner-options.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalOverflow, signInWithForm } from './support/account-pages.ts';
import { demoAccounts, demoPassword } from './support/accounts.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';
import { generateViaApi, ItinerariesPage, PlannerPage, saveViaApi, toast, tripRequest } from './support/planner-pages.ts';
import { expect, test } from './support/users.ts';

test.describe('my itineraries', () => {
  test('a visitor is sent to sign in', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(401));
    await page.goto('/itineraries');
    await expect(page).toHaveURL('/auth?tab=signin&next=%2Fitineraries');
  });

  test("the menu's Travel links are there for visitors too: Planner leads through sign-in and back", async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(401));
    const layout = new SiteLayout(page);
    await page.goto('/');
    await layout.openMenu();
    const travel = layout.menu.getByRole('navigation', { name: 'Travel' });
    await expect(travel.getByRole('link')).toHaveText(['Planner', 'My Itineraries']);
    await expect(travel.getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/planner');
    await travel.getByRole('link', { name: 'Planner' }).click();
    await expect(layout.menu).toBeHidden();
    await expect(page).toHaveURL('/auth?tab=signin&next=%2Fplanner');

    await signInWithForm(page, demoAccounts.free, demoPassword);
    await expect(page).toHaveURL('/planner');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Travel Planner' })).toBeVisible();
  });

  test('the menu links Planner and My Itineraries for signed-in users', async ({ page, signInAs }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the content checks run once, at desktop width');
    const layout = new SiteLayout(page);
    await signInAs('free');
    await page.goto('/');
    await layout.openMenu();
    const travel = layout.menu.getByRole('navigation', { name: 'Travel' });
    await expect(travel.getByRole('link')).toHaveText(['Planner', 'My Itineraries']);
    await travel.getByRole('link', { name: 'My Itineraries' }).click();
    await expect(page).toHaveURL('/itineraries');
    await expect(layout.menu).toBeHidden();
  });

  test('no itineraries yet: the empty state leads to the planner', async ({ page, createUser }) => {
    await createUser();
    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await expect(page).toHaveTitle('My Itineraries | Wayfinder');
    await expect(itineraries.count).toHaveText('0 itineraries saved');
    await expect(page.getByRole('heading', { name: itineraryMessages.noItinerariesTitle })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: itineraryMessages.createFirst }).click();
    await expect(page).toHaveURL('/planner');
    await expect(page.getByRole('heading', { name: itineraryMessages.emptyTitle })).toBeVisible();
  });

  test('grid and list, view, and delete with confirmation', async ({ page, createUser, baseURL }, testInfo) => {
    await createUser({ plan: 'premium' });
    await generateViaApi(page.request, baseURL ?? '', tripRequest({ destinationCity: 'Lisbon, Portugal', days: 3, numPeople: 1, activities: ['Beaches'] }));
    const tokyo = await generateViaApi(page.request, baseURL ?? '', tripRequest({ days: 6, numPeople: 5 }));
    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await expect(itineraries.count).toHaveText('2 itineraries saved');

    const card = itineraries.item('Tokyo, Japan');
    await expect(card.getByRole('heading', { name: 'Tokyo, Japan Trip' })).toBeVisible();
    await expect(card).toContainText('6 days');
    await expect(card).toContainText('5 people');
    await expect(card).toContainText(/Trip total \$[\d,]+ · flights included/);
    await expect(card.getByRole('list', { name: 'Activities' }).getByRole('listitem')).toHaveText(['Museums', 'Food Tours', 'Outdoor Adventures', '+2 more']);
    await expect(itineraries.item('Lisbon, Portugal')).toContainText('1 person');
    await expectNoHorizontalOverflow(page);

    await itineraries.listView.click();
    await expect(itineraries.listView).toHaveAttribute('aria-pressed', 'true');
    const row = itineraries.item('Tokyo, Japan');
    await expect(row.getByRole('button', { name: 'View Tokyo, Japan Trip' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Edit Tokyo, Japan Trip' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete Tokyo, Japan Trip' })).toBeVisible();
    await expect(row).toContainText('Hotel · Local cuisine · Public Transport');
    await expectNoHorizontalOverflow(page);

    await row.getByRole('button', { name: 'View Tokyo, Japan Trip' }).click();
    const dialog = itineraries.viewDialog('Tokyo, Japan');
    await expect(dialog.root).toBeVisible();
    await expect(dialog.root.getByRole('button', { name: 'Edit Itinerary' })).toBeVisible();
    await expect(dialog.day(1)).toBeVisible();
    await expect(dialog.day(6)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.root).toBeHidden();

    // Viewing made it the planner's current itinerary.
    if (testInfo.project.name === 'desktop') {
      const planner = new PlannerPage(page);
      await planner.goto();
      await expect(planner.itinerary.getByRole('heading', { level: 2, name: 'Tokyo, Japan Trip' })).toBeVisible();
      await itineraries.goto();
    }

    await itineraries.gridView.click();
    await itineraries.item('Tokyo, Japan').getByRole('button', { name: 'More actions for Tokyo, Japan Trip' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this itinerary?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, itineraryMessages.deleted)).toBeVisible();
    await expect(itineraries.count).toHaveText('1 itinerary saved');
    await expect(itineraries.item('Tokyo, Japan')).toHaveCount(0);

    // Deleting the current itinerary cleared it; Create New opens a blank planner.
    await itineraries.createNew.click();
    await expect(page).toHaveURL('/planner');
    await expect(page.getByRole('heading', { name: itineraryMessages.emptyTitle })).toBeVisible();
    expect(tokyo.id).toBeTruthy();
  });

  test("edit fills the planner and generating replaces the plan, even on a free user's only itinerary", async ({ page, createUser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the content checks run once, at desktop width');
    await createUser();
    const original = await generateViaApi(page.request, baseURL ?? '', tripRequest({ destinationCity: 'Lisbon, Portugal', days: 3, numPeople: 2 }));
    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await itineraries.item('Lisbon, Portugal').getByRole('button', { name: 'View Itinerary' }).click();
    await itineraries.viewDialog('Lisbon, Portugal').root.getByRole('button', { name: 'Edit Itinerary' }).click();

    await expect(page).toHaveURL('/planner');
    const planner = new PlannerPage(page);
    await expect(page.getByRole('note')).toContainText('Editing Lisbon, Portugal Trip.');
    await expect(planner.destinationCity).toHaveValue('Lisbon, Portugal');
    await expect(planner.people).toHaveValue('2');
    await planner.people.fill('4');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/itineraries/generate'));
    await planner.generate.click();
    expect((await sent).postDataJSON()).toMatchObject({ itineraryId: original.id, numPeople: 4 });
    await expect(toast(page, itineraryMessages.created)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL('/planner');
    await expect(planner.view.root.getByRole('region', { name: 'Trip Details' })).toContainText('4 people');

    await itineraries.goto();
    await expect(itineraries.count).toHaveText('1 itinerary saved');
    await expect(itineraries.item('Lisbon, Portugal')).toContainText('4 people');
  });

  test('pages the list with Load more, and reads a whole trip only when it is opened', async ({ page, createUser, baseURL }, testInfo) => {
    await createUser({ plan: 'premium' });
    // Saved oldest first: 'Trip City 14' is the newest.
    for (let index = 1; index <= 14; index++) {
      await saveViaApi(page.request, baseURL ?? '', tripRequest({ destinationCity: `Trip City ${index}`, days: 2 + (index % 4), numPeople: 1 + (index % 3) }));
    }
    const listed: Promise<number>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/itineraries') listed.push(response.body().then((body) => body.length));
    });
    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await expect(itineraries.count).toHaveText('14 itineraries saved');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toHaveAccessibleName('Trip City 14 Trip');
    await expect(page.getByRole('status').filter({ hasText: 'Showing 12 of 14 itineraries' })).toBeVisible();
    await expect(itineraries.item('Trip City 14')).toContainText('$');
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(cards.nth(13)).toHaveAccessibleName('Trip City 1 Trip');
    // Focus moves to the first trip of the new page: the button that had it is gone.
    await expect(itineraries.item('Trip City 2')).toBeFocused();
    await expectNoHorizontalOverflow(page);
    // Summaries only: two pages of a few kilobytes, never a plan.
    const sizes = await Promise.all(listed);
    expect(sizes).toHaveLength(2);
    for (const bytes of sizes) expect(bytes).toBeLessThan(8_000);

    // The list view pages the same way; opening a trip from the second page reads its plan.
    await itineraries.listView.click();
    await expect(cards).toHaveCount(14);
    const opened = page.waitForResponse((response) => /\/api\/itineraries\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname));
    await itineraries.item('Trip City 1').getByRole('button', { name: 'View Trip City 1 Trip' }).click();
    expect((await opened).status()).toBe(200);
    const dialog = itineraries.viewDialog('Trip City 1');
    await expect(dialog.day(1)).toBeVisible();
    await expect(dialog.day(3)).toBeVisible();
    await page.keyboard.press('Escape');

    // How the grid's first page and its end look in each theme (attached to the report).
    await itineraries.gridView.click();
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(cards).toHaveCount(12);
      await expectNoSeriousA11yViolations(page);
      for (const [part, target] of [['top', itineraries.heading], ['end', page.getByRole('button', { name: 'Load more' })]] as const) {
        await target.scrollIntoViewIfNeeded();
        const path = testInfo.outputPath(`itineraries-${theme}-${part}.png`);
        await page.screenshot({ path });
        await testInfo.attach(`itineraries-${testInfo.project.name}-${theme}-${part}`, { path, contentType: 'image/png' });
      }
    }
  });

  test('a delete on a later page keeps the count and the pages right', async ({ page, createUser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the content checks run once, at desktop width');
    await createUser({ plan: 'premium' });
    for (let index = 1; index <= 13; index++) await saveViaApi(page.request, baseURL ?? '', tripRequest({ destinationCity: `Port ${index}` }));
    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('article')).toHaveCount(13);
    await itineraries.item('Port 1').getByRole('button', { name: 'More actions for Port 1 Trip' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this itinerary?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, itineraryMessages.deleted)).toBeVisible();
    await expect(itineraries.count).toHaveText('12 itineraries saved');
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(itineraries.heading).toBeFocused();
  });
});
