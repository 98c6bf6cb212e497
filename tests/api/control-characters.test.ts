import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../src/server/db/schema/index.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('control characters in what users send, on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('never reach the database: line breaks are kept as newlines, every other control character goes', async () => {
    const member = await signUpAndSignIn(server);
    const message = 'Loved the planner\rEND:VEVENT\r\nBEGIN:VEVENT\u0000 and the \u001b[31mred\u001b[0m advisor\u2028thanks';
    const sent = await call(server, '/api/feedback', { method: 'POST', headers: member.headers, body: { rating: 5, message } });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    const [stored] = await server.database.db.select({ message: feedback.partingThoughts }).from(feedback).where(eq(feedback.userId, member.id));
    expect(stored?.message).toBe('Loved the planner\nEND:VEVENT\nBEGIN:VEVENT and the [31mred[0m advisor\nthanks');
  });
});
