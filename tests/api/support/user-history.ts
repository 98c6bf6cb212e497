import { expect } from 'vitest';
import {
  advisorMemories,
  advisors,
  chatPreferences,
  chatUsage,
  conversationMessages,
  conversations,
  inviteRequestAdvisors,
  inviteRequests,
  invitations,
  userAvatars,
} from '../../../src/server/db/schema/index.ts';
import { seedItineraries } from './itineraries.ts';
import { call, nextClientIp, type TestServer, type TestUser } from './test-server.ts';

/** One of every kind of row a person leaves, written as the product writes them where it can. */
export async function giveHistory(server: TestServer, who: TestUser, admin: TestUser, mark: string) {
  const { db } = server.database;
  const [advisor] = await db.select({ id: advisors.id }).from(advisors).limit(1);
  if (!advisor) throw new Error('no seeded advisor');
  const [conversation] = await db
    .insert(conversations)
    .values({ userId: who.id, advisorId: advisor.id, title: `Talk ${mark}` })
    .returning();
  // One statement each, as the chat stores them: each its own moment, the question first.
  await db.insert(conversationMessages).values({ conversationId: conversation!.id, role: 'user', content: `My question ${mark}` });
  await db.insert(conversationMessages).values({ conversationId: conversation!.id, role: 'assistant', content: `An answer ${mark}` });
  await db.insert(advisorMemories).values({ userId: who.id, advisorId: advisor.id, summary: `Remembers ${mark}` });
  await db.insert(chatPreferences).values({ userId: who.id, memoryEnabled: true });
  await db.insert(chatUsage).values({ userId: who.id, day: '2026-11-28', messages: 3 });
  await db.insert(userAvatars).values({ userId: who.id, contentType: 'image/webp', bytes: Buffer.from('webp') });
  const [itineraryId] = await seedItineraries(server, who.id, 1);
  expect(
    (await call(server, `/api/itineraries/${itineraryId}/share`, { method: 'POST', headers: who.headers, body: { hideCosts: false } }))
      .status,
  ).toBe(200);
  expect((await call(server, '/api/me/mailing-list', { method: 'POST', headers: who.headers, body: { email: who.email } })).status).toBe(
    201,
  );
  const signedIn = { ...who.headers, 'x-forwarded-for': nextClientIp() };
  expect(
    (
      await call(server, '/api/feedback', {
        method: 'POST',
        headers: signedIn,
        body: { rating: 5, message: `Thanks ${mark}`, wantReply: true, name: who.name, email: who.email },
      })
    ).status,
  ).toBe(201);
  const contact = { name: who.name, email: who.email, subject: `Question ${mark}`, message: `Can I ask about ${mark}?` };
  expect((await call(server, '/api/contact', { method: 'POST', headers: signedIn, body: contact })).status).toBe(201);
  // An admin's act on them: its row names them as the target, with their details before and after.
  const until = new Date(Date.now() + 86_400_000).toISOString();
  expect(
    (await call(server, `/api/admin/customers/${who.id}/grant-premium`, { method: 'POST', headers: admin.headers, body: { until } }))
      .status,
  ).toBe(200);
  // The request to join that came before the account, and the invitation it was sent.
  const [request] = await db
    .insert(inviteRequests)
    .values({ name: who.name, email: who.email.toLowerCase(), howDidYouHear: `A friend of ${mark}`, status: 'approved' })
    .returning();
  await db.insert(inviteRequestAdvisors).values({ inviteRequestId: request!.id, advisorId: advisor.id });
  await db
    .insert(invitations)
    .values({
      inviteRequestId: request!.id,
      email: who.email.toLowerCase(),
      tokenHash: `hash-of-${mark}-${who.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
}
