import { crisisBannerTitle } from '../../src/shared/chat/crisis-resources.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { toast } from './support/account-pages.ts';
import { ChatPanel, greetingOf, listAdvisors, replyErrorText, paceAssistantStream, sseReply } from './support/chat-panel.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { expect, test } from './support/users.ts';

const aiNotice = 'Maren is an AI coach, not a person, and not a substitute for professional help such as therapy, medical or legal advice.';

test.describe('chat panel (free user)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('free');
  });

  test('opens from Begin Session with the greeting, the AI notice and a live session', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await page.goto('/advisors/maren');
    const main = page.getByRole('main');
    await expect(main.getByText('Ready when you are', { exact: true })).toBeVisible();
    await expect(main.getByText('Start your session with Maren', { exact: true })).toBeVisible();
    await expect(main.getByText("Free chats aren't saved. Upgrade later to keep your sessions.", { exact: true })).toBeVisible();

    await chat.open('maren');
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.message(0)).toContainText(greetingOf('Maren'));
    await expect(chat.message(0)).toContainText('just now');
    await expect(chat.dialog.getByText(aiNotice)).toBeVisible();
    await expect(chat.dialog.getByText('Replies come from the built-in offline model.')).toBeVisible();
    await expect(chat.dialog.getByText('Live Session')).toBeVisible();
    if (chat.isPhone) {
      await expect(chat.dialog.getByText('Online', { exact: true })).toBeVisible();
      await expect(chat.dialog.getByRole('button', { name: 'Minimize chat' })).toBeVisible();
    } else {
      await expect(chat.dialog.getByText('Clarity & Focus', { exact: true })).toBeVisible();
    }
    await expect(chat.resetButton).toBeVisible();
    await expect(chat.switchButton).toBeVisible();
    const box = await chat.input.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(80);

    await expectNoSeriousA11yViolations(page);

    await chat.dialog.getByRole('button', { name: 'Participants: 2' }).click();
    const participants = page.getByRole('dialog', { name: 'Participants: 2' });
    await expect(participants.getByText('Maren', { exact: true })).toBeVisible();
    await expect(participants.getByText('Online', { exact: true })).toBeVisible();
    await expect(participants.getByText('You', { exact: true })).toBeVisible();
  });

  test('?chat=1 opens a session, and the address is tidied up', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await page.goto('/advisors/maren?chat=1');
    await chat.expectReady();
    await expect(chat.message(0)).toContainText(greetingOf('Maren'));
    await expect(page).toHaveURL(/\/advisors\/maren$/);
  });

  test('a ?session= link a free user cannot open says why and starts a fresh session', async ({ page, consoleErrors }, testInfo) => {
    consoleErrors.allow(failedResourcePattern(403));
    consoleErrors.allow(failedResourcePattern(404));
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await page.goto('/advisors/maren?session=00000000-0000-4000-8000-000000000000');
    await expect(toast(page, 'Initialization Error')).toBeVisible();
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.message(0)).toContainText(greetingOf('Maren'));
  });

  test('streams a reply; Enter sends, Shift+Enter makes a new line, empty sends are ignored', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');

    await chat.input.press('Enter');
    await chat.input.fill('   \n  ');
    await chat.input.press('Enter');
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.sendButton).toBeDisabled();

    await chat.input.fill('');
    await chat.input.pressSequentially('I keep putting off a decision about my job.');
    await chat.input.press('Shift+Enter');
    await chat.input.pressSequentially('It weighs on me.');
    await expect(chat.input).toHaveValue('I keep putting off a decision about my job.\nIt weighs on me.');
    await chat.input.press('Enter');

    await expect(chat.messages).toHaveCount(3);
    await expect(chat.message(1)).toContainText('I keep putting off a decision about my job.\nIt weighs on me.');
    // While Maren types the box is disabled and says so; Stop is offered.
    await expect(chat.input).toBeDisabled();
    await expect(chat.input).toHaveAttribute('placeholder', 'Connecting...');
    await expect(chat.input).toHaveValue('');
    await chat.expectReady();
    await expect(chat.stopButton).toBeHidden();
    const reply = chat.message(2);
    await expect(reply).not.toContainText(replyErrorText);
    await expect(reply).toContainText(/\?/);
    await expect(reply).toContainText('just now');

    // The exchange is part of what the next message is sent with.
    const next = page.waitForRequest('**/api/assistant');
    await chat.send('What would you ask me first?');
    const body = (await next).postDataJSON() as { conversationHistory: { role: string; content: string }[]; threadId: null };
    expect(body.threadId).toBeNull();
    expect(body.conversationHistory.map((entry) => entry.role)).toEqual(['user', 'assistant']);
    expect(body.conversationHistory[0]?.content).toBe('I keep putting off a decision about my job.\nIt weighs on me.');
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(5);
  });

  test('Stop ends the reply and keeps what arrived', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await paceAssistantStream(page);
    await chat.open('maren');
    await chat.send('Tell me how to think through a hard choice between two good options.');
    const reply = chat.message(2);
    await expect(reply.locator('p').first()).toHaveText(/\w+/);
    await chat.stopButton.click();
    await expect(reply).toContainText('Stopped');
    await chat.expectReady();
    const kept = await reply.locator('p').first().textContent();
    expect(kept?.length).toBeGreaterThan(0);
    await page.waitForTimeout(600);
    await expect(reply.locator('p').first()).toHaveText(kept ?? '');
    await expect(reply).not.toContainText(replyErrorText);
  });

  test('Reset clears the conversation and greets again', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.sendAndWait('Hello there');
    await expect(chat.messages).toHaveCount(3);
    await chat.resetButton.click();
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.message(0)).toContainText(greetingOf('Maren'));

    const next = page.waitForRequest('**/api/assistant');
    await chat.send('A fresh start');
    expect(((await next).postDataJSON() as { conversationHistory: unknown[] }).conversationHistory).toEqual([]);
  });

  test('switching advisor asks first: Stay Here keeps the session, Switch Advisor starts afresh', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.sendAndWait('Hello Maren');

    await chat.switchButton.click();
    const picker = page.getByRole('dialog', { name: 'Switch Advisor' });
    await expect(picker).toBeVisible();
    const list = picker.getByRole('list', { name: 'Advisors' });
    await expect(list.getByRole('button', { name: /Dario/ })).toBeVisible();
    await expect(list.getByRole('button', { name: /Maren/ })).toHaveCount(0);
    const listBox = await picker.locator('.max-h-\\[400px\\]').boundingBox();
    expect(listBox?.height).toBeLessThanOrEqual(400);

    await list.getByRole('button', { name: /Dario/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Switch to Dario?' });
    await expect(confirm).toContainText('Your current session and its history will be cleared.');
    await confirm.getByRole('button', { name: 'Stay Here' }).click();
    await expect(confirm).toBeHidden();
    await expect(picker).toBeHidden();
    await expect(chat.messages).toHaveCount(3);
    await expect(page).toHaveURL(/\/advisors\/maren$/);

    await chat.switchButton.click();
    await page.getByRole('dialog', { name: 'Switch Advisor' }).getByRole('button', { name: /Dario/ }).click();
    await page.getByRole('alertdialog', { name: 'Switch to Dario?' }).getByRole('button', { name: 'Switch Advisor' }).click();
    const switched = toast(page, 'Switched advisor');
    await expect(switched).toBeVisible();
    await expect(switched).toContainText('Starting fresh conversation');

    await expect(page).toHaveURL(/\/advisors\/dario$/);
    const dario = new ChatPanel(page, 'Dario', testInfo);
    await expect(dario.dialog).toBeVisible();
    await dario.expectReady();
    await expect(dario.messages).toHaveCount(1);
    await expect(dario.message(0)).toContainText(greetingOf('Dario'));
    await expect(page).toHaveTitle('Dario | Wayfinder');
  });

  test('closing asks to end the session: Stay in Session keeps it, End Session clears it', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.sendAndWait('Hello Maren');

    await chat.closeButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'End this session?' });
    await expect(confirm).toContainText('Your chat history will be lost');
    await confirm.getByRole('button', { name: 'Stay in Session' }).click();
    await expect(confirm).toBeHidden();
    await expect(chat.messages).toHaveCount(3);

    // Escape asks too.
    await chat.input.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'End Session' }).click();
    await expect(chat.dialog).toBeHidden();
    const ended = toast(page, 'Session ended');
    await expect(ended).toBeVisible();
    await expect(ended).toContainText('Your chat history has been cleared.');

    await page.getByRole('button', { name: 'Begin Session' }).click();
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.message(0)).toContainText(greetingOf('Maren'));
  });

  test('an advisor who is not Available shows the Connection Error panel', async ({ page, request }, testInfo) => {
    const advisor = (await listAdvisors(request)).find((entry) => entry.status !== null && entry.status !== 'available');
    if (!advisor) throw new Error('the seed has no advisor in Training, Testing or Developing');
    const chat = new ChatPanel(page, advisor.name, testInfo);
    await chat.open(advisor.slug, { waitReady: false });
    await expect(chat.dialog.getByText('Connection Error', { exact: true })).toBeVisible();
    await expect(chat.dialog.getByText(`Unable to connect to ${advisor.name}. Please try again later.`)).toBeVisible();
    await expect(chat.input).toBeDisabled();
    await expect(chat.input).toHaveAttribute('placeholder', 'Connecting...');
    await expect(chat.dialog.getByText('Live Session')).toBeHidden();
  });

  test('a failed start shows the Initialization Error toast', async ({ page, consoleErrors }, testInfo) => {
    consoleErrors.allow(failedResourcePattern(500));
    await page.route('**/api/advisors/*/availability', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal:unexpected', message: 'Something went wrong. Please try again.' } }) }),
    );
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren', { waitReady: false });
    const failure = toast(page, 'Initialization Error');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Something went wrong. Please try again.');
    await expect(chat.input).toBeDisabled();
  });

  test("a refused message turns into the apology with the server's reason", async ({ page, consoleErrors }, testInfo) => {
    consoleErrors.allow(failedResourcePattern(429));
    const reason = 'You are sending messages too quickly. Please wait a moment and try again.';
    await page.route('**/api/assistant', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'rate_limit:chat', message: reason } }) }),
    );
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.send('Hello?');
    await expect(chat.message(2)).toContainText(replyErrorText);
    await expect(chat.message(2)).toContainText(reason);
    const failure = toast(page, 'Message Error');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(reason);
    await chat.expectReady();
  });

  test('a reply that fails mid-stream keeps the apology and the reason', async ({ page }, testInfo) => {
    await page.route('**/api/assistant', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: [
          'data: {"choices":[{"delta":{"content":"Let me "}}]}\n\n',
          ': heartbeat\n\n',
          'data: {"error":{"message":"The assistant could not answer right now. Please try again."}}\n\n',
          'data: [DONE]\n\n',
        ].join(''),
      }),
    );
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.send('Hello?');
    await expect(chat.message(2)).toContainText(replyErrorText);
    await expect(toast(page, 'Message Error')).toContainText('The assistant could not answer right now. Please try again.');
  });

  test('replies render as safe Markdown: no raw HTML, no javascript: links, no images loaded', async ({ page }, testInfo) => {
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http://example.com')) imageRequests.push(request.url());
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const markdown =
      'Here is **bold** and a [safe link](https://example.org/page). <script>alert(1)</script> <img src="http://example.com/y.png" onerror="alert(2)"> [x](javascript:alert(3)) ![img](http://example.com/x.png)';
    await page.route('**/api/assistant', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: sseReply(markdown) }));
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.send('Show me some formatting');
    const reply = chat.message(2);
    await expect(reply.locator('strong')).toHaveText('bold');
    const safe = reply.getByRole('link', { name: 'safe link' });
    await expect(safe).toHaveAttribute('href', 'https://example.org/page');
    await expect(safe).toHaveAttribute('target', '_blank');
    await expect(safe).toHaveAttribute('rel', /noopener/);
    // The advisor's own avatar is the only picture in the message.
    await expect(reply.locator('script, img:not([data-slot="avatar-image"]), [onerror]')).toHaveCount(0);
    await expect(reply.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(reply.getByText('x', { exact: true })).toBeVisible();
    await expect(reply.getByRole('link', { name: '[img]' })).toHaveAttribute('href', 'http://example.com/x.png');
    expect(imageRequests).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('the crisis banner appears on the safety signal and stays reachable after dismissal', async ({ page }, testInfo) => {
    let first = true;
    await page.route('**/api/assistant', (route) => {
      const body = first ? sseReply("I'm really glad you told me.", [{ safety: { crisis: true } }]) : sseReply('Thank you for telling me.');
      first = false;
      return route.fulfill({ status: 200, contentType: 'text/event-stream', body });
    });
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.sendAndWait('Something heavy');
    await expectCrisisBanner(chat);
  });

  test('minimizing on a phone keeps the session', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'minimize is the phone drawer’s');
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.sendAndWait('Remember this');
    await chat.dialog.getByRole('button', { name: 'Minimize chat' }).click();
    await expect(chat.dialog).toBeHidden();
    await page.getByRole('button', { name: 'Return to chat' }).click();
    await expect(chat.dialog).toBeVisible();
    await expect(chat.messages).toHaveCount(3);
    await expect(chat.message(1)).toContainText('Remember this');
  });
});

