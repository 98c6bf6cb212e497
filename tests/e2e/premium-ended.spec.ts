import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalOverflow, ProfilePage, toast } from './support/account-pages.ts';
import { ChatPanel, greetingOf, listAdvisors } from './support/chat-panel.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { expect, test } from './support/users.ts';

/**
 * Issue 25, "after Premium ends, old conversations open read-only": a subscriber saves a session
 * and a memory through real exchanges, an admin revokes Premium from Customers, and the user, free
 * now, finds both on the profile to read and delete. The saved session opens in the chat panel
 * read only, with the notice saying why; a new chat is a free one. Screenshots of the read-only
 * panel, dark and light, land in the test's output folder (test-results/).
 */

const readOnlyBody = "Your Premium plan has ended, so this conversation is read-only and new messages aren't saved. Upgrade to continue it.";
const historyEnded = "Your Premium plan has ended, so these sessions are read-only and new chats aren't saved.";
const memoriesEnded = 'Your Premium plan has ended, so advisors no longer use these memories and remember nothing new.';
const freeChatsNote = "Free chats aren't saved. Upgrade later to keep your sessions.";

function baseUrlOf(value: string | undefined): string {
  if (!value) throw new Error('the e2e tests need use.baseURL');
  return value;
}

/** One exchange as the chat panel makes it, read to the end; Premium stores it and names it. */
async function saveSession(page: Page, baseURL: string, advisorId: string, message: string): Promise<string> {
  const response = await page.request.post('/api/assistant', {
    data: { action: 'sendMessage', message, advisorId, conversationHistory: [], threadId: null },
    headers: { origin: baseURL },
  });
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true);
  const id = response.headers()['x-conversation-id'];
  if (!id) throw new Error('a Premium exchange names its conversation in x-conversation-id');
  return id;
}

/**
 * The memory is written in the background once the conversation has been quiet for 30 s (the
 * default MEMORY_REWRITE_PAUSE_SECONDS, decision 0227): wait until the advisor has one.
 */
async function waitForMemory(page: Page, advisorId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/memories')).json()) as { memories: { advisorId: string }[] };
        return list.memories.some((memory) => memory.advisorId === advisorId);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** Premium ends as support would end it: the admin revokes it from Customers. */
async function revokePremium(page: Page, adminApi: APIRequestContext, baseURL: string): Promise<void> {
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const revoked = await adminApi.post(`/api/admin/customers/${me.id}/revoke-premium`, { headers: { origin: baseURL } });
  expect(revoked.status(), await revoked.text()).toBe(200);
  await expect.poll(async () => ((await (await page.request.get('/api/me')).json()) as { plan: string }).plan).toBe('free');
}

async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage });
}

