import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { failedResourcePattern } from './support/fixtures.ts';
import { expect, test } from './support/users.ts';

/** Posts from the page's own client, as a visitor's form would. */
async function send(api: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<void> {
  const response = await api.post(path, { data, headers: { origin: baseURL } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
}

const openTab = async (page: Page, name: string, tab: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content\\?tab=${tab}$`));
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
};

const search = (page: Page, text: string) => page.getByRole('tabpanel').getByRole('searchbox', { name: 'Search' }).fill(text);

test.describe('admin content page', () => {
  test('keeps the tab in the address, and opens the tab a link names', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Invite requests', selected: true })).toBeVisible();
    await openTab(page, 'Mailing list', 'mailing-list');
    await expect(page.getByRole('heading', { level: 2, name: 'Mailing list' })).toBeVisible();
    // The arrow keys move along the tabs, and the address follows.
    await page.getByRole('tab', { name: 'Mailing list' }).press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=outbox$/);
    await page.goto('/admin/content?tab=faq');
    await expect(page.getByRole('tab', { name: 'FAQ', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'FAQ entries' })).toBeVisible();
    await page.goto('/admin/content?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Invite requests', selected: true })).toBeVisible();
  });

  test('invite requests: approves, resends and declines; the outbox tab shows the invitations', async ({ page, signInAs, baseURL }) => {
    const tag = Date.now().toString(36);
    const advisors = (await (await page.request.get('/api/advisors')).json()) as { id: string }[];
    const ask = (name: string, email: string) =>
      send(page.request, baseURL as string, '/api/invite-requests', { name, email, advisors: [advisors[0]?.id], howDidYouHear: 'A podcast', mailingList: false });
    const ivy = { name: `Ivy ${tag}`, email: `ivy.${tag}@example.com` };
    const jon = { name: `Jon ${tag}`, email: `jon.${tag}@example.com` };
    await ask(ivy.name, ivy.email);
    await ask(jon.name, jon.email);

    await signInAs('admin');
    await page.goto('/admin/content?tab=invites');
    // The server searches: only this test's two requests are left, the rest of the queue is on other pages.
    await search(page, tag);
    const pending = page.getByRole('region', { name: 'Pending requests' });
    await expect(pending.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Pending requests pages' })).toContainText('2 requests');
    // Newest first, then by name A to Z, then Z to A.
    await expect(pending.getByRole('row').nth(1)).toContainText(jon.name);
    await pending.getByRole('button', { name: 'Name' }).click();
    await expect(pending.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(pending.getByRole('row').nth(1)).toContainText(ivy.name);
    await pending.getByRole('button', { name: 'Name' }).click();
    await expect(pending.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(pending.getByRole('row').nth(1)).toContainText(jon.name);

    await pending.getByRole('row').filter({ hasText: ivy.email }).getByRole('button', { name: `Approve ${ivy.name}` }).click();
    await expect(page.getByText(`Invitation sent to ${ivy.email}`)).toBeVisible();
    await pending.getByRole('row').filter({ hasText: jon.email }).getByRole('button', { name: `Decline ${jon.name}` }).click();
    await expect(page.getByText(`Declined ${jon.name}'s request`)).toBeVisible();
    await expect(pending).toContainText('No requests match.');

    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    const approved = page.getByRole('region', { name: 'Approved requests' }).getByRole('row').filter({ hasText: ivy.email });
    await approved.getByRole('button', { name: `Resend the invitation to ${ivy.name}` }).click();
    await expect(page.getByText(`A new invitation was sent to ${ivy.email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Declined', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Declined requests' }).getByRole('row').filter({ hasText: jon.email })).toContainText('Declined');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByRole('region', { name: 'All requests' }).getByRole('row')).toHaveCount(3);

    await openTab(page, 'Outbox', 'outbox');
    await search(page, ivy.email);
    const emails = page.getByRole('region', { name: 'Emails' });
    await expect(emails.getByRole('row').filter({ hasText: ivy.email })).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Emails pages' })).toContainText('2 emails');
    // The body opens under the subject.
    const newest = emails.getByRole('row').nth(1);
    await expect(newest.getByText('Create your account', { exact: false })).toBeHidden();
    await newest.locator('summary').click();
    await expect(newest.getByText('Create your account', { exact: false })).toBeVisible();
    await search(page, `nobody.${tag}@example.com`);
    await expect(emails).toContainText('No emails match.');

    // Each decision is in the audit log.
    await page.goto('/admin/audit');
    await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('Resend invitation');
  });

  test('feedback and contact: marks a message replied, filters by the mark, and clears it', async ({ page, signInAs, baseURL }) => {
    const tag = `inbox${Date.now().toString(36)}`;
    await send(page.request, baseURL as string, '/api/feedback', { rating: 4, message: `Helpful advisors ${tag}`, wantReply: true, name: 'Lea Moss', email: `lea.${tag}@example.com` });
    await send(page.request, baseURL as string, '/api/contact', { name: 'Max Ode', email: `max.${tag}@example.com`, subject: `Billing ${tag}`, message: 'When does Premium renew?' });

    await signInAs('admin');
    await page.goto('/admin/content?tab=feedback');
    await search(page, tag);
    const table = page.getByRole('region', { name: 'Feedback' });
    const row = table.getByRole('row').filter({ hasText: `Helpful advisors ${tag}` });
    await expect(row).toContainText('4/5');
    await expect(row).toContainText('Lea Moss');
    await expect(row.getByRole('link', { name: `lea.${tag}@example.com` })).toHaveAttribute('href', `mailto:lea.${tag}@example.com`);
    await expect(row).toContainText('Not replied');
    await row.getByRole('button', { name: "Mark Lea Moss's feedback as replied" }).click();
    await expect(page.getByText("Marked Lea Moss's feedback as replied")).toBeVisible();
    await expect(row).toContainText('Replied');

    await page.getByRole('tabpanel').getByRole('combobox', { name: 'Replied' }).selectOption('no');
    await expect(page.getByText('Page 1 of 1 · 0 messages')).toBeVisible();
    await page.getByRole('tabpanel').getByRole('combobox', { name: 'Replied' }).selectOption('yes');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: "Clear the replied mark of Lea Moss's feedback" }).click();
    await expect(page.getByText("Replied mark cleared for Lea Moss's feedback")).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(0);

    await openTab(page, 'Contact', 'contact');
    await search(page, tag);
    const message = page.getByRole('region', { name: 'Contact messages' }).getByRole('row').filter({ hasText: `Billing ${tag}` });
    await expect(message).toContainText('When does Premium renew?');
    await message.getByRole('button', { name: "Mark Max Ode's message as replied" }).click();
    await expect(page.getByText("Marked Max Ode's message as replied")).toBeVisible();
    await expect(message.getByRole('button', { name: "Clear the replied mark of Max Ode's message" })).toBeVisible();
    await message.getByRole('button', { name: "Clear the replied mark of Max Ode's message" }).click();
    await expect(message.getByRole('button', { name: "Mark Max Ode's message as replied" })).toBeVisible();
  });

  test('mailing list: filters, exports the filtered rows as CSV, and unsubscribes an address after confirmation', async ({ page, signInAs, baseURL }) => {
    const tag = `list${Date.now().toString(36)}`;
    const nell = `nell.${tag}@example.com`;
    const otto = `otto.${tag}@example.com`;
    await send(page.request, baseURL as string, '/api/newsletter', { email: nell });
    await send(page.request, baseURL as string, '/api/newsletter', { email: otto });

    await signInAs('admin');
    await page.goto('/admin/content?tab=mailing-list');
    await search(page, tag);
    const table = page.getByRole('region', { name: 'Mailing list' });
    await expect(page.getByText('Page 1 of 1 · 2 addresses')).toBeVisible();
    const nellRow = table.getByRole('row').filter({ hasText: nell });
    await expect(nellRow).toContainText('Footer form');
    await expect(nellRow).toContainText('Subscribed');

    await nellRow.getByRole('button', { name: `Unsubscribe ${nell}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unsubscribe this address?' });
    await expect(dialog).toContainText(nell);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(nellRow).toContainText('Subscribed');
    await nellRow.getByRole('button', { name: `Unsubscribe ${nell}` }).click();
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText(`${nell} is unsubscribed`)).toBeVisible();
    await expect(nellRow).toContainText('Unsubscribed');
    await expect(nellRow.getByRole('button')).toHaveCount(0);

    await page.getByRole('tabpanel').getByLabel('Status').selectOption('subscribed');
    await expect(page.getByText('Page 1 of 1 · 1 address')).toBeVisible();
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', new RegExp(`^/api/admin/mailing-list/export\\.csv\\?q=${tag}&status=subscribed&`));
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^mailing-list-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Email","Source","Subscribed","Status","Unsubscribed"');
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^"${otto}","footer",".+","subscribed",""$`))]);
  });

  test('FAQ: adds a hidden entry, edits it, reorders it from the keyboard, and deletes it after confirmation', async ({ page, signInAs }) => {
    const question = `Can I pause Premium? ${Date.now().toString(36)}`;
    await signInAs('admin');
    await page.goto('/admin/content?tab=faq');
    const entries = page.getByRole('list', { name: 'FAQ entries' });
    await expect(entries.getByRole('listitem').first()).toContainText('What is Wayfinder?');

    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an FAQ entry' });
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(dialog.getByText('Please write the question.')).toBeVisible();
    await expect(dialog.getByText('Please write the answer.')).toBeVisible();
    await dialog.getByLabel('Question').fill(question);
    await dialog.getByLabel('Answer').fill('Not yet.\n\nWrite to us and we will help.');
    // Hidden while it is being written: the public page does not show it.
    await dialog.getByRole('switch', { name: 'Published on the FAQ page' }).click();
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByText('FAQ entry added')).toBeVisible();
    const item = entries.getByRole('listitem').filter({ hasText: question });
    await expect(item).toContainText('Hidden');
    await expect(entries.getByRole('listitem').last()).toContainText(question);
    await expect(item.getByRole('button', { name: `Move “${question}” down` })).toBeDisabled();

    await item.getByRole('button', { name: `Edit “${question}”` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit FAQ entry' });
    await expect(edit.getByLabel('Question')).toHaveValue(question);
    await edit.getByLabel('Answer').fill('Not yet: Premium runs month to month.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('FAQ entry saved')).toBeVisible();
    await expect(item).toContainText('Premium runs month to month');

    // Up with the keyboard: the focus stays on the button, the entry one place higher.
    const up = item.getByRole('button', { name: `Move “${question}” up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(entries.getByRole('listitem').nth(-2)).toContainText(question);
    await expect(up).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(item.getByRole('button', { name: `Move “${question}” down` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(entries.getByRole('listitem').last()).toContainText(question);

    await item.getByRole('button', { name: `Delete “${question}”` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this FAQ entry?' });
    await expect(confirm).toContainText(question);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('FAQ entry deleted')).toBeVisible();
    await expect(entries.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);
    await expect(entries.getByRole('listitem').last()).toContainText('Can I change my advisor?');
  });

  test('shows a clear error when a tab cannot load, and loads again on request', async ({ page, signInAs, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await signInAs('admin');
    let fail = true;
    await page.route('**/api/admin/faq', (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal:unexpected","message":"Something went wrong. Please try again."}}' }) : route.fallback()));
    await page.goto('/admin/content?tab=faq');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the FAQ entries' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'FAQ entries' })).toBeVisible();
  });

  test('fits a phone screen: the tabs and tables scroll sideways, the page does not', async ({ page, signInAs, baseURL }) => {
    await send(page.request, baseURL as string, '/api/newsletter', { email: `a.rather.long.address.without.breaks.${Date.now().toString(36)}@example.com` });
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs('admin');
    for (const [tab, name] of [
      ['invites', 'Invite requests'],
      ['feedback', 'Feedback'],
      ['contact', 'Contact'],
      ['mailing-list', 'Mailing list'],
      ['outbox', 'Outbox'],
      ['faq', 'FAQ'],
    ] as const) {
      await page.goto(`/admin/content?tab=${tab}`);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
      // A linked tab is scrolled into view in the tab strip.
      await expect(page.getByRole('tab', { name, selected: true })).toBeInViewport({ ratio: 0.9 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
  });
});
