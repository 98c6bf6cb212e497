import type { Page, Response } from '@playwright/test';
import { analyticsSchema, type Analytics } from '../../src/shared/admin/analytics.schema.ts';
import { addDays } from '../../src/shared/itineraries/trip-dates.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { expect, test } from './support/users.ts';

const utcToday = () => new Date().toISOString().slice(0, 10);
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The figures the page was sent for a range: what it shows, whatever other tests add meanwhile. */
async function figuresOf(response: Response): Promise<Analytics> {
  expect(response.status()).toBe(200);
  return analyticsSchema.parse(await response.json());
}

const rangeLine = (page: Page) => page.getByText(/\(UTC\), \d+ days?$/);

test.describe('admin analytics', () => {
  test('switches ranges, picks a custom range on the calendars, and shows the figures as tables', async ({
    page,
    signInAs,
    createUser,
  }) => {
    // A sign-up today, so that today's figure is not zero.
    await createUser();
    await signInAs('admin');
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rangeLine(page)).toHaveText(`${longDay(addDays(utcToday(), -29))} to ${longDay(utcToday())} (UTC), 30 days`);

    // A preset: the URL says which, so the view can be linked.
    const weekResponse = page.waitForResponse((response) => response.url().includes('/api/admin/analytics?range=7d'));
    await page.getByRole('button', { name: '7 days' }).click();
    const week = await figuresOf(await weekResponse);
    await expect(page).toHaveURL(/\/admin\/analytics\?range=7d$/);
    await expect(rangeLine(page)).toHaveText(`${longDay(addDays(utcToday(), -6))} to ${longDay(utcToday())} (UTC), 7 days`);

    // The table view: every day of the range with the API's figure, today's included.
    const signups = page.getByRole('region', { name: /^Sign-ups per day/ });
    await expect(signups.getByRole('img', { name: /Bar chart of sign-ups per day/ })).toBeVisible();
    await signups.getByRole('button', { name: 'Show table' }).click();
    await expect(signups.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-pressed', 'true');
    const table = signups.getByRole('table');
    await expect(table).toBeVisible();
    expect(week.days.find((day) => day.date === utcToday())?.signups).toBeGreaterThan(0);
    await expect(table.getByRole('row')).toHaveCount(8);
    for (const day of week.days) {
      await expect(table.getByRole('row', { name: longDay(day.date) })).toHaveText(`${longDay(day.date)}${day.signups}`);
    }
    const funnel = page.getByRole('region', { name: 'Invite funnel' });
    await funnel.getByRole('button', { name: 'Show table' }).click();
    await expect(funnel.getByRole('row', { name: /^Requested/ })).toContainText(String(week.funnel.requested));

    // A custom range: from six days ago (the range shown) to yesterday, on the calendar.
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByRole('button', { name: /^End date/ }).click();
    const yesterday = addDays(utcToday(), -1);
    await page.getByRole('dialog', { name: 'Choose the end date' }).locator(`[data-day="${yesterday}"]:not([data-outside]) button`).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`range=custom&from=${addDays(utcToday(), -6)}&to=${yesterday}$`));
    await expect(rangeLine(page)).toHaveText(`${longDay(addDays(utcToday(), -6))} to ${longDay(yesterday)} (UTC), 6 days`);
    await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');

    // An end before the start is refused before asking the server.
    await page.getByRole('button', { name: /^Start date/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose the start date' })
      .locator(`[data-day="${utcToday()}"]:not([data-outside]) button`)
      .click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('The end date must be on or after the start date.');
    await expect(page).toHaveURL(new RegExp(`to=${yesterday}$`));

    // The link opens the same view.
    await page.goto(`/admin/analytics?range=custom&from=${addDays(utcToday(), -6)}&to=${yesterday}`);
    await expect(rangeLine(page)).toHaveText(/, 6 days$/);
  });

  test('says what is wrong with a range in the URL, and offers a retry when loading fails', async ({ page, signInAs, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(400));
    consoleErrors.allow(failedResourcePattern(500));
    await signInAs('admin');
    await page.goto('/admin/analytics?range=custom&from=2026-01-10&to=2026-01-01');
    await expect(page.getByRole('alert')).toContainText('The end date must be on or after the start date.');

    let fail = true;
    await page.route('**/api/admin/analytics?*', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
          })
        : route.fallback(),
    );
    await page.goto('/admin/analytics?range=90d');
    await expect(page.getByRole('alert')).toContainText('Could not load the analytics: Something went wrong.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: /^Sign-ups per day/ })).toBeVisible();
    await expect(rangeLine(page)).toHaveText(/, 90 days$/);
  });

  test('fits a phone screen without sideways scrolling, tables shown', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs('admin');
    await page.goto('/admin/analytics?range=90d');
    await expect(page.getByRole('region', { name: /^Sign-ups per day/ }).getByRole('img', { name: /Bar chart/ })).toBeVisible();
    // Each click renames its button, so the first one left is always the next.
    while ((await page.getByRole('button', { name: 'Show table' }).count()) > 0)
      await page.getByRole('button', { name: 'Show table' }).first().click();
    await expect(page.getByRole('button', { name: 'Hide table' })).toHaveCount(7);
    await page.getByRole('button', { name: 'Custom' }).click();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
