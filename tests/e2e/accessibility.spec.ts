import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { failedResourcePattern, openInApp } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';
import { signInAs } from './support/accounts.ts';
import { generateViaApi, ItinerariesPage, PlannerPage, tripRequest } from './support/planner-pages.ts';
import { expect, test } from './support/users.ts';

/** Each page, once its content is in: axe checks what the visitor sees, not a skeleton. */
const pages: { name: string; path: string; ready(page: Page): Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    // On phones the featured carousel loads when it comes near the screen.
    ready: async (page) => {
      await page.getByRole('region', { name: 'Featured advisors' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: 'Featured advisors' }).getByRole('article')).toHaveCount(6);
    },
  },
  {
    name: 'advisors directory',
    path: '/advisors',
    ready: (page) => expect(page.getByRole('list', { name: 'Advisors', exact: true }).getByRole('article')).toHaveCount(14),
  },
  {
    name: 'advisor page',
    path: '/advisors/maren',
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'About Maren' })).toBeVisible(),
  },
  {
    name: '404 page',
    path: '/this-does-not-exist',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: "Hmm, we can't find that page" })).toBeVisible(),
  },
];

/** Admin pages, checked signed in as the e2e server's admin. */
const adminPages: { name: string; path: string; ready(page: Page): Promise<void> }[] = [
  {
    name: 'admin dashboard',
    path: '/admin/dashboard',
    ready: (page) => expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    name: 'admin advisors',
    path: '/admin/advisors',
    ready: (page) => expect(page.getByRole('region', { name: 'Advisors' }).getByRole('row').nth(1)).toBeVisible(),
  },
  {
    name: 'admin advisor form',
    path: '/admin/advisors?new=1',
    ready: (page) => expect(page.getByRole('dialog', { name: 'Add advisor' }).getByRole('complementary', { name: 'Preview' }).getByRole('article')).toBeVisible(),
  },
  {
    name: 'admin customers',
    path: '/admin/customers',
    ready: (page) => expect(page.getByRole('region', { name: 'Customers' }).getByRole('row').nth(1)).toBeVisible(),
  },
  {
    name: 'admin audit log',
    path: '/admin/audit',
    ready: (page) => expect(page.getByRole('region', { name: 'Audit log' })).toBeVisible(),
  },
  // The content page, each tab once, with its content in (no skeleton left).
  ...(
    [
      ['invites', 'Invite requests'],
      ['feedback', 'Feedback inbox'],
      ['contact', 'Contact messages'],
      ['mailing-list', 'Mailing list'],
      ['outbox', 'Mail outbox'],
      ['jobs', 'Failed and stuck jobs'],
      ['faq', 'FAQ entries'],
    ] as const
  ).map(([tab, heading]) => ({
    name: `admin content, ${tab} tab`,
    path: `/admin/content?tab=${tab}`,
    ready: async (page: Page) => {
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
    },
  })),
  {
    name: 'admin analytics',
    path: '/admin/analytics?range=7d',
    ready: (page) => expect(page.getByRole('region', { name: /^Sign-ups per day/ }).getByRole('img', { name: /Bar chart/ })).toBeVisible(),
  },
  {
    name: 'admin analytics with its tables shown',
    path: '/admin/analytics?range=7d',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /^Sign-ups per day/ }).getByRole('img', { name: /Bar chart/ })).toBeVisible();
      // Each click renames its button, so the first one left is always the next.
      while ((await page.getByRole('button', { name: 'Show table' }).count()) > 0) await page.getByRole('button', { name: 'Show table' }).first().click();
      await expect(page.getByRole('button', { name: 'Hide table' })).toHaveCount(7);
    },
  },
];

async function useLightTheme(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    // Once per page and theme, at desktop width: the phone layouts are the same markup.
    test.beforeEach(({ isMobile }) => {
      test.skip(isMobile, 'axe runs once per page and theme');
    });
    for (const target of pages) {
      test(`${target.name} has no serious violations`, async ({ page }) => {
        if (theme === 'light') await useLightTheme(page);
        const layout = new SiteLayout(page);
        await page.goto(target.path);
        await target.ready(page);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // Bring in the footer's newsletter form too.
        await layout.scrollToFooter();
        await expectNoSeriousA11yViolations(page);
      });
    }

    for (const target of adminPages) {
      test(`${target.name} has no serious violations`, async ({ page }) => {
        if (theme === 'light') await useLightTheme(page);
        await signInAs(page, 'admin');
        await page.goto(target.path);
        await target.ready(page);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the open menu has no serious violations', async ({ page }) => {
      if (theme === 'light') await useLightTheme(page);
      const layout = new SiteLayout(page);
      await page.goto('/');
      await layout.openMenu();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

// The travel planner's pages, with content in them: once per theme, at one width (their layouts
// are checked at both widths by their own specs).
for (const theme of ['dark', 'light'] as const) {
  test(`the planner, My Itineraries, the View dialog and a shared trip have no serious violations, ${theme} theme`, async ({ page, createUser, baseURL, browser }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'once per page and theme');
    if (theme === 'light') await useLightTheme(page);
    await createUser();
    const itinerary = await generateViaApi(page.request, baseURL ?? '', tripRequest({ days: 3 }));

    const planner = new PlannerPage(page);
    await planner.goto();
    await planner.formReady();
    await expectNoSeriousA11yViolations(page);

    const itineraries = new ItinerariesPage(page);
    await itineraries.goto();
    await expect(itineraries.item('Tokyo, Japan')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await itineraries.item('Tokyo, Japan').getByRole('button', { name: 'View Itinerary' }).click();
    await expect(itineraries.viewDialog('Tokyo, Japan').day(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // The planner with the itinerary the View made current.
    await planner.goto();
    await expect(planner.view.day(3)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const shared = await page.request.post(`/api/itineraries/${itinerary.id}/share`, { data: { hideCosts: false }, headers: { origin: baseURL ?? '' } });
    const { shareLink } = (await shared.json()) as { shareLink: { url: string } };
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    if (theme === 'light') await useLightTheme(other);
    await other.goto(shareLink.url);
    await expect(other.getByRole('region', { name: 'Grand Trip Total' })).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    await visitor.close();
  });
}

test('the newsletter error state has no serious violations', async ({ page }) => {
  const layout = new SiteLayout(page);
  await page.goto('/');
  await layout.scrollToFooter();
  await layout.newsletter.subscribe('not-an-email');
  await expect(layout.newsletter.form.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'footer' });
});

test('the directory preview (API down) has no serious violations', async ({ page, consoleErrors }) => {
  consoleErrors.allow(failedResourcePattern(500));
  await page.route('**/api/advisors', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal:unexpected', message: 'x' } }) }),
  );
  // Reached from another page: opened directly, the directory arrives rendered with its data.
  await openInApp(page, '/advisors');
  await expect(page.getByText('Temporarily showing a preview. Live data will appear shortly.')).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
});
