import { pino } from 'pino';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { mailingList } from '../../src/server/db/schema/index.ts';
import { freePort, killServerProcesses, spawnServerProcess } from './support/server-process.ts';

afterEach(killServerProcesses);

function startServer(dataDir: string, port: number) {
  const child = spawnServerProcess({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', FORM_RATE_LIMIT_PER_MINUTE: '100000', DATABASE_URL: '' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/** Writes sign-ups from several parallel writers until the server stops answering. */
async function writeUntilGone(port: number, onAcknowledged: (email: string) => void, signal: { stop: boolean }) {
  let counter = 0;
  const run = Date.now();
  const writer = async (id: number) => {
    while (!signal.stop) {
      const email = `durable-${run}-${id}-${counter++}@example.com`;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        if (response.status === 201) onAcknowledged(email);
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(writer));
}

async function storedEmails(dataDir: string): Promise<Set<string>> {
  const database = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
  try {
    const rows = await database.db.select({ email: mailingList.email }).from(mailingList);
    return new Set(rows.map((row) => row.email));
  } finally {
    await database.close();
  }
}

// One directory for the whole file: creating a PGlite cluster is the slow part (seconds), while
// reopening one is quick, and reopening is exactly what these tests are about.
describe('the embedded database directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-durable-'));
  const acknowledgedSoFar: string[] = [];

  it('refuses a second process with a clear message', async () => {
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port, 90_000);
    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another process');
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 120_000);

  it.each(['SIGTERM', 'SIGINT'] as const)('keeps every acknowledged write when %s arrives during writes', async (signal) => {
    const port = await freePort();
    const server = startServer(dataDir, port);
    await waitForHealth(port);

    const acknowledged: string[] = [];
    const stopWriting = { stop: false };
    const writing = writeUntilGone(port, (email) => acknowledged.push(email), stopWriting);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    server.child.kill(signal);
    const code = await server.exited;
    stopWriting.stop = true;
    await writing;

    expect(code).toBe(0);
    acknowledgedSoFar.push(...acknowledged);
    const stored = await storedEmails(dataDir);
    expect(acknowledgedSoFar.filter((email) => !stored.has(email))).toEqual([]);
  }, 90_000);

  it('starts again on the same directory with the data in place', async () => {
    const port = await freePort();
    const again = startServer(dataDir, port);
    await waitForHealth(port);
    const duplicate = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: acknowledgedSoFar[0] }),
    });
    expect(duplicate.status).toBe(409);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
