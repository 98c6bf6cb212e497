import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A small OpenAI-compatible server on a random port: POST /v1/chat/completions (streaming SSE
 * chunks when `stream: true`) and GET /v1/models. `mode` decides how the next completions answer:
 * - normal: `chunks` one after another (`delayMs` apart), then `[DONE]`
 * - error-before-stream: 500 with an OpenAI error body
 * - error-during-stream: the first two chunks, then an error chunk, then the end
 * - slow: `chunks` 200 ms apart (time to abort)
 * - stall: the first chunk, then nothing until the client goes away (a model that hangs)
 * - drop: the first two chunks, then the connection is destroyed (no end, no [DONE])
 * - garbage: the first chunk, then lines that are not JSON, not SSE, and bytes that are not UTF-8
 * - trickle: `chunks` over and over, `trickleMs` apart, until the client goes away (a model that
 *   never ends, each word inside any silence bound)
 * A request without `stream: true` (generateText) gets the chunks joined as one JSON completion.
 * `hold('stream' | 'summary')` keeps those requests waiting, before any byte, until released (a
 * slow model); a held request whose client goes away ends there.
 * Every request is recorded with its parsed body and whether the client closed it before the end.
 * The crisis second opinion (a request with `response_format`) is answered apart: `crisisScreen`
 * sets its answer and delay, and it is recorded in `screenRequests`, not in `requests`. The
 * itinerary planner's structured requests (a `response_format` named `itinerary_*`) are ordinary
 * completions. `answer`, when set, picks the chunks and mode of each completion from its body
 * (the planner's structured call and its text fallback answered differently).
 */
export type OpenAiTestMode = 'normal' | 'error-before-stream' | 'error-during-stream' | 'slow' | 'stall' | 'drop' | 'garbage' | 'trickle';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  /** Set when the connection closed before the answer was complete. */
  closedEarly: boolean;
  /** Resolves when the connection closes, early or not. */
  closed: Promise<void>;
}

export interface OpenAiTestServer {
  /** Base URL for LLM_BASE_URL, ending in /v1. */
  baseUrl: string;
  mode: OpenAiTestMode;
  chunks: string[];
  delayMs: number;
  /** The pause between chunks in 'trickle' mode. */
  trickleMs: number;
  /** GET /v1/models answers 503 when false. */
  modelsUp: boolean;
  requests: RecordedRequest[];
  /**
   * What the crisis classification call answers (raw message content) and after how long; 0 answers
   * at once, as a stream's first chunk is written (a timer of 0 waits a millisecond or more).
   */
  crisisScreen: { answer: string; delayMs: number };
  screenRequests: RecordedRequest[];
  /** Per-request answer; undefined falls back to `chunks` and `mode`. */
  answer: ((body: any) => { chunks?: string[]; mode?: OpenAiTestMode } | undefined) | undefined;
  /** Holds streamed (chat) or non-streamed (memory summary) requests until `release` is called. */
  hold(kind: 'stream' | 'summary'): { release(): void };
  close(): Promise<void>;
}

function chunk(content: string | undefined, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta: content === undefined ? {} : { role: 'assistant', content }, finish_reason: finishReason }],
  })}\n\n`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startOpenAiTestServer(): Promise<OpenAiTestServer> {
  const gates: Record<'stream' | 'summary', Promise<void> | undefined> = { stream: undefined, summary: undefined };
  const state: Omit<OpenAiTestServer, 'baseUrl' | 'close' | 'hold'> = {
    mode: 'normal',
    chunks: ['Hello', ' there,', ' friend.'],
    delayMs: 5,
    trickleMs: 300,
    modelsUp: true,
    requests: [],
    crisisScreen: { answer: JSON.stringify({ crisis: false, category: 'none' }), delayMs: 0 },
    screenRequests: [],
    answer: undefined,
  };

  async function screen(response: ServerResponse, record: RecordedRequest) {
    // No timer for 0: the bench compares our first byte with this server's, and a timer would count against us.
    if (state.crisisScreen.delayMs > 0) await Promise.race([wait(state.crisisScreen.delayMs), record.closed]);
    if (record.closedEarly) return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-screen',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content: state.crisisScreen.answer }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }

  async function completions(request: IncomingMessage, response: ServerResponse, record: RecordedRequest) {
    const gate = gates[record.body?.stream === true ? 'stream' : 'summary'];
    if (gate) await Promise.race([gate, record.closed]);
    if (record.closedEarly) return;
    const custom = state.answer?.(record.body);
    const mode = custom?.mode ?? state.mode;
    const answerChunks = custom?.chunks ?? state.chunks;
    if (mode === 'error-before-stream') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error', code: 'boom' } }));
      return;
    }
    if (record.body?.stream !== true) {
      // generateText (the memory summary) asks for one JSON answer.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: answerChunks.join('') }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunks = mode === 'error-during-stream' ? answerChunks.slice(0, 2) : answerChunks;
    if (mode === 'stall') {
      response.write(chunk(answerChunks[0]));
      await record.closed;
      return;
    }
    if (mode === 'drop') {
      for (const content of answerChunks.slice(0, 2)) response.write(chunk(content));
      await wait(50);
      response.socket?.destroy();
      return;
    }
    if (mode === 'garbage') {
      response.write(chunk(answerChunks[0]));
      response.write('data: {"choices": [{"delta": {"content": \n\n');
      response.write('this is not an event stream\n\n');
      response.write(Buffer.from([0xff, 0xfe, 0x00, 0x9f, 0x0a, 0x0a]));
      response.write('data: {"id": 42, "choices": "nope"}\n\n');
      response.end();
      return;
    }
    if (mode === 'trickle') {
      for (let index = 0; !record.closedEarly; index++) {
        response.write(chunk(answerChunks[index % answerChunks.length]));
        await Promise.race([wait(state.trickleMs), record.closed]);
      }
      return;
    }
    const delay = mode === 'slow' ? 200 : state.delayMs;
    for (const content of chunks) {
      if (record.closedEarly) return;
      response.write(chunk(content));
      await wait(delay);
    }
    if (record.closedEarly) return;
    if (mode === 'error-during-stream') {
      response.write(`data: ${JSON.stringify({ error: { message: 'upstream broke mid-stream', type: 'server_error', code: 'boom' } })}\n\n`);
      response.end();
      return;
    }
    response.write(chunk(undefined, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (data: Buffer) => (raw += data.toString()));
    request.on('end', () => {
      let resolveClosed = () => {};
      const record: RecordedRequest = {
        path: request.url ?? '',
        headers: request.headers,
        body: raw ? JSON.parse(raw) : undefined,
        closedEarly: false,
        closed: new Promise<void>((resolve) => (resolveClosed = resolve)),
      };
      response.on('close', () => {
        if (!response.writableFinished) record.closedEarly = true;
        resolveClosed();
      });
      if (request.method === 'GET' && request.url === '/v1/models') {
        response.writeHead(state.modelsUp ? 200 : 503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model' }] }));
        resolveClosed();
        return;
      }
      const schemaName: unknown = record.body?.response_format?.json_schema?.name;
      const itinerary = typeof schemaName === 'string' && schemaName.startsWith('itinerary');
      if (request.method === 'POST' && request.url === '/v1/chat/completions' && record.body?.response_format && !itinerary) {
        state.screenRequests.push(record);
        void screen(response, record);
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/chat/completions') {
        state.requests.push(record);
        void completions(request, response, record);
        return;
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    hold(kind: 'stream' | 'summary') {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      gates[kind] = gate;
      return {
        release() {
          if (gates[kind] === gate) gates[kind] = undefined;
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
