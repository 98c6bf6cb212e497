import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { nightlyPruning, pruneExpiredRows } from '../../src/server/app/nightly-pruning.ts';
import { advisorChatUsage, chatUsage, dataExports, itineraryShareLinks, rateLimit, verification } from '../../src/server/db/schema/index.ts';
import { addDays } from '../../src/shared/itineraries/trip-dates.ts';
import { seedItineraries } from './support/itineraries.ts';
import { backends, queryRows, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

const dayMs = 24 * 60 * 60 * 1000;
const hex = () => randomBytes(32).toString('hex');

/** Old and fresh rows of every kind the nightly pruning touches, on either side of each line. */
async function seed(server: TestServer) {
  const { db } = server.database;
  const user = await signUpAndSignIn(server);
  const [advisor] = await server.services.advisors.list();
  const today = new Date().toISOString().slice(0, 10);
  for (const [ago, messages] of [[400, 1], [36, 2], [35, 3], [1, 4], [0, 5]] as const) {
    await db.insert(chatUsage).values({ userId: user.id, day: addDays(today, -ago), messages });
    await db.insert(advisorChatUsage).values({ advisorId: advisor!.id, day: addDays(today, -ago), messages }).onConflictDoNothing();
  }
  const [oldTrip, newTrip, liveTrip] = await seedItineraries(server, user.id, 3);
  const link = (itineraryId: string, createdDaysAgo: number, revokedDaysAgo: number | null) => ({
    itineraryId,
    tokenHash: hex(),
    createdAt: new Date(Date.now() - createdDaysAgo * dayMs),
    revokedAt: revokedDaysAgo === null ? null : new Date(Date.now() - revokedDaysAgo * dayMs),
  });
  await db.insert(itineraryShareLinks).values([link(oldTrip!, 90, 31), link(newTrip!, 90, 29), link(liveTrip!, 400, null)]);
  const verify = (id: string, expiresInMs: number) => ({ id, identifier: `reset-password:${id}`, value: user.id, expiresAt: new Date(Date.now() + expiresInMs) });
  await db.insert(verification).values([verify(`old-${hex()}`, -2 * dayMs), verify(`recent-${hex()}`, -60 * 60 * 1000), verify(`live-${hex()}`, 60 * 60 * 1000)]);
  await db.insert(rateLimit).values([
    { id: hex(), key: `idle-${hex()}`, count: 3, lastRequest: Date.now() - 2 * dayMs },
    { id: hex(), key: `busy-${hex()}`, count: 1, lastRequest: Date.now() },
  ]);
  // Data exports: one past its 24 hours, one still open, one that never finished a day ago, one preparing now.
  const ready = (endsInMs: number) => ({ userId: user.id, status: 'ready' as const, archive: Buffer.from('zip'), archiveBytes: 3, readyAt: new Date(Date.now() + endsInMs - dayMs), expiresAt: new Date(Date.now() + endsInMs) });
  await db.insert(dataExports).values([
    { ...ready(-60_000), requestedAt: new Date(Date.now() - dayMs - 60_000) },
    { ...ready(60 * 60 * 1000), requestedAt: new Date(Date.now() - 23 * 60 * 60 * 1000) },
    { userId: user.id, status: 'failed', requestedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    { userId: user.id, status: 'preparing', requestedAt: new Date() },
  ]);
  return { user, advisor: advisor!, today, trips: { oldTrip: oldTrip!, newTrip: newTrip!, liveTrip: liveTrip! } };
}

describe.each(backends)('nightly pruning on %s', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('deletes exactly the rows past their time, through the job', async () => {
    server = await startTestServer(backend);
    const { db } = server.database;
    const { user, advisor, today, trips } = await seed(server);

    await server.platform.jobs.enqueue(nightlyPruning, {});
    await server.platform.jobs.idle(nightlyPruning);

    const usage = await db.select({ day: chatUsage.day }).from(chatUsage).where(eq(chatUsage.userId, user.id)).orderBy(chatUsage.day);
    expect(usage.map((row) => row.day)).toEqual([addDays(today, -35), addDays(today, -1), today]);
    // The analytics' counts stay, however old.
    expect(await db.select({ day: advisorChatUsage.day }).from(advisorChatUsage).where(and(eq(advisorChatUsage.advisorId, advisor.id), eq(advisorChatUsage.day, addDays(today, -400))))).toHaveLength(1);
    const links = await db.select({ itineraryId: itineraryShareLinks.itineraryId }).from(itineraryShareLinks);
    expect(links.map((row) => row.itineraryId).sort()).toEqual([trips.newTrip, trips.liveTrip].sort());
    const verifications = await db.select({ id: verification.id }).from(verification).where(eq(verification.value, user.id));
    expect(verifications.map((row) => row.id.split('-')[0]).sort()).toEqual(['live', 'recent']);
    const limits = await db.select({ key: rateLimit.key }).from(rateLimit).where(sql`${rateLimit.key} like 'idle-%' or ${rateLimit.key} like 'busy-%'`);
    expect(limits.map((row) => row.key.split('-')[0])).toEqual(['busy']);
    const exports = await db.select({ status: dataExports.status }).from(dataExports).where(eq(dataExports.userId, user.id)).orderBy(dataExports.status);
    expect(exports.map((row) => row.status)).toEqual(['preparing', 'ready']);

    // A second run finds nothing left to delete.
    expect(await pruneExpiredRows(db)).toEqual({ chatUsage: 0, revokedShareLinks: 0, expiredVerifications: 0, idleRateLimits: 0, dataExports: 0 });
  });
});

describe.each(backends)('schedules on %s', (backend) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0).reverse()) await server.close();
  });

  it('are stored once, in UTC, however many instances start; billing reconcile only with Stripe', async () => {
    const first = await startTestServer(backend);
    servers.push(first);
    // A second instance on the same database, as behind a load balancer (PGlite: a second app on the same handle).
    servers.push(await startTestServer(backend, {}, { instanceOf: first }));
    expect(await queryRows(first, sql`select name, cron, options->>'tz' as tz from pgboss.schedule order by name`)).toEqual([{ name: 'nightly-pruning', cron: '45 3 * * *', tz: 'UTC' }]);
  });
});
