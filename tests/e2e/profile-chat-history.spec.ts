import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalOverflow, ProfilePage, toast } from './support/account-pages.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { expect, test } from './support/users.ts';

/**
 * The profile's Premium cards against the real server: Chat History (saved sessions to continue or
 * delete for good) and Advisor Memory (read, edit, delete, turn off). The data comes from real
 * exchanges with the offline model through POST /api/assistant. Every Premium test has its own new
 * user, so tests running side by side never see each other's sessions or memories.
 */

const premiumPaths = /\/api\/(conversations|memories)(\/|\?|$)/;
const freeChatsNote = "Free chats aren't saved. Upgrade later to keep your sessions.";
const emptySummaryMessage = 'Please write what the advisor should remember, or delete the memory.';

interface AdvisorRow {
  id: string;
  name: string;
  slug: string;
  status: string | null;
}

interface MemoryRow {
  advisorId: string;
  advisorName: string;
  summary: string;
  updatedAt: string;
}

/** The first advisor one can chat with. */
async function availableAdvisor(api: APIRequestContext): Promise<AdvisorRow> {
  const response = await api.get('/api/advisors');
  expect(response.ok()).toBe(true);
  const advisor = ((await response.json()) as AdvisorRow[]).find((row) => row.status === null || row.status === 'available');
  if (!advisor) throw new Error('no Available advisor to chat with');
  return advisor;
}

/**
 * One exchange as the chat panel makes it, read to the end of the stream. Premium stores it; the
 * response names the conversation in x-conversation-id.
 */
async function sendMessage(page: Page, baseURL: string, advisor: AdvisorRow, message: string): Promise<string> {
  const response = await page.request.post('/api/assistant', {
    data: { action: 'sendMessage', message, advisorId: advisor.id, conversationHistory: [], threadId: null },
    headers: { origin: baseURL },
  });
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  expect(body.trimEnd().endsWith('data: [DONE]'), `the stream ends with [DONE]: ${body.slice(-200)}`).toBe(true);
  const conversationId = response.headers()['x-conversation-id'];
  if (!conversationId) throw new Error('a Premium exchange names its conversation in x-conversation-id');
  return conversationId;
}

/**
 * The memory is written in the background once the conversation has been quiet for 30 s (the
 * default MEMORY_REWRITE_PAUSE_SECONDS, decision 0227): wait until the advisor has one.
 */
async function waitForMemory(page: Page, advisorId: string): Promise<MemoryRow> {
  let found: MemoryRow | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/memories');
        if (!response.ok()) return `status ${response.status()}`;
        found = ((await response.json()) as { memories: MemoryRow[] }).memories.find((memory) => memory.advisorId === advisorId);
        return found ? 'written' : 'not yet';
      },
      { timeout: 60_000 },
    )
    .toBe('written');
  return found as MemoryRow;
}

function baseUrlOf(value: string | undefined): string {
  if (!value) throw new Error('the e2e tests need use.baseURL');
  return value;
}