async function expectCrisisBanner(chat: ChatPanel): Promise<void> {
  const banner = chat.dialog.getByRole('alert').filter({ hasText: crisisBannerTitle });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: '988 Suicide & Crisis Lifeline (US)' })).toHaveAttribute('href', 'tel:988');
  await expect(banner.getByRole('link', { name: 'Find a helpline (other countries)' })).toHaveAttribute('href', 'https://findahelpline.com');
  await expectNoSeriousA11yViolations(chat.page);

  await banner.getByRole('button', { name: 'Dismiss crisis resources' }).click();
  await expect(banner).toBeHidden();
  const reopen = chat.dialog.getByRole('button', { name: 'Crisis resources', exact: true });
  await expect(reopen).toBeVisible();
  // Still there after another message.
  await chat.sendAndWait('Thank you');
  await expect(reopen).toBeVisible();
  await reopen.click();
  await expect(chat.dialog.getByRole('alert').filter({ hasText: crisisBannerTitle })).toBeVisible();
}

/** The Premium parts need the server's conversations and safety work (branch chat-server). */
test.describe('chat panel (Premium)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('premium');
  });

  test('opens without the free-chat note; closing needs no confirmation', async ({ page }, testInfo) => {
    await page.goto('/advisors/maren');
    await expect(page.getByRole('main').getByText('Ready when you are', { exact: true })).toBeVisible();
    await expect(page.getByText("Free chats aren't saved. Upgrade later to keep your sessions.")).toHaveCount(0);
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.closeButton.click();
    await expect(chat.dialog).toBeHidden();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('switches advisor at once, without a confirmation', async ({ page }, testInfo) => {
    const maren = new ChatPanel(page, 'Maren', testInfo);
    await maren.open('maren');
    await maren.switchButton.click();
    await page.getByRole('dialog', { name: 'Switch Advisor' }).getByRole('button', { name: /Dario/ }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/advisors\/dario$/);
    const dario = new ChatPanel(page, 'Dario', testInfo);
    await dario.expectReady();
    await expect(dario.messages).toHaveCount(1);
    await expect(dario.message(0)).toContainText(greetingOf('Dario'));
  });

  test("switching back returns to that advisor's conversation", async ({ page }, testInfo) => {
    const maren = new ChatPanel(page, 'Maren', testInfo);
    await maren.open('maren');
    await maren.sendAndWait('Remember the lighthouse');

    await maren.switchButton.click();
    await page.getByRole('dialog', { name: 'Switch Advisor' }).getByRole('button', { name: /Dario/ }).click();
    const dario = new ChatPanel(page, 'Dario', testInfo);
    await dario.expectReady();

    await dario.switchButton.click();
    await page.getByRole('dialog', { name: 'Switch Advisor' }).getByRole('button', { name: /Maren/ }).click();
    await expect(page).toHaveURL(/\/advisors\/maren$/);
    await maren.expectReady();
    // The saved conversation, loaded from the server: the user's message first, then Maren's reply.
    await expect(maren.messages).toHaveCount(2);
    await expect(maren.message(0)).toContainText('Remember the lighthouse');
  });

  test('reopens a past session from ?session= and continues it', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    // Unique: both projects and earlier tests write to the same Premium account.
    const topic = `A session about the orchard ${testInfo.project.name} ${Date.now().toString(36)}`;
    const firstReply = page.waitForResponse('**/api/assistant');
    await chat.sendAndWait(topic);
    const conversationId = (await firstReply).headers()['x-conversation-id'];
    expect(conversationId).toBeTruthy();

    await page.goto(`/advisors/maren?session=${conversationId}`);
    await expect(chat.dialog).toBeVisible();
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(2);
    await expect(chat.message(0)).toContainText(topic);
    await expect(page).toHaveURL(/\/advisors\/maren$/);

    const next = page.waitForRequest('**/api/assistant');
    await chat.send('And what next?');
    expect(((await next).postDataJSON() as { threadId: string }).threadId).toBe(conversationId);
    await chat.expectReady();

    // The panel's Past sessions lists it.
    // The panel's Past sessions lists it, with a way back into it.
    await chat.dialog.getByRole('button', { name: 'Past sessions' }).click();
    const pastSession = chat.dialog.getByRole('button', { name: new RegExp(topic) });
    await expect(pastSession).toBeVisible();
    await expect(pastSession).toContainText('4 messages');
    await chat.dialog.getByRole('button', { name: 'New session' }).click();
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(1);
    await chat.dialog.getByRole('button', { name: 'Past sessions' }).click();
    await chat.dialog.getByRole('button', { name: new RegExp(topic) }).click();
    await chat.expectReady();
    await expect(chat.messages).toHaveCount(4);
  });

  test('a crisis message shows the banner with resources, and it persists after dismissal', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.sendAndWait('I want to kill myself');
    await expect(chat.message(2)).toContainText('988');
    await expectCrisisBanner(chat);
  });

  test('a crisis written as people type it, in lower case without apostrophes, still brings the resources first', async ({ page }, testInfo) => {
    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    const reply = await chat.sendAndWait('theres no way out for me and ive been saving up my meds');
    // The resources open the reply, before anything the model says.
    await expect(reply).toContainText('988');
    expect((await reply.innerText()).indexOf('988')).toBeLessThan(400);
    await expect(reply).toContainText('findahelpline.com');
    await expectCrisisBanner(chat);
  });
});
