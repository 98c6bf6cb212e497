import { chromium } from '@playwright/test';
import { chatStreamTokens } from '../../tests/e2e/support/long-reply.ts';
import { signIn } from './support.ts';

/**
 * Rendering a streamed reply in the browser: 2,000 tokens of Markdown handed to the chat panel one
 * every few milliseconds (a fast model; the page's timers pace them), while Chromium reports every
 * main-thread task over 50 ms. At this machine's speed and with the CPU slowed four times (a
 * mid-range phone, as Lighthouse takes it). A benchmark, not a test: on a shared two-core machine
 * the other work running at the time shows up in the figures (docs/performance.md).
 */
export async function chatRenderingBench(origin: string, chromePath: string): Promise<{ rate: number; longTasks: number[]; seconds: number }[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const tokens = chatStreamTokens();
  const body = [...tokens.map((content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`), 'data: [DONE]\n\n'].join('');
  const results: { rate: number; longTasks: number[]; seconds: number }[] = [];
  try {
    const cookie = (await signIn(origin, 'free@wayfinder.local')).cookie ?? '';
    for (const rate of [1, 4]) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin })));
      const page = await context.newPage();
      await page.addInitScript(() => {
        const longTasks: number[] = [];
        Object.assign(window, { longTasks });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
        }).observe({ type: 'longtask' });
      });
      // The whole stream at once from the route, then one event every 2 ms in the page, through the app's own reader.
      await page.route('**/api/assistant', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body }));
      await page.addInitScript(() => {
        const realFetch = window.fetch.bind(window);
        window.fetch = async (input, init) => {
          const response = await realFetch(input, init);
          const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
          if (!url.includes('/api/assistant') || !response.body) return response;
          const events = (await response.text()).split(/(?<=\n\n)/);
          const encoder = new TextEncoder();
          const paced = new ReadableStream<Uint8Array>({
            async pull(controller) {
              const event = events.shift();
              if (event === undefined) return controller.close();
              await new Promise((resolve) => setTimeout(resolve, 2));
              controller.enqueue(encoder.encode(event));
            },
          });
          return new Response(paced, { status: response.status, headers: response.headers });
        };
      });
      await page.goto(`${origin}/advisors/maren?chat=1`);
      const dialog = page.getByRole('dialog');
      const input = dialog.getByRole('textbox');
      await input.waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));
      const started = Date.now();
      await input.fill('Help me start the report I keep putting off.');
      await input.press('Enter');
      // The reply is the third message (the greeting, the question, the reply), done once no longer busy.
      await page.waitForFunction(
        () => {
          const reply = document.querySelectorAll('[aria-label="Messages"] > li')[2];
          return reply !== undefined && !reply.hasAttribute('aria-busy') && (reply.textContent ?? '').includes('What do you tell yourself?');
        },
        null,
        { timeout: 180_000, polling: 500 },
      );
      const seconds = (Date.now() - started) / 1000;
      results.push({ rate, longTasks: await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks), seconds });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
