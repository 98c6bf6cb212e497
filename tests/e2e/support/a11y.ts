import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits for the finite animations and transitions running now (slides, fades) to end: colours
 * measured mid-fade are blends that fail contrast checks the settled page passes. Endless ones
 * (status pulses, spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), timeout]);
  });
}

/** Runs axe on the settled page and fails on any serious or critical WCAG 2.1 A/AA violation. */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    details: violation.nodes.slice(0, 3).map((node) => node.failureSummary),
  }));
  expect(report, `axe found serious or critical violations on ${page.url()}:\n${JSON.stringify(report, null, 2)}`).toEqual([]);
}
