import { defineConfig, type LaunchOptions } from '@playwright/test';
import { serverNodeFlags } from './src/server/node-flags.ts';
import { e2eAdmin, e2ePort, e2eStripe, e2eTeamEmail } from './tests/e2e/support/e2e-server.ts';

/**
 * End-to-end tests against the real server with a fresh in-memory database per run.
 * The client must be built first (`npm run build`: the client and its server-render entry): the server serves
 * dist/client and tests/e2e/support/global-setup.ts stops the run with a clear message when it is missing.
 */
// E2E_PORT lets two checkouts run their suites side by side (each takes it and the next two).
const port = e2ePort;
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium: Playwright's own browser download is not available on these machines.
const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Specs that change the public advisor catalog (see the `catalog` project). */
const catalogChanges = /admin-advisors\.spec\.ts$/;

/**
 * Paying for Premium needs Stripe, which the default start leaves off (every other spec checks the
 * product without it, as `npm start` runs). These specs run against a second server configured
 * with Stripe, pointed at the fake Stripe server (tools/fake-stripe) on 127.0.0.1: no network.
 */
const billingSpecs = /billing\.spec\.ts$/;
const billingPort = port + 1;
const fakeStripePort = e2eStripe.port;
const billingBaseURL = `http://127.0.0.1:${billingPort}`;

/** The app on `appPort` with a fresh in-memory database, as `npm start` runs it unless `extraEnv` says otherwise. */
function appServer(appPort: number, extraEnv: Record<string, string> = {}) {
  const appURL = `http://127.0.0.1:${appPort}`;
  return {
    command: `node ${serverNodeFlags.join(' ')} src/server/main.ts`,
    url: `${appURL}/api/health`,
    reuseExistingServer: false,
    // A cold start (migrations, seeding, hashing the bootstrap admin's password) takes over a
    // minute on a loaded 2-core machine.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // Every rate limit, quota and chat limit is left at its default, as on `npm start`: the
      // suite is what a person sees (tests/e2e/browsing.spec.ts browses every page twice from one
      // address). A test that must lift one says why here.
      PUBLIC_URL: appURL,
      // The admin the tests sign in as (the demo admin's password is generated and only logged),
      // and the free and Premium demo users, which ADMIN_EMAIL alone would leave out.
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      DEMO_ACCOUNTS: 'on',
      TEAM_EMAIL: e2eTeamEmail,
      // Tests act as many clients: X-Forwarded-For from the local test runner names each one.
      TRUSTED_PROXIES: '127.0.0.1',
      // Never let a developer's or CI's settings point the run at a real database or webhook.
      DATABASE_URL: '',
      NEWSLETTER_WEBHOOK_URL: '',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The CI machine has run this suite at a third of a quiet 2-core machine's speed (56 minutes
  // against 23): a page that shows in 2 s here took over 5 s there. The room is for that host;
  // a test that passes never waits for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // scripts/test.ts sets PLAYWRIGHT_JSON_OUTPUT_NAME to add the results up with Vitest's.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    baseURL,
    // Tracing every test costs more than the tests on a 2-core machine: trace the retry only.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, which the app honours (styles.css): animations end at
    // once and the status dots stop pulsing. Each running animation kept Chromium's software
    // compositor busy, and the suite took a third longer (31 min against 21 on this 2-core
    // machine). Tests of motion itself set `reducedMotion: 'no-preference'` (motion.spec.ts).
    reducedMotion: 'reduce',
  },
  webServer: [
    appServer(port),
    {
      command: 'node tools/fake-stripe/main.ts',
      port: fakeStripePort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_STRIPE_PORT: String(fakeStripePort), FAKE_STRIPE_WEBHOOK_URL: `${billingBaseURL}/api/billing/webhook`, STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret },
    },
    appServer(billingPort, {
      // Any key and price: the fake takes every key and sells every price at $5.99 a month.
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PRICE_ID: 'price_e2e_premium',
      STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${fakeStripePort}`,
    }),
  ],
  projects: [
    {
      name: 'desktop',
      testIgnore: [catalogChanges, billingSpecs],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Adding and deleting advisors changes what every visitor sees: these run once the others
      // are done, so the directory's tests count the seeded advisors and nothing else.
      // (Playwright skips them when an earlier test failed: fix that one first.)
      name: 'catalog',
      testMatch: catalogChanges,
      dependencies: ['desktop', 'phone'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: [catalogChanges, billingSpecs],
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
      {
      // One test at a time, phone after desktop: the fake Stripe's clock is shared by every
      // subscription, and a test that moves it past a period's end must end only its own.
      name: 'billing-desktop',
      testMatch: billingSpecs,
      fullyParallel: false,
      use: { browserName: 'chromium', baseURL: billingBaseURL, viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'billing-phone',
      testMatch: billingSpecs,
      fullyParallel: false,
      dependencies: ['billing-desktop'],
      use: { browserName: 'chromium', baseURL: billingBaseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
  ],
});
