import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createNamedCustomer, expect, test } from './support/users.ts';

const rowOf = (page: Page, name: string) => page.getByRole('region', { name: 'Customers' }).getByRole('row').filter({ hasText: name });

async function pickAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function confirm(page: Page, button: string, toast: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: button }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

test.describe('admin customers page', () => {
  test('searches, filters, sorts, acts on a customer through each action, and exports CSV', async ({
    page,
    adminApi,
    baseURL,
    signInAs,
  }) => {
    const tag = `Cust${Date.now().toString(36)}`;
    const quill = await createNamedCustomer(adminApi, baseURL as string, `Quill ${tag}`);
    const rowan = await createNamedCustomer(adminApi, baseURL as string, `Rowan ${tag}`);
    await signInAs('admin');
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(tag.toLowerCase());
    await expect(page.getByText('Page 1 of 1 · 2 customers')).toBeVisible();
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('region', { name: 'Customers' }).getByRole('row').nth(1)).toContainText(quill.name);
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('region', { name: 'Customers' }).getByRole('row').nth(1)).toContainText(rowan.name);

    // Grant Premium with an end date.
    await pickAction(page, quill.name, 'Grant Premium');
    const grant = page.getByRole('dialog', { name: 'Grant Premium' });
    await grant.getByLabel('End date (optional)').fill('2031-01-15');
    await grant.getByRole('button', { name: 'Grant Premium' }).click();
    await expect(page.getByText(`${quill.name} is now Premium`)).toBeVisible();
    await expect(rowOf(page, quill.name)).toContainText('Premium');
    await expect(rowOf(page, quill.name)).toContainText('until Jan 15, 2031');

    await page.getByLabel('Plan').selectOption('premium');
    await expect(page.getByText('Page 1 of 1 · 1 customer', { exact: true })).toBeVisible();
    await expect(rowOf(page, rowan.name)).toHaveCount(0);
    await page.getByLabel('Plan').selectOption('');
    await expect(page.getByText('Page 1 of 1 · 2 customers')).toBeVisible();

    await pickAction(page, quill.name, 'Revoke Premium');
    await confirm(page, 'Revoke Premium', `${quill.name} is on the free plan`);
    await pickAction(page, quill.name, 'Make admin');
    await confirm(page, 'Make admin', `${quill.name} is now an admin`);
    await expect(rowOf(page, quill.name)).toContainText('Admin');
    await pickAction(page, quill.name, 'Remove admin');
    await confirm(page, 'Remove admin', `${quill.name} is no longer an admin`);
    await pickAction(page, quill.name, 'Send password reset');
    await confirm(page, 'Send reset email', `Password reset email sent to ${quill.name}`);

    // Ban: the reason is required.
    await pickAction(page, quill.name, 'Ban');
    const ban = page.getByRole('dialog', { name: `Ban ${quill.name}` });
    await ban.getByRole('button', { name: 'Ban' }).click();
    await expect(ban.getByText('Please give a reason.')).toBeVisible();
    await ban.getByLabel('Reason').fill('Spam in the contact form');
    await ban.getByRole('button', { name: 'Ban' }).click();
    await expect(page.getByText(`${quill.name} is banned`)).toBeVisible();
    await expect(rowOf(page, quill.name)).toContainText('Spam in the contact form');
    await page.getByLabel('Status').selectOption('banned');
    await expect(page.getByText('Page 1 of 1 · 1 customer', { exact: true })).toBeVisible();
    await pickAction(page, quill.name, 'Unban');
    await confirm(page, 'Unban', `${quill.name} is no longer banned`);
    await expect(page.getByText('No customers match.')).toBeVisible();
    await page.getByLabel('Status').selectOption('');

    // The export holds the filtered rows.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${rowan.name}","${rowan.email}"`);
    expect(lines[2]).toContain(`"${quill.name}","${quill.email}"`);

    // Each action is in the audit log.
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const log = page.getByRole('region', { name: 'Audit log' });
    // Other tests act as admins at the same time: Quill's newest row, not the log's, is the Unban.
    await expect(log.getByRole('row').filter({ hasText: quill.email }).first()).toContainText('Unban');
    await page.getByLabel('Action').selectOption({ label: 'Grant Premium' });
    await expect(log.getByRole('row').filter({ hasText: quill.email }).first()).toContainText('Plan: free → premium');
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await expect(log.getByRole('row').filter({ hasText: quill.email })).toHaveCount(1);
    await page.getByLabel('To').fill('2020-01-01');
    await expect(page.getByText('No admin actions match.')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the customers table scrolls sideways, the page does not', async ({ page, signInAs }) => {
      await signInAs('admin');
      await page.goto('/admin/customers');
      const region = page.getByRole('region', { name: 'Customers' });
      await expect(region.getByRole('row').nth(1)).toBeVisible();
      const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();
    });
  });
});
