import type { Page } from '@playwright/test';
import type { DayEntry, Itinerary } from '../../src/shared/itineraries/itinerary.schema.ts';
import { addDays } from '../../src/shared/itineraries/trip-dates.ts';
import { itineraryMessages } from '../../src/shared/itineraries/planner-options.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalOverflow } from './support/account-pages.ts';
import { ItinerariesPage, toast, tripRequest } from './support/planner-pages.ts';
import { expect, test } from './support/users.ts';

/**
 * Issue 24: one total on the card, the view, the overview and a shared page, flights included and
 * said so; an over-budget trip says by how much and names its biggest costs; a generic flight
 * reads by its route with an estimate per person; Save Itinerary reads "Saved" while nothing
 * differs from what is stored. At both widths (the desktop and phone projects).
 */

const lisbon = tripRequest({ departureCity: 'Chicago, IL', destinationCity: 'Lisbon, Portugal', numPeople: 2, budget: 3_000, days: 2 });

/** Two days at $1,008 each and a generic flight for two at $2,560: $4,576 against a $3,000 budget, 53% over. */
function overBudgetPlan(): DayEntry[] {
  return [0, 1].map((index) => ({
    day: index + 1,
    date: addDays(lisbon.departureDate, index),
    accommodation: { name: 'Casa do Rio', description: 'A double room by the river', costCents: 945_00 },
    meals: { lunch: { name: 'Tasca do Bairro', description: 'Grilled sardines', costCents: 25_00 } },
    activities: [{ name: 'Tile museum', description: 'The azulejo collection', duration: '2 hours', costCents: 30_00, timeOfDay: 'morning' as const }],
    transportation: [{ type: 'Public Transport', description: 'A day pass', costCents: 8_00 }],
    ...(index === 0
      ? {
          flights: [
            {
              airline: '',
              flightNumber: '',
              departureAirport: 'Chicago (ORD)',
              arrivalAirport: 'Lisbon (LIS)',
              departureTime: '6:05 PM',
              arrivalTime: '7:40 AM (+1)',
              duration: 'about 8 h 30 min',
              departureTimeZone: 'America/Chicago',
              arrivalTimeZone: 'Europe/Lisbon',
              costCents: 2_560_00,
            },
          ],
        }
      : {}),
  }));
}

async function saveTrip(page: Page, baseURL: string | undefined, plan: DayEntry[]): Promise<Itinerary> {
  const response = await page.request.post('/api/itineraries', { data: { ...lisbon, plan }, headers: { origin: baseURL ?? '' } });
  const text = await response.text();
  expect(response.status(), text).toBe(201);
  return JSON.parse(text) as Itinerary;
}

async function openTrip(page: Page) {
  const itineraries = new ItinerariesPage(page);
  await itineraries.goto();
  const card = itineraries.item('Lisbon, Portugal');
  await card.getByRole('button', { name: /^View/ }).click();
  const view = itineraries.viewDialog('Lisbon, Portugal');
  await expect(view.day(1)).toBeVisible();
  return { card, view };
}

test.describe('one trip total, in whole dollars', () => {
  test('an over-budget trip says how far over, names its biggest costs, and every screen shows the same total', async ({ page, browser, createUser, baseURL }) => {
    await createUser({ plan: 'premium' });
    const saved = await saveTrip(page, baseURL, overBudgetPlan());

    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await expect(itineraries.item('Lisbon, Portugal')).toContainText('Trip total $4,576 · flights included');
    await expectNoHorizontalOverflow(page);

    const { view } = await openTrip(page);
    await expect(view.grandTotal).toContainText('Trip total $4,576 · flights included');
    await expect(view.grandTotal).toContainText('$2,288 per person');
    await expect(view.grandTotal).toContainText('Budget $3,000');
    await expect(view.grandTotal).toContainText('53% over budget. The biggest costs: flights $2,560, accommodation $1,890.');

    const day1 = view.day(1);
    await expect(day1).toContainText('Flight Chicago (ORD) to Lisbon (LIS)');
    await expect(day1).toContainText('about 8 h 30 min');
    await expect(day1).toContainText('estimated $1,280 per person · $2,560 for 2 people');
    await expect(day1).not.toContainText('Duration: about');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    await view.tab('Overview').click();
    const overview = view.root.getByRole('tabpanel');
    await expect(overview).toContainText('Trip Total (flights included)$4,576');
    await expect(overview).toContainText('Budget$3,000');
    await view.tab('Trip Details').click();
    await expect(view.root.getByRole('tabpanel')).toContainText('Trip Total (flights included)$4,576');

    // The shared page, signed out, at the same width.
    const shared = await page.request.post(`/api/itineraries/${saved.id}/share`, { data: { hideCosts: false }, headers: { origin: baseURL ?? '' } });
    expect(shared.ok(), await shared.text()).toBe(true);
    const { shareLink } = (await shared.json()) as { shareLink: { url: string } };
    const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await visitor.newPage();
    await other.goto(shareLink.url);
    const total = other.getByRole('region', { name: 'Grand Trip Total' });
    await expect(total).toContainText('Trip total $4,576 · flights included');
    await expect(total).toContainText('53% over budget. The biggest costs: flights $2,560, accommodation $1,890.');
    await expect(other.getByRole('region', { name: /^Day 1\b/ })).toContainText('Flight Chicago (ORD) to Lisbon (LIS)');
    await expectNoHorizontalOverflow(other);
    await visitor.close();
  });

  test('Save Itinerary reads Saved until the shown plan differs from the stored one, then saves it', async ({ page, createUser, baseURL }) => {
    await createUser({ plan: 'premium' });
    const saved = await saveTrip(page, baseURL, overBudgetPlan());
    const { view } = await openTrip(page);
    await expect(view.save).toHaveText('Saved');
    await expect(view.save).toBeDisabled();

    // A day written again whose save failed on the server: shown, and not stored.
    const rewritten = { ...(saved.plan[0] as DayEntry), accommodation: { name: 'Palácio Guesthouse', description: 'A quieter street', costCents: 310_00 } };
    await page.route(`**/api/itineraries/${saved.id}/days/1/regenerate`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: `event: day\ndata: ${JSON.stringify(rewritten)}\n\nevent: error\ndata: ${JSON.stringify({ message: 'The day could not be saved.' })}\n\ndata: [DONE]\n\n`,
      }),
    );
    await view.day(1).getByRole('button', { name: 'Regenerate this day' }).click();
    await page.getByRole('button', { name: 'Regenerate Day 1' }).click();
    await expect(toast(page, 'Failed to regenerate day 1. Please try again.')).toBeVisible();
    await expect(view.day(1)).toContainText('Palácio Guesthouse');
    await expect(view.save).toHaveText('Save Itinerary');
    await expect(view.save).toBeEnabled();
    await expectNoHorizontalOverflow(page);

    await view.save.click();
    await expect(toast(page, itineraryMessages.saved)).toBeVisible();
    await expect(view.save).toHaveText('Saved');
    await expect(view.save).toBeDisabled();
    const stored = (await (await page.request.get(`/api/itineraries/${saved.id}`)).json()) as Itinerary;
    expect(stored.plan[0]?.accommodation.name).toBe('Palácio Guesthouse');
  });
});
