import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createItineraryQueries } from '../../../../src/server/itineraries/itineraries.queries.ts';
import { planOfflineTrip } from '../../../../src/server/itineraries/offline-planner.ts';
import { contactMessages, feedback, mailingList } from '../../../../src/server/db/schema/index.ts';
import { conversationIdHeader } from '../../../../src/shared/chat/conversation.schema.ts';
import { advisorList, chat } from '../chat.ts';
import { tripRequest } from '../itineraries.ts';
import { call, latestMail, signUpAndSignIn, type TestServer } from '../test-server.ts';
import type { SampleImages } from './bodies.ts';
import type { Pools } from './requests.ts';
import type { SuiteUsers } from './sessions.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

async function sampleImages(): Promise<SampleImages> {
  const solid = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8000, 0);
  header.writeUInt32BE(6000, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return {
    png: await solid.clone().png().toBuffer(),
    jpeg: await solid.clone().jpeg().toBuffer(),
    pixelBomb: Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]),
  };
}

/**
 * Real objects of every kind a route can name (advisors, conversations, itineraries, a share link,
 * an invitation, invite requests, inbox rows, FAQ entries, customers), made through the API or
 * stored directly, so that valid-shaped requests get past the lookups.
 */
export async function buildPools(server: TestServer, users: SuiteUsers): Promise<Pools> {
  const { free, premium, admin } = users.users;
  const advisors = await advisorList(server);
  const available = advisors.find((advisor) => advisor.status === null || advisor.status === 'available') ?? advisors[0];
  if (!available) throw new Error('no advisors in the seed');
  const customers = [await signUpAndSignIn(server, { name: 'Fuzz Customer' }), await signUpAndSignIn(server, { plan: 'premium', name: 'Fuzz Premium Customer' })];

  const conversation = await chat(server, premium.headers, { message: 'Hello, can you help me plan a calm week?', advisorId: available.id });
  const conversationId = conversation.headers.get(conversationIdHeader);
  if (!conversationId) throw new Error(`no conversation was created (${conversation.status})`);

  const queries = createItineraryQueries(server.database.db);
  const { itineraryId: _none, ...trip } = { ...tripRequest(), itineraryId: undefined };
  const itineraryIds: string[] = [];
  for (const owner of [free, premium, admin]) {
    const saved = await queries.insert(owner.id, trip, planOfflineTrip(trip).days);
    if (saved) itineraryIds.push(saved.id);
  }
  const { token: shareToken } = await server.services.itineraries.share(premium.id, itineraryIds[1] ?? '', false);

  const inviteRequestIds: string[] = [];
  for (const email of ['fuzz-invitee-1@example.com', 'fuzz-invitee-2@example.com']) {
    await call(server, '/api/invite-requests', { method: 'POST', body: { name: 'Lise Meitner', email, advisors: [available.id], howDidYouHear: 'A colleague', mailingList: false } });
    const list = await call(server, `/api/admin/invite-requests?q=${encodeURIComponent(email)}`, { headers: admin.headers });
    const id = (list.body.rows as { id: string }[] | undefined)?.[0]?.id;
    if (id) inviteRequestIds.push(id);
  }
  const approved = await call(server, `/api/admin/invite-requests/${inviteRequestIds[0]}/approve`, { method: 'POST', headers: admin.headers, body: {} });
  const invitationText = approved.status === 200 ? (await latestMail(server, 'fuzz-invitee-1@example.com', 'invitation')).text : '';
  const invitationToken = /invite=([A-Za-z0-9_-]+)/.exec(invitationText)?.[1] ?? 'no-invitation';

  const { db } = server.database;
  const feedbackIds = (await db.insert(feedback).values({ rating: 4, partingThoughts: 'Clear and kind.' }).returning({ id: feedback.id })).map((row) => row.id);
  const contactIds = (await db.insert(contactMessages).values({ name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A question.' }).returning({ id: contactMessages.id })).map(
    (row) => row.id,
  );
  const subscriberIds = (await db.insert(mailingList).values({ email: 'fuzz-subscriber@example.com', source: 'footer' }).returning({ id: mailingList.id })).map((row) => row.id);
  const faq = await call(server, '/api/admin/faq', { headers: admin.headers });
  const faqIds = (faq.body as { id: string }[]).map((entry) => entry.id);

  const userIds = () => [...Object.values(users.users).map((user) => user.id), ...customers.map((customer) => customer.id)];
  const emails = [...Object.values(users.users).map((user) => user.email), ...customers.map((customer) => customer.email)];
  const advisorIds = advisors.map((advisor) => advisor.id);
  const byField: Record<string, () => readonly string[]> = {
    // The advisor of the Premium user's conversation, so that a chat naming that conversation fits it.
    advisorId: () => [available.id],
    advisors: () => advisorIds,
    threadId: () => [conversationId],
    itineraryId: () => itineraryIds,
    email: () => emails,
    password: () => [free.password],
    currentPassword: () => [free.password],
    newPassword: () => ['another-long-passphrase', '123456'],
    userId: userIds,
    actorId: userIds,
    token: () => [invitationToken, shareToken],
    inviteToken: () => [invitationToken],
    slug: () => advisors.flatMap((advisor) => (advisor.slug ? [advisor.slug] : [])),
    tag: () => advisors.flatMap((advisor) => advisor.tags ?? []).slice(0, 20),
    tags: () => advisors.flatMap((advisor) => advisor.tags ?? []).slice(0, 20),
    // The planner takes its preferences from lists, and dates in order: the fixture trip's.
    foodPreference: () => [trip.foodPreference],
    transportationPreference: () => [trip.transportationPreference],
    departureDate: () => [trip.departureDate],
    date: () => [trip.departureDate],
    day: () => ['1', '2', '3'],
    returnDate: () => [trip.returnDate],
    destinationCity: () => ['Tokyo, Japan', 'Lisbon, Portugal'],
    departureCity: () => ['Phoenix, AZ'],
  };
  const byPath: [RegExp, string, () => readonly string[]][] = [
    [/./, 'kind', () => ['avatar', 'cover']],
    [/^\/api\/advisors\/:slug$/, 'slug', byField.slug as () => readonly string[]],
    [/^\/api\/(advisors|advisor-images|memories|admin\/advisors)\//, '*', () => advisorIds],
    [/^\/api\/invitations\//, 'token', () => [invitationToken]],
    [/^\/api\/shared-itineraries\//, 'token', () => [shareToken]],
    [/^\/api\/avatars\//, 'userId', userIds],
    [/^\/api\/conversations\//, 'id', () => [conversationId]],
    [/^\/api\/itineraries\//, 'id', () => itineraryIds],
    [/^\/api\/itineraries\//, 'day', () => ['1', '2', '6']],
    [/^\/api\/admin\/invite-requests\//, 'id', () => inviteRequestIds],
    [/^\/api\/admin\/feedback\//, 'id', () => feedbackIds],
    [/^\/api\/admin\/contact-messages\//, 'id', () => contactIds],
    [/^\/api\/admin\/mailing-list\//, 'id', () => subscriberIds],
    [/^\/api\/admin\/faq\//, 'id', () => faqIds],
    [/^\/api\/admin\/customers\//, 'id', userIds],
    [/^\/api\/auth\//, 'id', () => ['google', 'github']],
  ];
  return {
    known: (name) => byField[name]?.() ?? [],
    pathValues: (url, name) => byPath.find(([pattern, param]) => pattern.test(url) && (param === name || param === '*'))?.[2]() ?? [],
    images: await sampleImages(),
  };
}
