import type { AdvisorRecord } from '../../../src/shared/advisors/advisor.schema.ts';
import { call, type TestServer } from './test-server.ts';

export interface ChatResult {
  status: number;
  headers: Headers;
  /** The raw body. */
  text: string;
  /** Each `data:` payload but [DONE], parsed. */
  events: any[];
  /** The concatenated delta contents. */
  content: string;
  done: boolean;
}

export function parseSse(text: string) {
  const payloads = text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length));
  const events = payloads.filter((payload) => payload !== '[DONE]').map((payload) => JSON.parse(payload));
  return {
    events,
    content: events.map((event) => event.choices?.[0]?.delta?.content ?? '').join(''),
    done: payloads.at(-1) === '[DONE]',
  };
}

/** POST /api/assistant and read the whole answer (stream or JSON error). */
export async function chat(server: TestServer, headers: Record<string, string>, body: Record<string, unknown>): Promise<ChatResult> {
  const response = await fetch(`${server.url}/api/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...headers },
    body: JSON.stringify({ action: 'sendMessage', conversationHistory: [], threadId: null, ...body }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ...parseSse(text) };
}

export async function advisorList(server: TestServer): Promise<AdvisorRecord[]> {
  return (await call(server, '/api/advisors')).body as AdvisorRecord[];
}

/** Retries `read` until `accept` holds (background work such as memory rewrites), or fails after ~5 s. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!accept(value)) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
