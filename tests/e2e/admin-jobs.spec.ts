import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Page, TestInfo } from '@playwright/test';
import { e2eAdmin } from './support/e2e-server.ts';
import { expect, failedResourcePattern, test } from './support/fixtures.ts';

/*
 * Failed and stuck jobs, end to end, on a server of this spec's own (support/jobs-app.ts says why):
 * the real app with one job that failed for real (it throws on its first attempt and had no retry
 * left) and one stuck job. Each project's worker starts its own, so desktop and phone each retry
 * their own job.
 */
test.describe.configure({ mode: 'serial' });

let app: ChildProcess | undefined;
let appUrl = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['tests/e2e/support/jobs-app.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  app = child;
  const lines = createInterface({ input: child.stdout });
  appUrl = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the jobs app exited (${code}) before it was ready`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"jobsAppUrl"')) resolve((JSON.parse(line) as { jobsAppUrl: string }).jobsAppUrl);
    });
  });
});

test.afterAll(async () => {
  if (!app || app.exitCode !== null) return;
  const exited = new Promise((resolve) => app?.once('exit', resolve));
  app.kill('SIGTERM');
  await exited;
});

async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post(`${appUrl}/api/auth/sign-in/email`, { data: { email: e2eAdmin.email, password: e2eAdmin.password }, headers: { origin: appUrl } });
  expect(response.status(), await response.text()).toBe(200);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('the dashboard counts failed and stuck jobs and links to the list', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto(`${appUrl}/admin/dashboard`);
  const card = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Failed jobs$/ }) });
  await expect(card.locator('dd > span').first()).toHaveText('1');
  await expect(card).toContainText('1 stuck');
  await noSidewaysScroll(page);
  await screenshot(page, testInfo, 'jobs-dashboard-dark');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(card.locator('dd > span').first()).toHaveText('1');
  await screenshot(page, testInfo, 'jobs-dashboard-light');

  await card.getByRole('link', { name: 'View jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?tab=jobs$/);
  await expect(page.getByRole('tab', { name: 'Jobs', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Failed and stuck jobs' })).toBeVisible();
});

test('lists the jobs without their payloads, and a retry runs the failed one again', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto(`${appUrl}/admin/content?tab=jobs`);
  const table = page.getByRole('table', { name: 'Failed and stuck jobs' });
  const failed = table.getByRole('row').filter({ hasText: 'weekly-digest' });
  const stuck = table.getByRole('row').filter({ hasText: 'advisor-report' });
  await expect(failed).toContainText('the digest for example.com could not be built: the report service answered 503');
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('1 of 1');
  await expect(failed).toContainText(/Created .+Started .+Failed .+/);
  await expect(stuck).toContainText('Stuck');
  await expect(stuck).toContainText('Not started');
  await expect(stuck).toContainText('0 of 3');
  await expect(stuck.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expect(table).not.toContainText('reader@example.com');
  await expect(table).not.toContainText('private');
  await noSidewaysScroll(page);
  await screenshot(page, testInfo, 'jobs-list-dark');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(failed).toBeVisible();
  await screenshot(page, testInfo, 'jobs-list-light');

  await failed.getByRole('button', { name: /^Retry the weekly-digest job/ }).click();
  await expect(page.getByText('weekly-digest job queued again')).toBeVisible();
  // The second attempt succeeds: the job leaves the list (the table refreshes after the retry; reload to see it done).
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(stuck).toBeVisible();
        return failed.count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  await page.goto(`${appUrl}/admin/audit`);
  await expect(page.getByRole('main')).toContainText('Retry job');
});

test('says when no job needs an admin', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/admin/jobs?*', async (route) => {
    await answered;
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ rows: [], total: 0, page: 1, pageSize: 25 }) });
  });
  await page.goto(`${appUrl}/admin/content?tab=jobs`);
  await expect(page.getByRole('status', { name: 'Loading the jobs' })).toBeVisible();
  answer();
  await expect(page.getByText('No failed or stuck jobs')).toBeVisible();
  await screenshot(page, testInfo, 'jobs-empty');
});

test('offers Try again when the list cannot load', async ({ page, consoleErrors }) => {
  consoleErrors.allow(failedResourcePattern(500));
  await signInAsAdmin(page);
  let fail = true;
  await page.route('**/api/admin/jobs?*', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }) })
      : route.continue(),
  );
  await page.goto(`${appUrl}/admin/content?tab=jobs`);
  await expect(page.getByRole('alert')).toContainText('Could not load the jobs: Something went wrong.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Failed and stuck jobs' }).getByRole('row').filter({ hasText: 'advisor-report' })).toBeVisible();
});
