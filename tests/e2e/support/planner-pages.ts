import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { GenerateItineraryRequest, Itinerary } from '../../../src/shared/itineraries/itinerary.schema.ts';
import { addDays, defaultTripDates } from '../../../src/shared/itineraries/trip-dates.ts';

/** A sonner toast with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** A trip the server accepts: departure two weeks out, `days` long. */
export function tripRequest(overrides: Partial<GenerateItineraryRequest> & { days?: number } = {}): GenerateItineraryRequest {
  const { days = 3, ...rest } = overrides;
  const { departureDate } = defaultTripDates(new Date());
  return {
    departureCity: 'Phoenix, AZ',
    destinationCity: 'Tokyo, Japan',
    numPeople: 2,
    budget: 5000,
    departureDate,
    returnDate: addDays(departureDate, days - 1),
    accommodationPreference: 'Hotel',
    foodPreference: 'Local cuisine',
    transportationPreference: 'Public Transport',
    activities: ['Museums', 'Food Tours', 'Outdoor Adventures', 'Shopping', 'Nightlife'],
    otherPreferences: '',
    ...rest,
  };
}

/**
 * Creates an itinerary through the real API (the generation stream, read to its end) as the user
 * `api` is signed in as; resolves with the saved itinerary.
 */
export async function generateViaApi(api: APIRequestContext, baseURL: string, request: GenerateItineraryRequest): Promise<Itinerary> {
  const response = await api.post('/api/itineraries/generate', { data: request, headers: { origin: baseURL, accept: 'text/event-stream' } });
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  const match = /event: itinerary\ndata: (.+)\n/.exec(text);
  if (!match?.[1]) throw new Error(`no itinerary in the stream:\n${text.slice(0, 500)}`);
  return JSON.parse(match[1]) as Itinerary;
}

/**
 * Saves an itinerary through the real API (POST /api/itineraries) with a small valid plan, one
 * day per trip day: quicker than a generation, and not held to its per-window limit.
 */
export async function saveViaApi(api: APIRequestContext, baseURL: string, request: GenerateItineraryRequest, { stay = 'A quiet room near the old town' }: { stay?: string } = {}): Promise<Itinerary> {
  const days = Math.round((Date.parse(request.returnDate) - Date.parse(request.departureDate)) / 86_400_000) + 1;
  const plan = Array.from({ length: days }, (_, index) => ({
    day: index + 1,
    date: addDays(request.departureDate, index),
    accommodation: { name: 'Harbour Hotel', description: stay, costCents: 15_000 },
    meals: { lunch: { name: 'Market Café', description: 'Soup and bread', costCents: 2_500 } },
    activities: [{ name: 'Walking tour', description: 'The old town on foot', duration: '2 hours', costCents: 3_000, timeOfDay: 'morning' as const }],
    transportation: [{ type: 'Public Transport', description: 'A day pass', costCents: 800 }],
  }));
  const response = await api.post('/api/itineraries', { data: { ...request, plan }, headers: { origin: baseURL } });
  const text = await response.text();
  expect(response.status(), text).toBe(201);
  return JSON.parse(text) as Itinerary;
}

/** Picks a calendar date in a date field's popover (YYYY-MM-DD), moving month by month. */
async function pickDate(page: Page, trigger: Locator, isoDate: string): Promise<void> {
  await trigger.click();
  const popover = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(popover).toBeVisible();
  const day = popover.locator(`td[data-day="${isoDate}"]:not([data-outside]) button`);
  for (let step = 0; step < 24 && !(await day.isVisible()); step++) {
    const shown = (await popover.locator('td[data-day]:not([data-outside])').first().getAttribute('data-day')) ?? '';
    const forward = isoDate.slice(0, 7) > shown.slice(0, 7);
    await popover.getByRole('button', { name: forward ? 'Go to the Next Month' : 'Go to the Previous Month' }).click();
  }
  await day.click();
  await expect(popover).toBeHidden();
}

/** The itinerary view: toolbar, tabs and day panels, inside `root`. */
export class ItineraryViewPart {
  readonly root: Locator;
  readonly expandAll: Locator;
  readonly collapseAll: Locator;
  readonly save: Locator;
  readonly addToCalendar: Locator;
  readonly share: Locator;
  readonly print: Locator;
  readonly grandTotal: Locator;

