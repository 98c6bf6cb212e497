import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { SiteLayout } from './support/pages.ts';

/**
 * The suite runs with reduced motion asked for (playwright.config.ts); these tests cover both
 * preferences, so the motion a visitor sees by default is tested as it ships.
 */
const pulsingDot = (page: Page) => page.locator('[data-status="available"] .animate-ping').first();

const animationOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { name: style.animationName, duration: style.animationDuration, iterations: style.animationIterationCount };
  });

test.describe('motion, by default', () => {
  test.use({ reducedMotion: 'no-preference' });

  test("an available advisor's status dot pulses, and the menu slides in from the right", async ({ page }) => {
    await page.goto('/advisors');
    const dot = pulsingDot(page);
    await expect(dot).toBeAttached();
    expect(await animationOf(dot)).toEqual({ name: 'ping', duration: '1s', iterations: 'infinite' });

    const layout = new SiteLayout(page);
    await layout.openMenu();
    const sliding = await animationOf(layout.menu);
    expect(sliding.name).toMatch(/slide-in-from-right/);
    expect(Number.parseFloat(sliding.duration)).toBeGreaterThan(0.1);
  });
});

test.describe('motion, reduced', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing pulses, and the menu opens at once', async ({ page }) => {
    await page.goto('/advisors');
    const dot = pulsingDot(page);
    await expect(dot).toBeAttached();
    expect((await animationOf(dot)).name).toBe('none');

    const layout = new SiteLayout(page);
    await layout.openMenu();
    const opening = await animationOf(layout.menu);
    // styles.css shortens every animation to 0.01 ms rather than removing it, so Radix still sees it end.
    expect(Number.parseFloat(opening.duration)).toBeLessThan(0.001);
    await expect(layout.mainNav).toBeVisible();
  });
});
