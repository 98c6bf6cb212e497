import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleErrors {
  /** Errors the page logged (console.error) or threw (pageerror) so far, less the allowed ones. */
  readonly unexpected: string[];
  /**
   * Allows errors matching `pattern` for this test only, e.g. the
   * "Failed to load resource: ... status of 500" that Chromium logs when a test breaks the API on purpose.
   */
  allow(pattern: RegExp): void;
}

/**
 * Each test is its own client address: the server believes X-Forwarded-For from 127.0.0.1
 * (TRUSTED_PROXIES in playwright.config.ts), so per-address limits such as 3 sign-ins per 10 s
 * hold exactly as in production without tests tripping over each other.
 */
let clientCounter = 0;
export function nextClientIp(workerIndex: number): string {
  clientCounter++;
  return `10.${(workerIndex % 250) + 1}.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;
}

interface Fixtures {
  clientIp: string;
  /** Opt-out: `test.use({ allowConsoleErrors: true })` for tests that expect the page to log errors. */
  allowConsoleErrors: boolean;
  consoleErrors: ConsoleErrors;
}

/**
 * The project's `test`: every test fails when the page logs a console error or throws an uncaught
 * exception, unless the test allowed it (see ConsoleErrors.allow and allowConsoleErrors).
 */
export const test = base.extend<Fixtures>({
  /**
   * A public page arrives as HTML and is shown before its script has taken it over (decision
   * 0215); a click before then would do nothing. Like a reader who waits for the page to settle,
   * each navigation waits until the app has taken the page over (`<html data-app="ready">`).
   */
  page: async ({ page }, use) => {
    const untilTakenOver = async <T>(navigation: Promise<T>): Promise<T> => {
      const result = await navigation;
      await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready');
      return result;
    };
    const { goto, reload, goBack, goForward } = page;
    page.goto = (...args) => untilTakenOver(goto.apply(page, args));
    page.reload = (...args) => untilTakenOver(reload.apply(page, args));
    page.goBack = (...args) => untilTakenOver(goBack.apply(page, args));
    page.goForward = (...args) => untilTakenOver(goForward.apply(page, args));
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure what they need; this one needs nothing
  clientIp: async ({}, use, testInfo) => {
    await use(nextClientIp(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
  allowConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const allowed: RegExp[] = [];
      const collected: string[] = [];
      const record = (text: string) => collected.push(text);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const location = message.location();
        record(`console.error: ${message.text()}${location.url ? ` (${location.url})` : ''}`);
      });
      page.on('pageerror', (error) => record(`pageerror: ${error.stack ?? error.message}`));
      const unexpected = () => collected.filter((text) => !allowed.some((pattern) => pattern.test(text)));

      await use({
        get unexpected() {
          return unexpected();
        },
        allow(pattern) {
          allowed.push(pattern);
        },
      });

      if (!allowConsoleErrors) {
        expect(unexpected(), 'the page logged errors (use consoleErrors.allow(pattern) if this test expects them)').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium logs a failed response as "Failed to load resource: the server responded with a status of N". */
export function failedResourcePattern(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);
}

/** Fulfils every matching API call with the API's error shape, as a broken server would answer. */
export async function breakApi(page: Page, urlPattern: string, status = 500): Promise<void> {
  await page.route(urlPattern, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal:unexpected', message: 'x' } }),
    }),
  );
}

/** Holds matching requests until `release()` is called, to observe loading and busy states. */
export async function holdRequests(page: Page, urlPattern: string): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(urlPattern, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

/** A unique address per call so tests never collide with each other or earlier runs. */
export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/**
 * Opens `path` as a navigation inside the app, after the app has started on a page the browser
 * renders. A public page opened directly arrives rendered on the server with its data, so the
 * browser never asks the API for it: tests of what the browser shows while the API is slow or
 * broken (skeletons, fallbacks, errors) reach the page the way a visitor clicking a link does.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/opened-in-app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