test('after Premium ends, an old conversation opens read only with the notice, and sessions and memories can be deleted', async ({
  page,
  createUser,
  adminApi,
  baseURL,
}, testInfo) => {
  // Two real exchanges, the background memory write, a revocation, two themes and two axe runs.
  test.slow();
  const origin = baseUrlOf(baseURL);
  await createUser({ plan: 'premium' });
  const maren = (await listAdvisors(page.request)).find((advisor) => advisor.slug === 'maren');
  if (!maren) throw new Error('the seeded advisor Maren is missing');
  const topic = 'I keep saying yes to every request at work and I am worn out.';
  const conversationId = await saveSession(page, origin, maren.id, topic);
  await waitForMemory(page, maren.id);
  await revokePremium(page, adminApi, origin);

  // The profile lists the saved session to read, not to continue, and says why.
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.chatHistory).toContainText(historyEnded);
  await expect(profile.chatHistory.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  const row = profile.chatHistory.getByRole('list', { name: 'Saved sessions' }).getByRole('listitem').filter({ hasText: topic });
  await expect(row).toContainText('2 messages');
  await expect(row.getByRole('link', { name: /Continue/ })).toHaveCount(0);
  const read = row.getByRole('link', { name: `Read your session with ${maren.name}` });
  await expect(read).toHaveAttribute('href', `/advisors/maren?session=${conversationId}`);

  // The memory is shown to delete, not to edit, and memory cannot be turned back on.
  const memoryRow = profile.memory.getByRole('list', { name: 'What your advisors remember' }).getByRole('listitem').filter({ hasText: maren.name });
  await expect(memoryRow).toHaveCount(1);
  await expect(profile.memory).toContainText(memoriesEnded);
  await expect(memoryRow.getByRole('button', { name: `Edit what ${maren.name} remembers` })).toHaveCount(0);
  await expect(memoryRow.getByRole('button', { name: `Delete what ${maren.name} remembers` })).toBeVisible();
  await expect(profile.memory.getByRole('switch')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'profile-dark', true);

  // The session opens in the chat panel, read only: the saved messages, the notice, no message box.
  await read.click();
  const chat = new ChatPanel(page, maren.name, testInfo);
  await expect(chat.dialog).toBeVisible();
  await expect(chat.messages).toHaveCount(2);
  await expect(chat.message(0)).toContainText(topic);
  await expect(chat.dialog.getByText('Saved while you were on Premium', { exact: true })).toBeVisible();
  const notice = chat.dialog.getByRole('region', { name: 'Read-only conversation' });
  await expect(notice).toContainText(readOnlyBody);
  await expect(notice.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  await expect(chat.input).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'read-only-dark');

  // The same in the light theme.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto(`/advisors/maren?session=${conversationId}`);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(notice).toContainText(readOnlyBody);
  await expect(chat.messages).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'read-only-light');

  // A new chat is a free one: it works, and nothing is added to the saved session or saved anew.
  await notice.getByRole('button', { name: 'Start a new chat' }).click();
  await chat.expectReady();
  await expect(chat.messages).toHaveCount(1);
  await expect(chat.message(0)).toContainText(greetingOf(maren.name));
  const sent = page.waitForRequest('**/api/assistant');
  await chat.sendAndWait('Just a quick question today.');
  expect(((await sent).postDataJSON() as { threadId: string | null }).threadId).toBeNull();
  const saved = (await (await page.request.get('/api/conversations')).json()) as { conversations: { id: string; messageCount: number }[] };
  expect(saved.conversations.map((entry) => [entry.id, entry.messageCount])).toEqual([[conversationId, 2]]);

  // Past sessions still lists it, and reopens it read only. Closing asks nothing: nothing unsaved is lost.
  await chat.dialog.getByRole('button', { name: 'Past sessions' }).click();
  await expect(chat.dialog).toContainText('Saved while you were on Premium. Open one to read it');
  await chat.dialog.getByRole('button', { name: new RegExp(topic.slice(0, 30)) }).click();
  await expect(notice).toBeVisible();
  await expect(chat.messages).toHaveCount(2);
  await chat.closeButton.click();
  await expect(chat.dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Delete both from the profile: the free user's notes come back once nothing is left.
  await profile.goto();
  await row.getByRole('button', { name: `Delete your session with ${maren.name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Conversation deleted')).toBeVisible();
  await expect(profile.chatHistory).toContainText(freeChatsNote);
  // The last row is gone: the focus stays in the card (its list), not dropped to the page.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  expect(await profile.chatHistory.evaluate((card) => card.contains(document.activeElement))).toBe(true);
  expect((await page.request.get(`/api/conversations/${conversationId}`)).status()).toBe(404);

  await memoryRow.getByRole('button', { name: `Delete what ${maren.name} remembers` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this memory?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Memory deleted')).toBeVisible();
  await expect(profile.memory).toContainText('With Premium, each advisor remembers what you shared');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  expect(await profile.memory.evaluate((card) => card.contains(document.activeElement))).toBe(true);
  const memories = (await (await page.request.get('/api/memories')).json()) as { memories: unknown[] };
  expect(memories.memories).toEqual([]);
});

test('when Premium ends while the chat is open, the next message is refused and the same conversation turns read only', async ({
  page,
  createUser,
  adminApi,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.slow();
  // The refused message is the server's 403, which the browser logs.
  consoleErrors.allow(failedResourcePattern(403));
  const origin = baseUrlOf(baseURL);
  await createUser({ plan: 'premium' });
  const chat = new ChatPanel(page, 'Maren', testInfo);
  await chat.open('maren');
  const first = 'I want to stop answering work messages at night.';
  await chat.sendAndWait(first);
  await expect(chat.messages).toHaveCount(3);

  // Support ends the plan while the panel stays open; the page has not been reloaded.
  await revokePremium(page, adminApi, origin);
  await chat.send('Can we keep going with this tomorrow?');
  await expect(toast(page, 'Saved sessions and memory are part of Premium.')).toBeVisible();

  // The conversation stays on screen as saved (greeting, message, reply), now read only.
  const notice = chat.dialog.getByRole('region', { name: 'Read-only conversation' });
  await expect(notice).toContainText(readOnlyBody);
  await expect(chat.input).toHaveCount(0);
  await expect(chat.messages).toHaveCount(2);
  await expect(chat.message(0)).toContainText(first);
  await screenshot(page, testInfo, 'ended-while-open');
});