test.describe('profile: Premium cards for free users and admins', () => {
  test('a free user sees the notes and a way to Premium; the cards only read (empty) lists', async ({ page, signInAs }) => {
    // The lists answer every signed-in user (what was saved outlives Premium: premium-ended.spec.ts); nothing else is asked.
    const premiumRequests: string[] = [];
    page.on('request', (request) => {
      if (premiumPaths.test(new URL(request.url()).pathname) && request.method() !== 'GET') premiumRequests.push(`${request.method()} ${request.url()}`);
    });
    await signInAs('free');
    const profile = new ProfilePage(page);
    await profile.goto();

    await expect(profile.chatHistory).toContainText(freeChatsNote);
    await expect(profile.chatHistory.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await expect(profile.chatHistory.getByRole('list', { name: 'Saved sessions' })).toHaveCount(0);

    await expect(profile.memory).toContainText('With Premium, each advisor remembers what you shared');
    await expect(profile.memory).toContainText('Premium');
    await expect(profile.memory.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await expect(profile.memory.getByRole('switch')).toHaveCount(0);

    await page.waitForLoadState('networkidle');
    expect(premiumRequests).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });

  test('an admin follows their plan: the e2e admin is on Free and sees the same notes', async ({ page, signInAs }) => {
    const premiumRequests: string[] = [];
    page.on('request', (request) => {
      if (premiumPaths.test(new URL(request.url()).pathname) && request.method() !== 'GET') premiumRequests.push(`${request.method()} ${request.url()}`);
    });
    await signInAs('admin');
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.chatHistory).toContainText(freeChatsNote);
    await expect(profile.memory.getByRole('link', { name: 'See plans' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(premiumRequests).toEqual([]);
  });
});

test.describe('profile: Premium chat history', () => {
  test('a new Premium user sees both empty states, with a way to the advisors', async ({ page, createUser }) => {
    await createUser({ plan: 'premium' });
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.chatHistory).toContainText('No saved sessions yet');
    await expect(profile.chatHistory.getByRole('link', { name: 'Browse advisors' })).toHaveAttribute('href', '/advisors');
    await expect(profile.chatHistory).not.toContainText(freeChatsNote);
    await expect(profile.memory).toContainText('No memories yet');
    await expect(profile.memory.getByRole('switch', { name: 'Remember what I share' })).toBeChecked();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('lists a saved session with its Continue link, and deletes it for good', async ({ page, createUser, baseURL }) => {
    // A real exchange, two dialogs, a reload and two axe runs: more than the default budget on a busy machine.
    test.slow();
    await createUser({ plan: 'premium' });
    const advisor = await availableAdvisor(page.request);
    const message = 'I keep putting off a hard talk with my manager about my workload.';
    const conversationId = await sendMessage(page, baseUrlOf(baseURL), advisor, message);

    const profile = new ProfilePage(page);
    await profile.goto();
    const sessions = profile.chatHistory.getByRole('list', { name: 'Saved sessions' });
    const row = sessions.getByRole('listitem').filter({ hasText: message });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(advisor.name);
    await expect(row).toContainText(/just now|minute ago/);
    await expect(row).toContainText('2 messages');
    await expect(row.getByRole('link', { name: `Continue your session with ${advisor.name}` })).toHaveAttribute(
      'href',
      `/advisors/${advisor.slug}?session=${conversationId}`,
    );

    // Cancel keeps it.
    await row.getByRole('button', { name: `Delete your session with ${advisor.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
    await expect(dialog).toContainText('deleted for good');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `Delete your session with ${advisor.name}` }).click();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Conversation deleted')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(profile.chatHistory).toContainText('No saved sessions yet');

    await page.reload();
    await expect(profile.chatHistory).toContainText('No saved sessions yet');
    const list = await page.request.get('/api/conversations');
    expect(((await list.json()) as { conversations: unknown[] }).conversations).toEqual([]);
    const gone = await page.request.get(`/api/conversations/${conversationId}`);
    expect(gone.status()).toBe(404);
  });

  test('a session with a retired (archived) advisor says so and opens read only in the profile, not on the gone page', async ({ page, createUser, adminApi, baseURL }) => {
    test.slow();
    const mark = Date.now().toString(36);
    const name = `Runa ${mark}`;
    const created = await adminApi.post('/api/admin/advisors', {
      data: { name, slug: `runa-${mark}`, status: 'available', shortDescription: 'Helps you slow down.', tags: ['Retired Check'], methods: [] },
      headers: { origin: baseUrlOf(baseURL) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { advisor } = (await created.json()) as { advisor: AdvisorRow };
    await createUser({ plan: 'premium' });
    const message = 'I want to stop checking email after dinner.';
    await sendMessage(page, baseUrlOf(baseURL), advisor, message);
    const archived = await adminApi.delete(`/api/admin/advisors/${advisor.id}`, { headers: { origin: baseUrlOf(baseURL) } });
    expect(((await archived.json()) as { outcome: string }).outcome).toBe('archived');

    const profile = new ProfilePage(page);
    await profile.goto();
    const row = profile.chatHistory.getByRole('list', { name: 'Saved sessions' }).getByRole('listitem').filter({ hasText: message });
    await expect(row).toContainText(name);
    await expect(row).toContainText('Retired: read only');
    await expect(row.getByRole('link', { name: /Continue/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Read your session with ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: `Your session with ${name}` });
    await expect(dialog).toContainText(`${name} has retired, so this conversation can be read but not continued.`);
    const transcript = dialog.getByRole('list', { name: `Your conversation with ${name}` });
    await expect(transcript.getByRole('listitem')).toHaveCount(2);
    await expect(transcript.getByRole('listitem').first()).toContainText(message);
    await expect(transcript.getByRole('listitem').nth(1)).toContainText(`${name} said:`);
    await expect(page).toHaveURL(/\/profile$/);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Read your session with ${name}` })).toBeFocused();
  });

  test('a list that fails to load says so and loads on Try again', async ({ page, createUser, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await createUser({ plan: 'premium' });
    let failing = true;
    await page.route('**/api/conversations', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal:unexpected', message: 'x' } }) })
        : route.fallback(),
    );
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.chatHistory.getByRole('alert')).toContainText("We couldn't load your saved sessions.");
    failing = false;
    await profile.chatHistory.getByRole('button', { name: 'Try again' }).click();
    await expect(profile.chatHistory).toContainText('No saved sessions yet');
  });
});

test.describe('profile: Advisor Memory', () => {
  test("shows what the advisor remembers, edits it (validated, kept after a reload) and deletes it", async ({ page, createUser, baseURL }) => {
    // A real exchange, the background memory write, three reloads and two axe runs.
    test.slow();
    await createUser({ plan: 'premium' });
    const advisor = await availableAdvisor(page.request);
    await sendMessage(page, baseUrlOf(baseURL), advisor, 'I work night shifts as a nurse and I want to set boundaries at work without feeling guilty.');
    const memory = await waitForMemory(page, advisor.id);
    expect(memory.advisorName).toBe(advisor.name);

    const profile = new ProfilePage(page);
    await profile.goto();
    const row = profile.memory.getByRole('list', { name: 'What your advisors remember' }).getByRole('listitem').filter({ hasText: advisor.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(memory.summary.replace(/\s+/g, ' ').trim().slice(0, 60));
    await expect(row).toContainText(/Updated (just now|1 minute ago)/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // An empty summary is refused with the schema's message, before any request.
    await row.getByRole('button', { name: `Edit what ${advisor.name} remembers` }).click();
    const field = row.getByRole('textbox', { name: `What ${advisor.name} remembers` });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(memory.summary);
    await expectNoSeriousA11yViolations(page);
    await field.fill('   ');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText(emptySummaryMessage);
    await expect(field).toHaveAccessibleDescription(new RegExp(emptySummaryMessage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // Cancel leaves the memory as it was.
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(field).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Edit what ${advisor.name} remembers` })).toBeFocused();

    const edited = 'Prefers short, practical steps.\nWorks nights; wants to say no without guilt.';
    await row.getByRole('button', { name: `Edit what ${advisor.name} remembers` }).click();
    await field.fill(`  ${edited}  `);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Memory updated')).toBeVisible();
    await expect(field).toHaveCount(0);
    await expect(row).toContainText('Prefers short, practical steps.');

    await page.reload();
    await expect(row).toContainText('Prefers short, practical steps.');
    await expect(row).toContainText('wants to say no without guilt.');
    const saved = ((await (await page.request.get('/api/memories')).json()) as { memories: MemoryRow[] }).memories;
    expect(saved.find((entry) => entry.advisorId === advisor.id)?.summary).toBe(edited);

    await row.getByRole('button', { name: `Delete what ${advisor.name} remembers` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this memory?' });
    await expect(dialog).toContainText(`${advisor.name} will forget everything it remembers about you`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Memory deleted')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(profile.memory).toContainText('No memories yet');
    await page.reload();
    await expect(profile.memory).toContainText('No memories yet');
  });

  test('the switch turns memory off, and it stays off after a reload', async ({ page, createUser }) => {
    await createUser({ plan: 'premium' });
    const profile = new ProfilePage(page);
    await profile.goto();
    const memorySwitch = profile.memory.getByRole('switch', { name: 'Remember what I share' });
    await expect(memorySwitch).toBeChecked();

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/memories') && response.request().method() === 'PATCH');
    await memorySwitch.click();
    await expect(memorySwitch).not.toBeChecked();
    expect((await saved).status()).toBe(200);
    await expect(memorySwitch).toHaveAccessibleDescription(/Memory is off/);

    await page.reload();
    await expect(memorySwitch).not.toBeChecked();
    const settings = (await (await page.request.get('/api/memories')).json()) as { enabled: boolean };
    expect(settings.enabled).toBe(false);

    // And back on.
    await memorySwitch.click();
    await expect(memorySwitch).toBeChecked();
    await expect.poll(async () => ((await (await page.request.get('/api/memories')).json()) as { enabled: boolean }).enabled).toBe(true);
  });

  test('a refused switch change moves back and says so', async ({ page, createUser, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(500));
    await createUser({ plan: 'premium' });
    await page.route('**/api/memories', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal:unexpected', message: 'x' } }) })
        : route.fallback(),
    );
    const profile = new ProfilePage(page);
    await profile.goto();
    const memorySwitch = profile.memory.getByRole('switch', { name: 'Remember what I share' });
    await expect(memorySwitch).toBeChecked();
    await memorySwitch.click();
    await expect(toast(page, "Couldn't change the memory setting. Please try again.")).toBeVisible();
    await expect(memorySwitch).toBeChecked();
  });

  test("a server refusal shows under the field and keeps what was typed", async ({ page, createUser, consoleErrors }) => {
    consoleErrors.allow(failedResourcePattern(400));
    await createUser({ plan: 'premium' });
    // A memory to edit without waiting for a real one; the refusal is the server's error shape.
    const memory: MemoryRow = { advisorId: 'advisor-1', advisorName: 'Atlyss', summary: 'Likes walks.', updatedAt: new Date().toISOString() };
    await page.route('**/api/memories', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { enabled: true, memories: [memory] } }) : route.fallback(),
    );
    await page.route('**/api/memories/advisor-1', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'bad_request:validation', message: 'Some fields are not valid.', fields: { summary: 'Please keep the memory under 2,000 characters.' } } }),
      }),
    );
    const profile = new ProfilePage(page);
    await profile.goto();
    const row = profile.memory.getByRole('listitem').filter({ hasText: 'Atlyss' });
    await row.getByRole('button', { name: 'Edit what Atlyss remembers' }).click();
    const field = row.getByRole('textbox', { name: 'What Atlyss remembers' });
    await field.fill('Likes long walks by the sea.');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText('Please keep the memory under 2,000 characters.');
    await expect(field).toHaveValue('Likes long walks by the sea.');
    await expect(row.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

test.describe('profile: Premium cards in the light theme', () => {
  test('a session and a memory read well in the light theme too', async ({ page, createUser, baseURL }) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await createUser({ plan: 'premium' });
    const advisor = await availableAdvisor(page.request);
    await sendMessage(page, baseUrlOf(baseURL), advisor, 'I want to feel less anxious before presentations at work.');
    await waitForMemory(page, advisor.id);
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(profile.chatHistory.getByRole('listitem')).toHaveCount(1);
    await expect(profile.memory.getByRole('listitem')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('profile: what the policy and the FAQ say about it', () => {
  test('the privacy policy says Premium keeps sessions and memory until deleted, memory can be off, and free chats keep only a count', async ({ page }) => {
    await page.goto('/privacy');
    const conversations = page.locator('section#conversations');
    await expect(conversations).toContainText('how many messages you sent each day, without their content');
    await expect(conversations).toContainText('Deleting a conversation or a memory removes it for good.');
    await expect(conversations).toContainText('You can also turn memory off');
    await expect(conversations).toContainText('AI model provider');
    await expect(page.locator('section#retention')).toContainText('Premium conversations and advisor memories: until you delete them, or your account is deleted.');
  });

  test('the FAQ answer about memory says where to see it and that it can be turned off', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Do advisors get better at helping me with Premium?' }).click();
    const answer = page.getByRole('region', { name: 'Do advisors get better at helping me with Premium?' });
    await expect(answer).toContainText('turn memory off altogether');
    await expect(answer.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });
});
