import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors, dataExports, session } from '../../src/server/db/schema/index.ts';
import { giveHistory } from './support/user-history.ts';
import { backends, call, latestMail, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

const requestExport = (server: TestServer, who: TestUser) => call(server, '/api/me/data-export', { method: 'POST', headers: who.headers });

/** The latest export once it is no longer preparing (the job runs in the background). */
async function settledExport(server: TestServer, who: TestUser) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { body } = await call(server, '/api/me/data-export', { headers: who.headers });
    if (body.dataExport && body.dataExport.status !== 'preparing') return body.dataExport;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export is still preparing');
}

async function download(server: TestServer, who: TestUser, url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: who.headers });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The archive's files by their path inside its one folder. */
function filesOf(zip: Uint8Array): Record<string, Uint8Array> {
  const entries = unzipSync(zip);
  const folders = new Set(Object.keys(entries).map((path) => path.split('/')[0]));
  expect(folders.size).toBe(1);
  return Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path.slice(path.indexOf('/') + 1), bytes]));
}

const jsonOf = (files: Record<string, Uint8Array>, path: string) => JSON.parse(strFromU8(files[path] ?? new Uint8Array()));

describe.each(backends)('download my data on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('holds every kind of row of the user, and nothing of another user or any secret', async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const member = await signUpAndSignIn(server, { name: 'Rosa Keeping' });
    const other = await signUpAndSignIn(server, { name: 'Otto Other' });
    await giveHistory(server, member, admin, 'rosa');
    await giveHistory(server, other, admin, 'otto');

    const asked = await requestExport(server, member);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'preparing', downloadUrl: null, archiveBytes: null });
    const ready = await settledExport(server, member);
    expect(ready).toMatchObject({ id: asked.body.id, status: 'ready', downloadUrl: `/api/me/data-export/${asked.body.id}/archive` });
    const hours = (Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)) / 3_600_000;
    expect(hours).toBe(24);

    const { response, bytes } = await download(server, member, ready.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="wayfinder-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(bytes.byteLength).toBe(ready.archiveBytes);
    const files = filesOf(bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'advisor-memories.json',
        'contact-messages.json',
        'conversations.json',
        'daily-message-counts.json',
        'feedback.json',
        'invite-request.json',
        'itineraries/01-city-0-testland-trip.ics',
        'itineraries/itineraries.json',
        'newsletter.json',
        'plan-and-subscriptions.json',
        'profile-photo.webp',
        'profile.json',
        'sign-in-sessions.json',
      ].sort(),
    );
    const [advisor] = await server.database.db.select({ name: advisors.name }).from(advisors).limit(1);

    expect(jsonOf(files, 'profile.json')).toMatchObject({
      name: 'Rosa Keeping',
      email: member.email,
      role: 'user',
      photo: 'profile-photo.webp',
      chat: { advisorsMayRemember: true },
    });
    expect(strFromU8(files['profile-photo.webp']!)).toBe('webp');
    expect(jsonOf(files, 'plan-and-subscriptions.json')).toEqual({
      currentPlan: 'premium',
      subscriptions: [
        expect.objectContaining({ plan: 'premium', status: 'active', paidBy: 'granted by our team', cancelAtPeriodEnd: false }),
      ],
    });
    expect(jsonOf(files, 'conversations.json')).toEqual([
      expect.objectContaining({
        title: 'Talk rosa',
        advisor: advisor!.name,
        messages: [
          expect.objectContaining({ from: 'you', text: 'My question rosa' }),
          expect.objectContaining({ from: 'advisor', text: 'An answer rosa' }),
        ],
      }),
    ]);
    expect(jsonOf(files, 'advisor-memories.json')).toEqual([
      expect.objectContaining({ advisor: advisor!.name, summary: 'Remembers rosa' }),
    ]);
    expect(jsonOf(files, 'daily-message-counts.json')).toEqual([{ day: '2026-11-28', messages: 3 }]);
    const [trip] = jsonOf(files, 'itineraries/itineraries.json');
    expect(trip).toMatchObject({ destinationCity: 'City 0, Testland', plan: expect.any(Array) });
    const ics = strFromU8(files['itineraries/01-city-0-testland-trip.ics']!);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('X-WR-CALNAME:City 0\\, Testland trip');
    expect(jsonOf(files, 'feedback.json')).toEqual([
      expect.objectContaining({ rating: 5, message: 'Thanks rosa', wantReply: true, email: member.email }),
    ]);
    expect(jsonOf(files, 'contact-messages.json')).toEqual([
      expect.objectContaining({ subject: 'Question rosa', message: 'Can I ask about rosa?' }),
    ]);
    expect(jsonOf(files, 'newsletter.json')).toMatchObject({ email: member.email, source: 'account', subscribed: true });
    const invite = jsonOf(files, 'invite-request.json');
    expect(invite).toMatchObject({ howDidYouHear: 'A friend of rosa', status: 'approved', advisors: [advisor!.name] });
    expect(invite.invitations).toEqual([expect.objectContaining({ usedAt: null })]);
    expect(jsonOf(files, 'sign-in-sessions.json').length).toBeGreaterThan(0);

    const readme = strFromU8(files['README.txt']!);
    for (const path of Object.keys(files).filter((name) => name.endsWith('.json'))) expect(readme).toContain(path);
    expect(readme).toContain(`Rosa Keeping (${member.email})`);

    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toMatch(/otto/i);
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(other.id);
    // No secret travels: the session's token, the invitation's hash, the password.
    const [signedIn] = await server.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, member.id))
      .limit(1);
    expect(everything).not.toContain(signedIn!.token);
    expect(everything).not.toContain('hash-of-rosa');
    expect(everything).not.toContain(member.password);
    expect(everything).not.toMatch(/"(password|token|tokenHash|cardLast4)"/);

    const mail = await latestMail(server, member.email, 'data_export_ready');
    expect(mail.subject).toBe('Your Wayfinder data is ready to download');
    expect(mail.text).toContain('Hello Rosa Keeping,');
    expect(mail.text).toContain(`Open your account: ${server.platform.config.publicUrl}/account#download-my-data`);
    expect(mail.text).toContain(`until ${new Date(ready.expiresAt).toUTCString()}`);
  });

  it('opens only for its owner, and not after 24 hours', async () => {
    const member = await signUpAndSignIn(server);
    const other = await signUpAndSignIn(server);
    await requestExport(server, member);
    const ready = await settledExport(server, member);

    expect((await download(server, other, ready.downloadUrl)).response.status).toBe(404);
    expect((await fetch(`${server.url}${ready.downloadUrl}`)).status).toBe(401);
    expect((await call(server, '/api/me/data-export', { headers: other.headers })).body).toEqual({ dataExport: null });
    expect((await call(server, '/api/me/data-export/not-a-uuid/archive', { headers: member.headers })).status).toBe(400);

    // The clock moves on: the row's end passes.
    await server.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready.id));
    const expired = await call(server, ready.downloadUrl, { headers: member.headers });
    expect(expired.status).toBe(410);
    expect(expired.body.error).toEqual({
      code: 'gone:data_export',
      message: 'This download has expired: an archive can be downloaded for 24 hours. Prepare a new copy on your account page.',
    });
    expect((await call(server, '/api/me/data-export', { headers: member.headers })).body.dataExport).toMatchObject({
      status: 'expired',
      downloadUrl: null,
      archiveBytes: null,
    });

    // A new copy replaces the old one, whose link then finds nothing.
    const again = await requestExport(server, member);
    expect(again.body.id).not.toBe(ready.id);
    expect((await settledExport(server, member)).status).toBe('ready');
    expect((await call(server, ready.downloadUrl, { headers: member.headers })).status).toBe(404);
  });

  it('answers a second request with the one being prepared, and lets a request lost for half an hour be asked again', async () => {
    const member = await signUpAndSignIn(server);
    const { db } = server.database;
    const [pending] = await db.insert(dataExports).values({ userId: member.id, status: 'preparing' }).returning();
    const twice = await requestExport(server, member);
    expect(twice.status).toBe(202);
    expect(twice.body).toMatchObject({ id: pending!.id, status: 'preparing' });

    await db
      .update(dataExports)
      .set({ requestedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(dataExports.id, pending!.id));
    expect((await call(server, '/api/me/data-export', { headers: member.headers })).body.dataExport).toMatchObject({
      id: pending!.id,
      status: 'failed',
    });
    const fresh = await requestExport(server, member);
    expect(fresh.body.id).not.toBe(pending!.id);
    expect((await settledExport(server, member)).status).toBe('ready');
    expect(await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, member.id))).toEqual([
      { id: fresh.body.id },
    ]);
  });

  it('refuses a visitor', async () => {
    expect((await call(server, '/api/me/data-export', { method: 'POST', headers: { origin: server.url } })).status).toBe(401);
    expect((await call(server, '/api/me/data-export')).status).toBe(401);
  });
});
