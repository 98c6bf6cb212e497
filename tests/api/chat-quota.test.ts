import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../src/server/http/api-error.ts';
import { createChatQuota } from '../../src/server/assistant/chat-quota.ts';
import { advisorChatUsage, advisors, chatUsage } from '../../src/server/db/schema/index.ts';
import { backends, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('the daily chat quota, one statement (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts each message for the user and for the advisor, and a refused one for neither', async () => {
    const { db } = server.database;
    const owner = await signUpAndSignIn(server);
    const [first, second] = await db.select({ id: advisors.id }).from(advisors).limit(2);
    const day = '2026-11-28';
    const quota = createChatQuota({ db, limits: { free: 3, premium: 5 }, now: () => new Date(`${day}T23:59:00Z`) });
    const advisorCount = async (advisorId: string) =>
      (await db.select({ messages: advisorChatUsage.messages }).from(advisorChatUsage).where(eq(advisorChatUsage.advisorId, advisorId)))[0]?.messages ?? 0;
    const before = [await advisorCount(first!.id), await advisorCount(second!.id)];

    await quota.consume(owner.id, 'free', first!.id);
    await quota.consume(owner.id, 'free', first!.id);
    await quota.consume(owner.id, 'free', second!.id);
    const refused = await quota.consume(owner.id, 'free', second!.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('rate_limit:chat_daily');
    expect((refused as ApiError).headers?.['retry-after']).toBe('60');

    const [usage] = await db.select().from(chatUsage).where(eq(chatUsage.userId, owner.id));
    expect(usage).toMatchObject({ day, messages: 3 });
    expect([await advisorCount(first!.id), await advisorCount(second!.id)]).toEqual([before[0]! + 2, before[1]! + 1]);

    // The same user on Premium that day: the higher limit applies to the same counter.
    await quota.consume(owner.id, 'premium', second!.id);
    expect((await db.select().from(chatUsage).where(eq(chatUsage.userId, owner.id)))[0]?.messages).toBe(4);
    expect(await advisorCount(second!.id)).toBe(before[1]! + 2);
  });
});
