import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The spec's six topics, and the travel planner's (issue 24).
const topicTitles = [
  'Getting Started',
  'Account Management',
  'Using Advisors',
  'Travel Planner',
  'Billing & Plans',
  'Resources',
  'Still Need Help?',
];

function helpCenter(page: Page) {
  const topics = page.getByRole('list', { name: 'Help topics' });
  return {
    search: page.getByRole('searchbox', { name: 'Search help topics' }),
    topics,
    titles: topics.getByRole('heading', { level: 2 }),
    card: (title: string) => page.getByRole('region', { name: title, exact: true }),
    noMatch: (query: string) => page.getByText(`No help topics match "${query}".`, { exact: true }),
    clear: page.getByRole('button', { name: 'Clear', exact: true }),
  };
}

async function open(page: Page, query = '') {
  await page.goto(`/help${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
}

test.describe('Help Center', () => {
  test('shows the topic cards with links across the product', async ({ page }) => {
    await open(page);
    const help = helpCenter(page);
    await expect(help.titles).toHaveText(topicTitles);
    const hrefs = await help.topics
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    for (const path of [
      '/advisors',
      '/auth',
      '/pricing',
      '/profile',
      '/faq',
      '/feedback',
      '/contact',
      '/about',
      '/terms',
      '/planner',
      '/itineraries',
    ]) {
      expect(hrefs, `a link to ${path}`).toContain(path);
    }
    await expect(help.card('Still Need Help?').getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  test('typing filters the cards, case-insensitively, and keeps the query in the URL across a reload', async ({ page }) => {
    await open(page);
    const help = helpCenter(page);
    await help.search.fill('BILLING');
    await expect(help.titles).toHaveText(['Billing & Plans']);
    await expect(page).toHaveURL(/\/help\?q=BILLING$/);
    // Matched by its title: the card keeps all its links.
    await expect(help.card('Billing & Plans').getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: '1 topic found' })).toBeAttached();

    await page.reload();
    await expect(helpCenter(page).search).toHaveValue('BILLING');
    await expect(helpCenter(page).titles).toHaveText(['Billing & Plans']);

    await help.search.fill('password');
    await expect(help.titles).toHaveText(['Account Management']);
  });

  test('"trip", "itinerary" and "planner" find the travel planner, with its free limit', async ({ page }) => {
    await open(page);
    const help = helpCenter(page);
    for (const query of ['itinerary', 'trip', 'planner']) {
      await help.search.fill(query);
      await expect(help.titles, query).toHaveText(['Travel Planner']);
    }
    const card = help.card('Travel Planner');
    await expect(card).toContainText('The Free plan includes one itinerary; Premium keeps up to 200.');
    await expect(card.getByRole('link')).toHaveText(['Plan a trip', 'My saved itineraries', 'Free and Premium itinerary limits']);
    await expect(card.getByRole('link', { name: 'Plan a trip' })).toHaveAttribute('href', '/planner');
    await expect(card.getByRole('link', { name: 'My saved itineraries' })).toHaveAttribute('href', '/itineraries');
    await expect(card.getByRole('link', { name: 'Free and Premium itinerary limits' })).toHaveAttribute('href', '/pricing');
  });

  test('a query that matches only some links shows just those links', async ({ page }) => {
    await open(page, '?q=privacy');
    const help = helpCenter(page);
    await expect(help.titles).toHaveText(['Resources']);
    await expect(help.card('Resources').getByRole('link')).toHaveText(['Privacy Policy']);
    await expect(help.card('Resources').getByRole('link')).toHaveAttribute('href', '/privacy');
  });

  test('no match says so, and Clear brings every card back', async ({ page }) => {
    await open(page);
    const help = helpCenter(page);
    await help.search.fill('astronomy');
    await expect(help.noMatch('astronomy')).toBeVisible();
    await expect(help.topics).toHaveCount(0);

    await help.clear.click();
    await expect(help.titles).toHaveText(topicTitles);
    await expect(help.search).toHaveValue('');
    await expect(help.search).toBeFocused();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('a shared link with a query that matches nothing opens on the message', async ({ page }) => {
    await open(page, '?q=zzz');
    await expect(helpCenter(page).noMatch('zzz')).toBeVisible();
  });

  test('a billing link opens the FAQ on that question', async ({ page }) => {
    await open(page, '?q=cancelling');
    await helpCenter(page).card('Billing & Plans').getByRole('link', { name: 'Billing and cancelling questions' }).click();
    await expect(page).toHaveURL('/faq#billing');
    const billing = page.getByRole('button', { name: 'How does billing work?' });
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(billing).toBeInViewport();
  });
});
