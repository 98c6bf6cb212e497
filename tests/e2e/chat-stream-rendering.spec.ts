import { ChatPanel, paceAssistantStream, sseEvent } from './support/chat-panel.ts';
import { chatStreamTokens } from './support/long-reply.ts';
import { expect, test } from './support/users.ts';

/**
 * A long reply streams in whole: 2,000 tokens of Markdown, one every few milliseconds (a fast
 * model), end as the full reply with its headings and lists, each block parsed once it is complete
 * (markdown-blocks.ts). How long the page's main-thread tasks take while it streams is a figure
 * of `npm run bench:web` (docs/performance.md): on a shared machine it depends on the other work.
 */
test.describe('a long streamed reply', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('free');
  });

  test('arrives whole, rendered as Markdown', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const tokens = chatStreamTokens();
    const body = [...tokens.map((content) => sseEvent({ choices: [{ delta: { content } }] })), sseEvent('[DONE]')].join('');
    await page.route('**/api/assistant', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body }));
    await paceAssistantStream(page, 2);

    const chat = new ChatPanel(page, 'Maren', testInfo);
    await chat.open('maren');
    await chat.send('Help me start the report I keep putting off.');
    await expect(chat.messages).toHaveCount(3);
    const reply = chat.message(2);
    await expect(reply).toHaveAttribute('aria-busy', 'true');
    // Timers in a page wait at least 4 ms once nested: the 2,000 tokens take 8 s or more to arrive.
    await expect(reply).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await chat.expectReady();

    const text = tokens.join('');
    await expect(reply).toContainText('What do you tell yourself?');
    // Every heading, list item and paragraph of the reply, as many as the text has.
    const count = (needle: string) => text.split(needle).length - 1;
    await expect(reply.getByText('Where you are now', { exact: true })).toHaveCount(count('## Where you are now'));
    await expect(reply.getByRole('listitem')).toHaveCount(count('\n- '));
    await expect(reply.locator('strong')).toHaveCount(count('**waiting for you**'));
    await expect(reply.locator('em')).toHaveCount(count('*stop*'));
  });
});