  constructor(root: Locator) {
    this.root = root;
    this.expandAll = root.getByRole('button', { name: 'Expand All' });
    this.collapseAll = root.getByRole('button', { name: 'Collapse All' });
    this.save = root.getByRole('button', { name: /^(Save Itinerary|Saving\.\.\.|Saved)$/ });
    this.addToCalendar = root.getByRole('link', { name: 'Add to calendar' });
    this.share = root.getByRole('button', { name: 'Share' });
    this.print = root.getByRole('button', { name: 'Print' });
    this.grandTotal = root.getByRole('region', { name: 'Grand Trip Total' });
  }

  tab(name: 'Day by Day' | 'Overview' | 'Trip Details'): Locator {
    return this.root.getByRole('tab', { name });
  }

  /** The 'Day N' panel (a region named by its heading). */
  day(n: number): Locator {
    return this.root.getByRole('region', { name: new RegExp(`^Day ${n}\\b`) });
  }

  /** The button in the panel's heading that opens and closes it. */
  dayToggle(n: number): Locator {
    return this.root.getByRole('heading', { name: new RegExp(`^Day ${n}\\b`) }).getByRole('button');
  }
}

/** /planner. */
export class PlannerPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly form: Locator;
  readonly departureCity: Locator;
  readonly destinationCity: Locator;
  readonly people: Locator;
  readonly budget: Locator;
  readonly departureDate: Locator;
  readonly returnDate: Locator;
  readonly accommodation: Locator;
  readonly activities: Locator;
  readonly otherPreferences: Locator;
  readonly generate: Locator;
  readonly itinerary: Locator;
  readonly view: ItineraryViewPart;
  readonly progress: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'AI Travel Planner' });
    this.form = page.getByRole('form', { name: 'Trip details' });
    this.departureCity = this.form.getByLabel('Departure City/Region');
    this.destinationCity = this.form.getByLabel('Destination City/Region');
    this.people = this.form.getByLabel('Number of People');
    this.budget = this.form.getByLabel('Budget ($)');
    this.departureDate = this.form.getByRole('button', { name: /^Departure Date/ });
    this.returnDate = this.form.getByRole('button', { name: /^Return Date/ });
    this.accommodation = this.form.getByLabel('Accommodation Type');
    this.activities = this.form.getByRole('group', { name: 'Activities' });
    this.otherPreferences = this.form.getByLabel('Additional Requirements (Optional)');
    this.generate = page.getByRole('button', { name: /^(Generate AI Travel Itinerary|Generating AI Travel Itinerary\.\.\.)$/ });
    this.itinerary = page.getByRole('region', { name: 'Your itinerary' });
    this.view = new ItineraryViewPart(this.itinerary);
    this.progress = this.itinerary.getByRole('status').filter({ hasText: /Writing day|Finishing/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/planner');
    await expect(this.heading).toBeVisible();
  }

  /** Waits for the form itself (it follows the saved preferences). */
  async formReady(): Promise<void> {
    await expect(this.generate).toBeVisible();
  }

  activity(name: string): Locator {
    return this.activities.getByRole('button', { name, exact: true });
  }

  async pickDeparture(isoDate: string): Promise<void> {
    await pickDate(this.page, this.departureDate, isoDate);
  }

  async pickReturn(isoDate: string): Promise<void> {
    await pickDate(this.page, this.returnDate, isoDate);
  }

  /** Clears a date: picking the chosen day again unselects it. */
  async clearDate(trigger: Locator): Promise<void> {
    await trigger.click();
    const popover = this.page.getByRole('dialog').filter({ has: this.page.getByRole('grid') });
    await popover.locator('td[data-selected] button').click();
    await this.page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }

  async fillCities(from = 'Phoenix, AZ', to = 'Tokyo, Japan'): Promise<void> {
    await this.departureCity.fill(from);
    await this.destinationCity.fill(to);
  }
}

/** /itineraries: "My Itineraries". */
export class ItinerariesPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly count: Locator;
  readonly gridView: Locator;
  readonly listView: Locator;
  readonly createNew: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'My Itineraries' });
    this.count = page.getByText(/^\d+ (itinerary|itineraries) saved$/);
    this.gridView = page.getByRole('button', { name: 'Grid view' });
    this.listView = page.getByRole('button', { name: 'List view' });
    this.createNew = page.getByRole('button', { name: 'Create New' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/itineraries');
    await expect(this.heading).toBeVisible();
  }

  /** A grid card or list row, by its '{destination} Trip' title. */
  item(destination: string): Locator {
    return this.page.getByRole('article', { name: `${destination} Trip` });
  }

  viewDialog(destination: string): ItineraryViewPart {
    return new ItineraryViewPart(this.page.getByRole('dialog', { name: `${destination} Itinerary` }));
  }
}
