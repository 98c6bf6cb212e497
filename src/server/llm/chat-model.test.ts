import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatModel, createModelAvailability } from './chat-model.ts';

const settings = { llmApiKey: 'key', llmModel: 'test-model', llmOfflineWordDelayMs: 0 };

describe('createChatModel', () => {
  it('is the offline engine without LLM_BASE_URL and the OpenAI-compatible chat model with it', () => {
    const offline = createChatModel({ ...settings, llmBaseUrl: undefined });
    expect(typeof offline === 'object' && offline.provider).toBe('wayfinder-offline');
    const remote = createChatModel({ ...settings, llmBaseUrl: 'http://127.0.0.1:9/v1' });
    expect(typeof remote === 'object' && remote.provider).toMatch(/^llm/);
    expect(typeof remote === 'object' && remote.modelId).toBe('test-model');
  });
});

describe('createModelAvailability', () => {
  let server: Server;
  let baseUrl = '';
  let up = true;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits++;
      expect(request.url).toBe('/v1/models');
      expect(request.headers.authorization).toBe('Bearer key');
      response.writeHead(up ? 200 : 503).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is always available offline', async () => {
    expect(await createModelAvailability({ ...settings, llmBaseUrl: undefined }).check()).toBe(true);
  });

  it('asks GET /models and caches the answer', async () => {
    let now = 0;
    const availability = createModelAvailability({ ...settings, llmBaseUrl: baseUrl }, { now: () => now, cacheMs: 30_000 });
    up = true;
    hits = 0;
    expect(await availability.check()).toBe(true);
    up = false;
    expect(await availability.check()).toBe(true);
    expect(hits).toBe(1);
    now = 30_001;
    expect(await availability.check()).toBe(false);
    expect(hits).toBe(2);
  });

  it('is unavailable when nothing answers in time', async () => {
    const availability = createModelAvailability({ ...settings, llmBaseUrl: 'http://127.0.0.1:9/v1' }, { timeoutMs: 500 });
    expect(await availability.check()).toBe(false);
  });
});
