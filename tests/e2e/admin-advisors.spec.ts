import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/users.ts';

const rowOf = (page: Page, name: string) => page.getByRole('region', { name: 'Advisors' }).getByRole('row').filter({ hasText: name });

/**
 * Searches the list for the test's own advisor and waits for the search's answer. The first page
 * before it holds most advisors, so the row could be found, and its menu opened, before the
 * answer re-rendered the table; once in 54 runs the click on the menu's item then did nothing.
 */
async function searchFor(page: Page, mark: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(mark);
  await expect(page.getByText('Page 1 of 1 · 1 advisor', { exact: true })).toBeVisible();
}

async function moreActions(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('admin advisors page', () => {
  test('adds an advisor with an avatar from the dashboard, sees it in the directory, edits it and deletes it', async ({ page, signInAs, consoleErrors }) => {
    // The taken slug below: the browser logs the API's 409.
    consoleErrors.allow(/status of 409 .*\/api\/admin\/advisors\//);
    const mark = Date.now().toString(36);
    const name = `Orla ${mark}`;
    const slug = `orla-${mark}`;
    const avatar = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 120, b: 90 } } })
      .png()
      .toBuffer();

    await signInAs('admin');
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Add advisor' }).click();
    // The page's code loads on first use (admin screens have no preload list): on a busy machine
    // the dashboard stays up for a few seconds before the form opens.
    const form = page.getByRole('dialog', { name: 'Add advisor' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/advisors\?new=1$/);

    // Saving an empty form names what is missing.
    await form.getByRole('button', { name: 'Add advisor' }).click();
    await expect(form.getByText('Please enter a name.')).toBeVisible();

    await form.getByLabel('Name').fill(name);
    // The slug follows the name until it is edited by hand.
    await expect(form.getByLabel('Slug')).toHaveValue(slug);
    await form.getByLabel('Ethos (optional)').fill('Clarity & Focus');
    await form.getByLabel('Status').selectOption('available');
    await form.getByLabel('Short description').fill('Helps you turn a noisy week into three calm priorities.');
    await form.getByLabel('About').fill('Orla helps you look at everything on your plate and choose what matters this week.');
    await form.getByLabel('Tags').fill('Calm, Weekly Focus');
    await form.getByRole('button', { name: 'Add method' }).click();
    await form.getByLabel('Method 1', { exact: true }).fill('Weekly Review');
    await form.getByLabel('Scopes, separated by commas').fill('loose ends, planning the week');
    await form.getByLabel('Upload avatar').setInputFiles({ name: 'orla.png', mimeType: 'image/png', buffer: avatar });

    // The live preview is the directory's card.
    const preview = form.getByRole('complementary', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name })).toBeVisible();
    await expect(preview.getByText('Weekly Focus')).toBeVisible();
    await expect(preview.locator('img[src^="blob:"]')).toHaveCount(1);

    await form.getByRole('button', { name: 'Add advisor' }).click();
    await expect(page.getByText(`${name} is added`)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/advisors$/);
    await searchFor(page, mark);
    await expect(rowOf(page, name)).toContainText('Available');
    await expect(rowOf(page, name)).toContainText(slug);

    // At once on the public directory, with the uploaded avatar.
    await page.goto('/advisors');
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.locator('img[src*="/api/advisor-images/"]')).toHaveCount(1);

    // Edit: a new name and status show on the advisor's page at once.
    await page.goto('/admin/advisors');
    await searchFor(page, mark);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Slug')).toHaveValue(slug);
    await edit.getByLabel('Name').fill(`Orla Renamed ${mark}`);
    // Editing the name leaves a saved slug alone.
    await expect(edit.getByLabel('Slug')).toHaveValue(slug);
    await edit.getByLabel('Status').selectOption('testing');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Orla Renamed ${mark} is updated`)).toBeVisible();
    await expect(rowOf(page, `Orla Renamed ${mark}`)).toContainText('Testing');
    await page.goto(`/advisors/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Orla Renamed ${mark}` })).toBeVisible();

    // A taken slug is refused with its message under the field.
    await page.goto('/admin/advisors');
    await searchFor(page, mark);
    await page.getByRole('button', { name: `Edit Orla Renamed ${mark}` }).click();
    const again = page.getByRole('dialog', { name: `Edit Orla Renamed ${mark}` });
    await again.getByLabel('Slug').fill('maren');
    await again.getByRole('button', { name: 'Save changes' }).click();
    await expect(again.getByText('This slug is already taken. Please choose another.').first()).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Nobody talked to it: deleted for good.
    await moreActions(page, `Orla Renamed ${mark}`, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: `Delete Orla Renamed ${mark}?` });
    await expect(confirm).toContainText('deleted for good');
    await confirm.getByRole('button', { name: 'Delete advisor' }).click();
    await expect(page.getByText(`Orla Renamed ${mark} is deleted`)).toBeVisible();
    await expect(page.getByText('No advisors match.')).toBeVisible();
    await page.goto('/advisors');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: `Orla Renamed ${mark}` })).toHaveCount(0);
  });

  test('archives an advisor that has conversations instead of deleting it, and restores it', async ({ page, adminApi, baseURL, createUser, signInAs, consoleErrors }) => {
    // The archived advisor's page answers 404 (the server render finds no advisor), then asks the
    // API for it once in the browser, gets a 404 again and goes back to the directory.
    consoleErrors.allow(/status of 404 .*\/(?:api\/)?advisors\/pia-/);
    const mark = Date.now().toString(36);
    const name = `Pia ${mark}`;
    const slug = `pia-${mark}`;
    const created = await adminApi.post('/api/admin/advisors', {
      data: { name, slug, status: 'available', shortDescription: 'Talks things through with you.', tags: ['Archive Check'], methods: [] },
      headers: { origin: baseURL as string },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { advisor } = (await created.json()) as { advisor: { id: string } };

    // A Premium user starts a saved conversation with it.
    await createUser({ plan: 'premium' });
    const chat = await page.request.post('/api/assistant', {
      data: { action: 'sendMessage', message: 'Hello, can we talk about my week?', advisorId: advisor.id, conversationHistory: [], threadId: null },
      headers: { origin: baseURL as string },
    });
    expect(chat.status(), await chat.text()).toBe(200);

    await signInAs('admin');
    await page.goto('/admin/advisors');
    await searchFor(page, mark);
    await expect(rowOf(page, name)).toContainText('1');
    await moreActions(page, name, 'Archive');
    const confirm = page.getByRole('alertdialog', { name: `Archive ${name}?` });
    await expect(confirm).toContainText(`${name} has 1 saved conversation`);
    await expect(confirm).toContainText('archived instead of deleted');
    await confirm.getByRole('button', { name: 'Archive advisor' }).click();
    await expect(page.getByText(`${name} is archived: hidden from the directory, their conversations and memories kept`)).toBeVisible();
    await expect(rowOf(page, name)).toContainText('Archived');

    await page.goto('/advisors');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    // The advisor's page is gone: the detail screen's not-found path goes back to the directory.
    await page.goto(`/advisors/${slug}`);
    await expect(page).toHaveURL(/\/advisors$/);
    await expect(page.getByRole('heading', { name })).toHaveCount(0);

    await page.goto('/admin/advisors');
    await searchFor(page, mark);
    await moreActions(page, name, 'Restore to the directory');
    await expect(page.getByText(`${name} is back in the directory`)).toBeVisible();
    await page.goto('/advisors');
    await expect(page.getByRole('article', { name })).toBeVisible();
  });

  test('says before that an advisor with memories but no conversation will be archived, and archives it', async ({ page, adminApi, baseURL, createUser, signInAs }) => {
    // A real exchange and the background memory write.
    test.slow();
    const mark = Date.now().toString(36);
    const name = `Mira ${mark}`;
    const created = await adminApi.post('/api/admin/advisors', {
      data: { name, slug: `mira-${mark}`, status: 'available', shortDescription: 'Remembers what matters to you.', tags: ['Memory Check'], methods: [] },
      headers: { origin: baseURL as string },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { advisor } = (await created.json()) as { advisor: { id: string } };

    // A Premium user talks to it, the advisor remembers, then the user deletes the conversation.
    await createUser({ plan: 'premium' });
    const chat = await page.request.post('/api/assistant', {
      data: { action: 'sendMessage', message: 'I work night shifts and I want to keep my mornings for sleep.', advisorId: advisor.id, conversationHistory: [], threadId: null },
      headers: { origin: baseURL as string },
    });
    expect(chat.status(), await chat.text()).toBe(200);
    const conversationId = chat.headers()['x-conversation-id'];
    // Written once the conversation has been quiet for 30 s (the default MEMORY_REWRITE_PAUSE_SECONDS).
    await expect
      .poll(
        async () => {
          const memories = (await (await page.request.get('/api/memories')).json()) as { memories: { advisorId: string }[] };
          return memories.memories.some((memory) => memory.advisorId === advisor.id);
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const removed = await page.request.delete(`/api/conversations/${conversationId}`, { headers: { origin: baseURL as string } });
    expect(removed.ok(), await removed.text()).toBe(true);

    await signInAs('admin');
    await page.goto('/admin/advisors');
    await searchFor(page, mark);
    await expect(rowOf(page, name)).toBeVisible();
    await moreActions(page, name, 'Archive');
    const confirm = page.getByRole('alertdialog', { name: `Archive ${name}?` });
    await expect(confirm).toContainText(`${name} has 1 memory, so they will be archived instead of deleted`);
    await expect(confirm).not.toContainText('deleted for good');
    await confirm.getByRole('button', { name: 'Archive advisor' }).click();
    await expect(page.getByText(`${name} is archived: hidden from the directory, their conversations and memories kept`)).toBeVisible();
    await expect(rowOf(page, name)).toContainText('Archived');
  });

  test('fits a phone: the table scrolls sideways inside its region, the form in its dialog', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs('admin');
    await page.goto('/admin/advisors');
    const table = page.getByRole('region', { name: 'Advisors' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await table.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);

    await page.getByRole('button', { name: 'Add advisor' }).click();
    const form = page.getByRole('dialog', { name: 'Add advisor' });
    await form.getByLabel('Name').fill('Phone Check');
    await expect(form.getByRole('complementary', { name: 'Preview' }).getByRole('heading', { name: 'Phone Check' })).toBeAttached();
    expect(await form.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
  });
});
