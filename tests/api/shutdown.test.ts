import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../src/server/auth/accounts.ts';
import { boot } from '../../src/server/boot.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { conversationMessages } from '../../src/server/db/schema/index.ts';
import { conversationIdHeader } from '../../src/shared/chat/conversation.schema.ts';
import { eventually, parseSse } from './support/chat.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from './support/openai-test-server.ts';
import { freePort, killServerProcesses, spawnServerProcess } from './support/server-process.ts';
import { cookieHeader } from './support/test-server.ts';

afterEach(killServerProcesses);

/**
 * SIGTERM while a Premium reply is streaming from a model that hangs and a memory rewrite waits
 * on it too: the process must still close the embedded database (checkpoint) and exit 0, well
 * before main.ts's 10 s force-exit timer, with what was streamed stored.
 */
describe('shutdown with a reply streaming and a memory rewrite running', () => {
  let upstream: OpenAiTestServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-shutdown-'));
  const secret = randomBytes(32).toString('base64url');
  let port: number;
  let env: Record<string, string>;
  let cookie: string;

  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: secret,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_ACCOUNTS: 'false',
      ADMIN_EMAIL: 'admin@example.com',
      LLM_BASE_URL: upstream.baseUrl,
      LLM_MODEL: 'test-model',
      // The test stops the server while a memory rewrite runs: it must start right after the exchange, not after the pause.
      MEMORY_REWRITE_PAUSE_SECONDS: '0',
    };
    // A Premium user and their session, made in the data directory before the server opens it.
    const config = loadConfig(env);
    // Booted as the server boots (migrated, seeded, start-up accounts), then closed for it to open.
    const platform = await boot({ config, log: pino({ level: 'silent' }) });
    try {
      const { auth, database } = platform;
      const email = 'premium-shutdown@example.com';
      const password = 'a-long-and-unusual-passphrase';
      await upsertAccount(auth, database.db, { email, password, name: 'Premium Tester', role: 'user', plan: 'premium' }, { update: true });
      const signedIn = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
      cookie = cookieHeader(signedIn.headers.getSetCookie());
    } finally {
      await platform.close();
    }
  }, 120_000);

  afterAll(async () => {
    await upstream?.close();
  });

  it('ends the stream with what arrived stored, cancels the rewrite, checkpoints and exits 0 in time', async () => {
    const child = spawnServerProcess(env);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    await eventually(
      () => fetch(`${url}/api/health`).then((response) => response.ok, () => false),
      (healthy) => healthy,
      90_000,
    );
    const headers = { 'content-type': 'application/json', cookie, origin: url };
    const advisorId = ((await (await fetch(`${url}/api/advisors`)).json()) as { id: string; status: string | null }[]).find((advisor) => advisor.status === 'available')?.id;
    const send = (message: string) =>
      fetch(`${url}/api/assistant`, { method: 'POST', headers, body: JSON.stringify({ action: 'sendMessage', message, advisorId, conversationHistory: [], threadId: null }) });

    // A finished exchange whose memory rewrite now waits on a model that does not answer.
    upstream.hold('summary');
    const first = await send('I walk in the hills every weekend.');
    expect(parseSse(await first.text()).done).toBe(true);
    await eventually(
      async () => upstream.requests.filter((request) => request.body?.stream !== true).length,
      (count) => count === 1,
    );
    const rewrite = upstream.requests.find((request) => request.body?.stream !== true);

    // A reply that sends its first words and then hangs.
    upstream.mode = 'stall';
    const streaming = await send('Tell me a long story.');
    expect(streaming.status).toBe(200);
    const conversationId = streaming.headers.get(conversationIdHeader) as string;
    const reader = (streaming.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    while (!received.includes('Hello')) received += new TextDecoder().decode((await reader.read()).value);

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    let cut = false;
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += new TextDecoder().decode(chunk.value);
    } catch {
      cut = true; // the process went away mid-stream
    }
    const code = await exited;
    const elapsed = Date.now() - signalledAt;
    expect(code, output).toBe(0);
    expect(cut).toBe(false);
    // Streams end at once and rewrites get 2 s: far inside the 10 s force-exit timer.
    expect(elapsed).toBeLessThan(6_000);
    // The client was told the reply ended, with the error event and [DONE].
    const events = parseSse(received);
    expect(events.content).toBe('Hello');
    expect(events.events.at(-1)).toEqual({ error: { message: 'The assistant is restarting. Please send your message again in a moment.' } });
    expect(events.done).toBe(true);
    expect(rewrite?.closedEarly).toBe(true);

    // The directory reopens (the lock was released) with the stream's messages stored.
    const reopened = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
    try {
      const stored = await reopened.db
        .select({ role: conversationMessages.role, content: conversationMessages.content })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.createdAt));
      expect(stored).toEqual([
        { role: 'user', content: 'Tell me a long story.' },
        { role: 'assistant', content: 'Hello' },
      ]);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
