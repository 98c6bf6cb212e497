import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

export interface AdvisorSummary {
  id: string;
  name: string;
  slug: string;
  status: 'available' | 'training' | 'testing' | 'developing' | null;
}

/** The seeded advisors as the API lists them. */
export async function listAdvisors(request: APIRequestContext): Promise<AdvisorSummary[]> {
  const response = await request.get('/api/advisors');
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdvisorSummary[];
}

/** The greeting the panel opens with (src/client/features/chat/chat-copy.ts). */
export function greetingOf(advisor: string): string {
  return `Hello, I'm ${advisor}. I'm happy to answer any questions you have, or simply to hear what's on your mind. Where would you like to begin?`;
}

export const replyErrorText = 'Sorry, I encountered an error. Please try again.';

/** One server-sent event of POST /api/assistant, for tests that answer it themselves. */
export function sseEvent(value: unknown): string {
  return `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
}

/** A whole assistant stream: the given text in a few chunks, then [DONE]. */
export function sseReply(text: string, before: unknown[] = []): string {
  const words = text.split(/(?<= )/);
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += 3) chunks.push(words.slice(index, index + 3).join(''));
  return [...before.map(sseEvent), ...chunks.map((content) => sseEvent({ choices: [{ delta: { content } }] })), sseEvent('[DONE]')].join('');
}

/**
 * Paces the assistant's stream in the page: the real reply from the server, handed to the app one
 * event every `delayMs`, so a reply takes seconds instead of a blink: long enough to press Stop in
 * the middle of it. Aborting the request (Stop) ends the paced stream as it would the real one.
 */
export async function paceAssistantStream(page: Page, delayMs = 150): Promise<void> {
  await page.addInitScript((delay) => {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/assistant') || !response.ok || !response.body) return response;
      const signal = init?.signal ?? undefined;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const encoder = new TextEncoder();
      let buffer = '';
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          while (!buffer.includes('\n\n')) {
            const { value, done } = await reader.read();
            if (done) {
              if (buffer) controller.enqueue(encoder.encode(buffer));
              buffer = '';
              controller.close();
              return;
            }
            buffer += decoder.decode(value, { stream: true });
          }
          const end = buffer.indexOf('\n\n') + 2;
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end);
          await new Promise((resolve) => setTimeout(resolve, delay));
          if (signal?.aborted) {
            controller.error(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
            return;
          }
          controller.enqueue(encoder.encode(event));
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  }, delayMs);
}

/**
 * The chat panel on an advisor's page: a bottom drawer on phones, a right sheet on desktop.
 * Everything is found by role and visible text, as a user would.
 */
export class ChatPanel {
  readonly page: Page;
  readonly advisorName: string;
  readonly isPhone: boolean;
  readonly dialog: Locator;
  readonly input: Locator;
  readonly messages: Locator;
  readonly stopButton: Locator;
  readonly sendButton: Locator;
  readonly closeButton: Locator;
  readonly resetButton: Locator;
  readonly switchButton: Locator;

  constructor(page: Page, advisorName: string, testInfo: TestInfo) {
    this.page = page;
    this.advisorName = advisorName;
    this.isPhone = testInfo.project.name === 'phone';
    this.dialog = page.getByRole('dialog', { name: advisorName, exact: true });
    this.input = this.dialog.getByRole('textbox', { name: `Message ${advisorName}` });
    this.messages = this.dialog.getByRole('list', { name: 'Messages' }).locator(':scope > li');
    this.stopButton = this.dialog.getByRole('button', { name: 'Stop' });
    this.sendButton = this.dialog.getByRole('button', { name: 'Send message' });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close chat' });
    // Phone: a 'Reset' button; desktop: the header's reset icon ('Reset chat').
    this.resetButton = this.dialog.getByRole('button', { name: this.isPhone ? 'Reset' : 'Reset chat', exact: true });
    this.switchButton = this.dialog.getByRole('button', { name: this.isPhone ? 'Switch Advisor' : 'Browse Other Advisors' });
  }

  /** Opens the advisor's page and the panel with Begin Session; waits until the chat is ready. */
  async open(slug: string, { waitReady = true }: { waitReady?: boolean } = {}): Promise<void> {
    await this.page.goto(`/advisors/${slug}`);
    await this.page.getByRole('button', { name: 'Begin Session' }).click();
    await expect(this.dialog).toBeVisible();
    if (waitReady) await this.expectReady();
  }

  async expectReady(): Promise<void> {
    await expect(this.input).toBeEnabled({ timeout: 10_000 });
    await expect(this.input).toHaveAttribute('placeholder', `Message ${this.advisorName}...`);
  }

  message(index: number): Locator {
    return this.messages.nth(index);
  }

  /** Types `text` and presses Enter. */
  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** Sends and waits for the whole reply; returns the reply's bubble. */
  async sendAndWait(text: string): Promise<Locator> {
    const before = await this.messages.count();
    await this.send(text);
    await expect(this.messages).toHaveCount(before + 2);
    await this.expectReady();
    const reply = this.messages.nth(before + 1);
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
    return reply;
  }
}
