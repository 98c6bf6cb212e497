import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, faqEntries, feedback, mailingList } from '../../src/server/db/schema/index.ts';
import { seedFaq } from '../../src/server/faq/seed.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

/** The questions of the FAQ as the /faq page showed them when it moved to the database. */
const shippedQuestions = (appName: string) => [
  `What is ${appName}?`,
  'How do I get started?',
  'Is there a free plan?',
  'How many trips can I plan on the free plan?',
  `How much does ${appName} cost?`,
  'How does billing work?',
  "What if I'm not satisfied? Can I cancel?",
  'Do advisors get better at helping me with Premium?',
  'Can I invite others to a session?',
  'Are my conversations private?',
  'Can I change my advisor?',
];
const shippedSlugs = ['what-is', 'getting-started', 'free-plan', 'travel-planner', 'cost', 'billing', 'cancel', 'memory', 'inviting-others', 'privacy', 'change-advisor'];

describe.each(backends)('admin content on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  const post = (path: string, body: unknown = {}) => call(server, path, { method: 'POST', headers: admin.headers, body });
  const get = (path: string) => call(server, path, { headers: admin.headers });
  const auditRowsFor = (targetId: string) => server.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  const publicFaq = async () => (await call(server, '/api/faq')).body as { slug: string; question: string; answer: string }[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await signUpAndSignIn(server, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("seeds today's eleven FAQ entries, in order, once, and never brings a deleted one back", async () => {
    const appName = server.config.appName;
    const faq = await publicFaq();
    expect(faq.map((entry) => entry.slug)).toEqual(shippedSlugs);
    expect(faq.map((entry) => entry.question)).toEqual(shippedQuestions(appName));
    const cost = faq.find((entry) => entry.slug === 'cost');
    expect(cost?.answer).toBe(
      `Creating an account and chatting with the advisors is free. Premium costs **$5.99 a month** and adds saved conversations, an advisor who remembers you, priority support and early access to new features.\n\nThe [pricing page](/pricing) compares both plans side by side.`,
    );
    expect(faq[0]?.answer.startsWith(`${appName} gives you AI advisors`)).toBe(true);
    // The free plan's limit is stated where people look for it (issue 24).
    expect(faq.find((entry) => entry.slug === 'travel-planner')?.answer).toMatch(/^One\. The free plan includes \*\*one itinerary\*\*/);

    // Booting again adds nothing.
    expect(await seedFaq(server.database.db, { appName })).toBe(0);
    const rows = await server.database.db.select().from(faqEntries);
    expect(rows.filter((row) => shippedSlugs.includes(row.slug))).toHaveLength(11);
  });

  it('adds, edits, reorders and deletes FAQ entries, each audited, and /api/faq shows each change at once', async () => {
    const question = `Can I pay yearly? ${Date.now()}`;
    const created = await post('/api/admin/faq', { question: `  ${question}  `, answer: 'Not yet.\n\nSoon, we hope.', published: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ question, answer: 'Not yet.\n\nSoon, we hope.', published: true });
    expect(created.body.slug).toMatch(/^can-i-pay-yearly-\d+$/);
    const id: string = created.body.id;
    let faq = await publicFaq();
    expect(faq.at(-1)).toEqual({ slug: created.body.slug, question, answer: 'Not yet.\n\nSoon, we hope.' });

    // Conditional requests: the ETag holds until the next change.
    const first = await call(server, '/api/faq');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect((await call(server, '/api/faq', { headers: { 'if-none-match': etag } })).status).toBe(304);

    const edited = await call(server, `/api/admin/faq/${id}`, { method: 'PATCH', headers: admin.headers, body: { question, answer: 'Yes, from June.', published: true } });
    expect(edited.status).toBe(200);
    expect((await call(server, '/api/faq', { headers: { 'if-none-match': etag } })).status).toBe(200);
    expect((await publicFaq()).at(-1)?.answer).toBe('Yes, from June.');

    const moved = await post(`/api/admin/faq/${id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    faq = await publicFaq();
    expect(faq.at(-2)?.question).toBe(question);
    expect(faq.at(-1)?.slug).toBe('change-advisor');
    expect(moved.body.map((entry: { id: string }) => entry.id).at(-2)).toBe(id);
    await post(`/api/admin/faq/${id}/move`, { direction: 'down' });
    expect((await publicFaq()).at(-1)?.question).toBe(question);

    // Unpublished: in the admin's list, not on the page.
    await call(server, `/api/admin/faq/${id}`, { method: 'PATCH', headers: admin.headers, body: { question, answer: 'Yes, from June.', published: false } });
    expect((await publicFaq()).some((entry) => entry.question === question)).toBe(false);
    expect((await get('/api/admin/faq')).body.find((entry: { id: string }) => entry.id === id)).toMatchObject({ published: false });

    const deleted = await call(server, `/api/admin/faq/${id}`, { method: 'DELETE', headers: admin.headers });
    expect(deleted.status).toBe(204);
    expect((await get('/api/admin/faq')).body.some((entry: { id: string }) => entry.id === id)).toBe(false);
    expect((await call(server, `/api/admin/faq/${id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(404);

    const actions = (await auditRowsFor(id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.action);
    expect(actions).toEqual(['faq.create', 'faq.update', 'faq.move', 'faq.move', 'faq.update', 'faq.delete']);
    const [createRow] = await auditRowsFor(id);
    expect(createRow).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'faq_entry' });
  });

  it('never brings back, on the next start, a shipped entry an admin deleted', async () => {
    const appName = server.config.appName;
    const slug = `shipped-later-${Date.now()}`;
    const catalog = [{ slug, question: 'Shipped later?', answer: ['First paragraph.', 'Second.'] }];
    expect(await seedFaq(server.database.db, { appName }, catalog)).toBe(1);
    const added = (await publicFaq()).at(-1);
    expect(added).toEqual({ slug, question: 'Shipped later?', answer: 'First paragraph.\n\nSecond.' });
    const id = ((await get('/api/admin/faq')).body as { id: string; slug: string }[]).find((entry) => entry.slug === slug)?.id;
    expect((await call(server, `/api/admin/faq/${id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(204);
    expect(await seedFaq(server.database.db, { appName }, catalog)).toBe(0);
    expect((await publicFaq()).some((entry) => entry.slug === slug)).toBe(false);
  });

  it('refuses a bad FAQ change and writes no audit row for it', async () => {
    const empty = await post('/api/admin/faq', { question: '   ', answer: 'x', published: true });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('bad_request:validation');

    const list = (await get('/api/admin/faq')).body as { id: string }[];
    const firstId = list[0]?.id ?? '';
    const lastId = list.at(-1)?.id ?? '';
    const before = (await auditRowsFor(firstId)).length;
    const edge = await post(`/api/admin/faq/${firstId}/move`, { direction: 'up' });
    expect(edge.status).toBe(409);
    expect(edge.body.error.code).toBe('conflict:faq_edge');
    expect((await post(`/api/admin/faq/${lastId}/move`, { direction: 'down' })).status).toBe(409);
    expect((await post(`/api/admin/faq/${firstId}/move`, { direction: 'sideways' })).status).toBe(400);
    expect(await auditRowsFor(firstId)).toHaveLength(before);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(server, `/api/admin/faq/${unknown}`, { method: 'PATCH', headers: admin.headers, body: { question: 'Q?', answer: 'A', published: true } })).status).toBe(404);
    expect((await call(server, '/api/admin/faq/not-a-uuid', { method: 'DELETE', headers: admin.headers })).status).toBe(400);
    expect(await auditRowsFor(unknown)).toHaveLength(0);
  });

  it("sets and clears the 'replied' mark of feedback and contact messages, each audited, and filters by it", async () => {
    const tag = `inbox${Date.now()}`;
    const [note] = await server.database.db
      .insert(feedback)
      .values({ rating: 5, partingThoughts: `Lovely ${tag}`, wantReply: true, name: 'Ann', email: 'ann@example.com' })
      .returning({ id: feedback.id });
    const [message] = await server.database.db
      .insert(contactMessages)
      .values({ name: 'Bo', email: 'bo@example.com', subject: `Question ${tag}`, message: 'Hello' })
      .returning({ id: contactMessages.id });
    const noteId = note?.id ?? '';
    const messageId = message?.id ?? '';

    const listed = await get(`/api/admin/feedback?q=${tag}`);
    expect(listed.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(listed.body.rows[0]).toMatchObject({ id: noteId, rating: 5, partingThoughts: `Lovely ${tag}`, name: 'Ann', email: 'ann@example.com', repliedAt: null });

    const marked = await post(`/api/admin/feedback/${noteId}/replied`, { replied: true });
    expect(marked.status).toBe(200);
    expect(marked.body.repliedAt).not.toBeNull();
    expect((await get(`/api/admin/feedback?q=${tag}&replied=yes`)).body.total).toBe(1);
    expect((await get(`/api/admin/feedback?q=${tag}&replied=no`)).body.total).toBe(0);
    const cleared = await post(`/api/admin/feedback/${noteId}/replied`, { replied: false });
    expect(cleared.body.repliedAt).toBeNull();
    expect((await get(`/api/admin/feedback?q=${tag}&replied=no`)).body.total).toBe(1);
    const noteAudit = await auditRowsFor(noteId);
    expect(noteAudit.map((row) => row.action).sort()).toEqual(['feedback.clear_replied', 'feedback.mark_replied']);
    const markRow = noteAudit.find((row) => row.action === 'feedback.mark_replied');
    expect(markRow?.before).toEqual({ repliedAt: null });
    expect(markRow?.after?.repliedAt).toEqual(expect.any(String));

    expect((await post(`/api/admin/contact-messages/${messageId}/replied`, { replied: true })).body.repliedAt).not.toBeNull();
    const contactPage = await get(`/api/admin/contact-messages?q=${tag}&replied=yes&sort=subject&dir=asc`);
    expect(contactPage.body.rows.map((row: { id: string }) => row.id)).toEqual([messageId]);
    expect((await post(`/api/admin/contact-messages/${messageId}/replied`, { replied: false })).body.repliedAt).toBeNull();
    expect((await auditRowsFor(messageId)).map((row) => row.action).sort()).toEqual(['contact_message.clear_replied', 'contact_message.mark_replied']);

    // Failures: no row.
    const unknown = '00000000-0000-4000-8000-00000000000f';
    expect((await post(`/api/admin/feedback/${unknown}/replied`, { replied: true })).status).toBe(404);
    expect((await post(`/api/admin/contact-messages/${unknown}/replied`, { replied: true })).status).toBe(404);
    expect((await post(`/api/admin/feedback/${noteId}/replied`, { replied: 'yes' })).status).toBe(400);
    expect(await auditRowsFor(unknown)).toHaveLength(0);
    expect(await auditRowsFor(noteId)).toHaveLength(2);
  });

  it('unsubscribes an address (audited, the row stays), exports the filtered rows as neutralised CSV, and only the address’s signed-in owner can put it back on the list', async () => {
    const tag = `list${Date.now()}`;
    const email = `${tag}@example.com`;
    expect((await call(server, '/api/newsletter', { method: 'POST', body: { email } })).status).toBe(201);
    // A formula-looking address, stored directly: the export must not hand it to a spreadsheet as a formula.
    await server.database.db.insert(mailingList).values({ email: `=hyperlink("x")${tag}@example.com`, source: 'account' });

    const page = await get(`/api/admin/mailing-list?q=${tag}&sort=email&dir=asc`);
    expect(page.body.total).toBe(2);
    const row = page.body.rows.find((entry: { email: string }) => entry.email === email);
    expect(row).toMatchObject({ source: 'footer', status: 'subscribed', unsubscribedAt: null });

    const unsubscribed = await post(`/api/admin/mailing-list/${row.id}/unsubscribe`);
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toMatchObject({ email, status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    const [audit] = await auditRowsFor(row.id);
    expect(audit).toMatchObject({ action: 'mailing_list.unsubscribe', targetType: 'mailing_list', before: { email, unsubscribedAt: null } });
    expect((await get(`/api/admin/mailing-list?q=${tag}&status=unsubscribed`)).body.rows.map((entry: { id: string }) => entry.id)).toEqual([row.id]);
    expect((await get(`/api/admin/mailing-list?q=${tag}&status=subscribed`)).body.total).toBe(1);

    const csv = await call(server, `/api/admin/mailing-list/export.csv?q=${tag}&sort=email&dir=asc`, { headers: admin.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="mailing-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (csv.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Email","Source","Subscribed","Status","Unsubscribed"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^"'=hyperlink\\(""x""\\)${tag}@example.com","account",`));
    expect(lines[2]).toMatch(new RegExp(`^"${tag}@example.com","footer",".+","unsubscribed","`));
    const filtered = await call(server, `/api/admin/mailing-list/export.csv?q=${tag}&status=subscribed`, { headers: admin.headers });
    expect((filtered.body as string).trimEnd().split('\r\n')).toHaveLength(2);

    // Anyone can type any address into the footer or an invite request: the unsubscribe holds.
    const footer = await call(server, '/api/newsletter', { method: 'POST', body: { email: email.toUpperCase() } });
    expect(footer.status).toBe(409);
    expect(footer.body.error).toMatchObject({ code: 'conflict:newsletter_unsubscribed', fields: { email: expect.stringContaining('Only its owner can join again') } });
    const someoneElse = await signUpAndSignIn(server);
    expect((await call(server, '/api/me/mailing-list', { method: 'POST', headers: someoneElse.headers, body: { email } })).status).toBe(409);
    const [kept] = await server.database.db.select().from(mailingList).where(eq(mailingList.email, email));
    expect(kept).toMatchObject({ unsubscribedAt: expect.any(Date), source: 'footer' });
    // The owner, signed in with the address, joins again from My Account.
    const owner = await signUpAndSignIn(server, { email });
    expect((await call(server, '/api/me/mailing-list', { method: 'POST', headers: owner.headers, body: { email } })).status).toBe(201);
    const [stored] = await server.database.db.select().from(mailingList).where(eq(mailingList.email, email));
    expect(stored).toMatchObject({ unsubscribedAt: null, source: 'account' });
    // Already subscribed: still the usual answer.
    expect((await call(server, '/api/newsletter', { method: 'POST', body: { email } })).status).toBe(409);

    expect((await post('/api/admin/mailing-list/00000000-0000-4000-8000-0000000000aa/unsubscribe')).status).toBe(404);
    expect(await auditRowsFor('00000000-0000-4000-8000-0000000000aa')).toHaveLength(0);
    expect(await auditRowsFor(row.id)).toHaveLength(1);
  });

  it('audits approving, declining and resending invitations; resending a pending request is refused without a row', async () => {
    const advisors = (await call(server, '/api/advisors')).body as { id: string }[];
    const request = async (name: string) => {
      const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
      const sent = await call(server, '/api/invite-requests', {
        method: 'POST',
        body: { name, email, advisors: [advisors[0]?.id], howDidYouHear: 'A friend', mailingList: false },
      });
      expect(sent.status).toBe(201);
      const list = (await get(`/api/admin/invite-requests?status=pending&q=${encodeURIComponent(email)}`)).body.rows as { id: string; email: string }[];
      return list.find((row) => row.email === email)?.id ?? '';
    };
    const id = await request('Rosa');
    const refused = await post(`/api/admin/invite-requests/${id}/resend`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict:invite_not_approved');
    expect(await auditRowsFor(id)).toHaveLength(0);

    expect((await post(`/api/admin/invite-requests/${id}/approve`)).body.status).toBe('approved');
    expect((await post(`/api/admin/invite-requests/${id}/resend`)).body.status).toBe('approved');
    const other = await request('Sam');
    expect((await post(`/api/admin/invite-requests/${other}/decline`)).body.status).toBe('declined');

    const rows = (await auditRowsFor(id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows.map((row) => row.action)).toEqual(['invite_request.approve', 'invite_request.resend']);
    expect(rows[0]).toMatchObject({ targetType: 'invite_request', before: { status: 'pending' }, after: { status: 'approved' } });
    expect((await auditRowsFor(other)).map((row) => row.action)).toEqual(['invite_request.decline']);
  });

  it('keeps every content route from non-admins', async () => {
    const free = await signUpAndSignIn(server, { plan: 'free' });
    for (const path of ['/api/admin/feedback', '/api/admin/contact-messages', '/api/admin/mailing-list', '/api/admin/mailing-list/export.csv', '/api/admin/faq']) {
      expect((await call(server, path)).status).toBe(401);
      expect((await call(server, path, { headers: free.headers })).status).toBe(403);
    }
  });
});
