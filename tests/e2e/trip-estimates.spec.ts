import { expectNoHorizontalOverflow } from './support/account-pages.ts';
import { ItinerariesPage, generateViaApi, PlannerPage, tripRequest } from './support/planner-pages.ts';
import { expect, test } from './support/users.ts';

/**
 * Issue 24, through the offline planner as it ships: a trip that cannot fit its budget says so and
 * names what costs most; an evening flight leaves Day 1 with the flight, the transfer and a late
 * check-in; the planner's own times show in the view. At both widths (the desktop and phone projects).
 */

test.describe('trip estimates from the offline planner', () => {
  test('four people to Tokyo on $500: the real costs, "% over budget" and the biggest costs named', async ({ page, createUser }) => {
    await createUser({ plan: 'premium' });
    const planner = new PlannerPage(page);
    await planner.goto();
    await planner.formReady();
    await planner.fillCities('London, UK', 'Tokyo, Japan');
    await planner.people.fill('4');
    await planner.budget.fill('500');
    await planner.generate.click();
    const total = planner.view.grandTotal;
    await expect(total).toBeVisible({ timeout: 20_000 });
    await expect(total).toContainText(/\d+% over budget/);
    await expect(total).toContainText(/The biggest costs: flights \$[\d,]+/);
    // Flights for four from London to Tokyo and back cost thousands, whatever the budget.
    await expect(planner.view.day(1)).toContainText('Flight London (LHR) to Tokyo (HND)');
    await expect(planner.view.day(1)).toContainText(/estimated \$[\d,]+ per person/);
    await expectNoHorizontalOverflow(page);
  });

  test('an evening flight: Day 1 holds the flight, the transfer and a late check-in, and nothing to do', async ({ page, createUser, baseURL }) => {
    await createUser({ plan: 'premium' });
    const trip = tripRequest({ departureCity: 'Chicago, IL', destinationCity: 'New York, NY', days: 3, otherPreferences: 'An evening flight after work, please' });
    await generateViaApi(page.request, baseURL ?? '', trip);
    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await itineraries.item('New York, NY').getByRole('button', { name: /^View/ }).click();
    const dayOne = page.getByRole('region', { name: /^Day 1\b/ });
    await expect(dayOne).toContainText('Flight Chicago (ORD) to New York (JFK)');
    await expect(dayOne).toContainText(/Check-in (9|10|11):\d\d PM|Check-in \d+:\d\d AM \(\+1\)/);
    await expect(dayOne).toContainText('Airport transfer');
    await expect(dayOne.getByText('Free time to explore at your own pace.')).toHaveCount(3);
    await expectNoHorizontalOverflow(page);
  });
});
