import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { budgetBytes, kib, measureBundle } from '../../scripts/bundle-budget.ts';
import { expect, failedResourcePattern, test } from './support/fixtures.ts';

/**
 * The build's bundle budget (scripts/bundle-report.ts) adds up, from Vite's manifest, what each
 * public page loads. Here Chromium opens each page and we add up what it really downloaded: every
 * script, gzipped as the report does, until the page has settled (skeletons gone, lazy parts the
 * first screen asks for loaded). The page must stay within the budget, and every file the report
 * counted must be among what the browser fetched, so the two measure the same thing.
 */
const measure = measureBundle();

/** Resolves once no request has been in flight for `quietMs` (the page's timers and lazy loads are done). */
function networkSettled(page: Page, quietMs = 1_500, timeoutMs = 20_000) {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const finished = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    const started = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() - started > timeoutMs) throw new Error(`the page kept loading for ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
  };
}

test.describe('JavaScript each public page downloads', () => {
  for (const entry of measure.pages) {
    test(`${entry.route} (${entry.example}) stays within ${kib(budgetBytes)} of gzipped JavaScript`, async ({ page, consoleErrors }, testInfo) => {
      // The shared-trip example's token is unknown: the API answers 404, which Chromium logs.
      if (entry.route === '/trips/shared/:token') consoleErrors.allow(failedResourcePattern(404));
      const scripts = new Map<string, { gzip: number; transferred: number }>();
      const reads: Promise<void>[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (!pathname.endsWith('.js') || response.status() !== 200) return;
        reads.push(
          (async () => {
            const body = await response.body();
            const sizes = await response.request().sizes();
            scripts.set(pathname.replace(/^\//, ''), { gzip: gzipSync(body, { level: 9 }).length, transferred: sizes.responseBodySize });
          })(),
        );
      });
      const settled = networkSettled(page);

      await page.goto(entry.example);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settled();
      await Promise.all(reads);

      const downloaded = [...scripts.values()].reduce((sum, size) => sum + size.gzip, 0);
      const transferred = [...scripts.values()].reduce((sum, size) => sum + size.transferred, 0);
      const extra = [...scripts.keys()].filter((file) => !entry.files.includes(file));
      testInfo.annotations.push({
        type: 'javascript',
        description: `${kib(downloaded)} gzipped in ${scripts.size} files (${kib(transferred)} on the wire); the build counted ${kib(entry.gzipBytes)}${
          extra.length > 0 ? `; also loaded at first render: ${extra.join(', ')}` : ''
        }`,
      });

      expect(
        entry.files.filter((file) => !scripts.has(file)),
        'files the bundle report counts for this page but the browser did not download',
      ).toEqual([]);
      expect(downloaded, `${entry.route} downloaded ${kib(downloaded)} of gzipped JavaScript`).toBeLessThanOrEqual(budgetBytes);
    });
  }
});
