import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorMemories, advisors, auditLog, tags } from '../../src/server/db/schema/index.ts';
import { conversationIdHeader } from '../../src/shared/chat/conversation.schema.ts';
import { advisorList, chat } from './support/chat.ts';
import { startOpenAiTestServer, type OpenAiTestServer } from './support/openai-test-server.ts';
import { backends, call, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

/** The audit rows about one advisor, oldest first. */
async function auditRowsFor(server: TestServer, targetId: string) {
  const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const allAuditRows = async (server: TestServer) => (await server.database.db.select({ id: auditLog.id }).from(auditLog)).length;

let counter = 0;
const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;

const body = (slug: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Nadia',
  slug,
  ethos: 'Clarity & Focus',
  shortDescription: 'Helps you sort a crowded week into three clear priorities.',
  about: 'Nadia helps you look at everything on your plate and choose what matters this week.',
  status: 'available',
  tags: ['Planning', 'Weekly Focus'],
  methods: [
    { name: 'Weekly Review', scope: ['loose ends', 'planning the week'] },
    { name: 'Time Blocking', scope: ['deep work'] },
  ],
  systemPrompt: '',
  ...overrides,
});

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });

async function upload(server: TestServer, admin: TestUser, id: string, kind: string, bytes: Buffer, type: string, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${server.url}/api/admin/advisors/${id}/images/${kind}`, { method: 'POST', headers: admin.headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe.each(backends)('admin advisors on %s', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  const create = async (slug: string, overrides: Record<string, unknown> = {}) =>
    call(server, '/api/admin/advisors', { method: 'POST', headers: admin.headers, body: body(slug, overrides) });
  const update = async (id: string, slug: string, overrides: Record<string, unknown> = {}) =>
    call(server, `/api/admin/advisors/${id}`, { method: 'PUT', headers: admin.headers, body: body(slug, overrides) });
  const remove = async (id: string) => call(server, `/api/admin/advisors/${id}`, { method: 'DELETE', headers: admin.headers });

  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_PER_MINUTE: '100000', CHAT_RATE_LIMIT_PER_MINUTE: '1000', CHAT_MAX_CONCURRENT: '10' });
    admin = await signUpAndSignIn(server, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses visitors (401), free and Premium users (403)', async () => {
    const free = await signUpAndSignIn(server, { plan: 'free' });
    const premium = await signUpAndSignIn(server, { plan: 'premium' });
    const slug = uniqueSlug('refused');
    expect((await call(server, '/api/admin/advisors', { method: 'POST', headers: { origin: server.url }, body: body(slug) })).status).toBe(401);
    for (const member of [free, premium]) {
      expect((await call(server, '/api/admin/advisors', { headers: member.headers })).status).toBe(403);
      expect((await call(server, '/api/admin/advisors', { method: 'POST', headers: member.headers, body: body(slug) })).status).toBe(403);
    }
    expect(await server.database.db.select().from(advisors).where(eq(advisors.slug, slug))).toEqual([]);
  });

  it('adds an advisor with every field, shows it on the public list at once, and audits it once', async () => {
    // The public list is cached: read it first so that a stale cache would show.
    const before = await advisorList(server);
    const slug = uniqueSlug('nadia');
    const made = await create(slug, { tags: ['Planning', 'planning', ' Weekly Focus '], systemPrompt: '  You are Nadia. Be brief.  ' });
    expect(made.status).toBe(201);
    const advisor = made.body.advisor;
    expect(advisor).toMatchObject({
      name: 'Nadia',
      slug,
      ethos: 'Clarity & Focus',
      status: 'available',
      tags: ['Planning', 'Weekly Focus'],
      methods: [
        { name: 'Weekly Review', scope: ['loose ends', 'planning the week'] },
        { name: 'Time Blocking', scope: ['deep work'] },
      ],
      systemPrompt: 'You are Nadia. Be brief.',
      archivedAt: null,
      conversations: 0,
      memories: 0,
      avatarUrl: null,
    });

    const after = await advisorList(server);
    expect(after).toHaveLength(before.length + 1);
    const listed = after.find((record) => record.slug === slug);
    expect(listed).toMatchObject({ name: 'Nadia', tags: ['Planning', 'Weekly Focus'] });
    // The override is the admin's: never sent to the public.
    expect(listed).not.toHaveProperty('systemPrompt');
    expect(listed).not.toHaveProperty('archived');
    const detail = await call(server, `/api/advisors/${slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body).not.toHaveProperty('systemPrompt');

    const rows = await auditRowsFor(server, advisor.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'advisor.create', actorId: admin.id, targetType: 'advisor', before: null });
    expect(rows[0]?.after).toMatchObject({ slug, systemPrompt: 'You are Nadia. Be brief.', tags: ['Planning', 'Weekly Focus'] });
  });

  it('refuses a taken slug with a clear error on the slug field, and writes no audit row', async () => {
    const slug = uniqueSlug('taken');
    expect((await create(slug)).status).toBe(201);
    const rowsBefore = await allAuditRows(server);
    const again = await create(slug, { name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'conflict:advisor_slug',
      message: 'This slug is already taken. Please choose another.',
      fields: { slug: 'This slug is already taken. Please choose another.' },
    });
    // A shipped advisor's slug is taken too, and so is another's on edit.
    const other = await create(uniqueSlug('other'));
    const renamed = await update(other.body.advisor.id, 'maren');
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.code).toBe('conflict:advisor_slug');
    expect(await allAuditRows(server)).toBe(rowsBefore + 1);
    // Its own slug is fine on edit.
    expect((await update(other.body.advisor.id, other.body.advisor.slug, { name: 'Renamed' })).status).toBe(200);
  });

  it('names the invalid fields: slug format, empty name, bad status, empty method', async () => {
    const rowsBefore = await allAuditRows(server);
    const badSlug = await create('Not A Slug');
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.error.fields.slug).toBe('Use lowercase letters, digits and single hyphens, like "maren" or "life-admin".');
    for (const slug of ['double--hyphen', '-leading', 'trailing-', 'ÜBER']) expect((await create(slug)).status, slug).toBe(400);
    const noName = await create(uniqueSlug('noname'), { name: '   ' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields.name).toBe('Please enter a name.');
    expect((await create(uniqueSlug('status'), { status: 'retired' })).body.error.fields.status).toBe('Please pick a status.');
    const emptyMethod = await create(uniqueSlug('method'), { methods: [{ name: '', scope: [] }] });
    expect(emptyMethod.body.error.fields['methods.0.name']).toBe('Please name the method.');
    expect((await create(uniqueSlug('long'), { about: 'x'.repeat(2001) })).status).toBe(400);
    expect(await allAuditRows(server)).toBe(rowsBefore);
  });

  it('edits every field; the public list and detail page show the edit at once; one audit row with before and after', async () => {
    const slug = uniqueSlug('edit');
    const made = await create(slug);
    const id = made.body.advisor.id as string;
    expect((await advisorList(server)).find((record) => record.id === id)?.name).toBe('Nadia');
    // Browsers keep the list but revalidate it on every load: unchanged, a 304.
    const listed = await fetch(`${server.url}/api/advisors`);
    expect(listed.headers.get('cache-control')).toBe('public, no-cache');
    const etag = listed.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await fetch(`${server.url}/api/advisors`, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    const newSlug = uniqueSlug('edited');
    const edited = await update(id, newSlug, {
      name: 'Nadia Renamed',
      ethos: '',
      about: 'New about.',
      shortDescription: 'New short description.',
      status: 'testing',
      tags: ['Fresh Tag'],
      methods: [{ name: 'Odyssey Planning', scope: ['big decisions'] }],
      systemPrompt: 'You are Nadia, terse.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.advisor).toMatchObject({ name: 'Nadia Renamed', slug: newSlug, ethos: null, status: 'testing', tags: ['Fresh Tag'], systemPrompt: 'You are Nadia, terse.' });

    // The browser's copy is out of date at once.
    expect((await fetch(`${server.url}/api/advisors`, { headers: { 'if-none-match': etag } })).status).toBe(200);
    const listedAfter = (await advisorList(server)).find((record) => record.id === id);
    expect(listedAfter).toMatchObject({
      name: 'Nadia Renamed',
      slug: newSlug,
      ethos: null,
      about: 'New about.',
      shortDescription: 'New short description.',
      status: 'testing',
      tags: ['Fresh Tag'],
      methods: [{ name: 'Odyssey Planning', scope: ['big decisions'] }],
    });
    expect((await call(server, `/api/advisors/${newSlug}`)).body.name).toBe('Nadia Renamed');
    expect((await call(server, `/api/advisors/${slug}`)).status).toBe(404);

    const rows = await auditRowsFor(server, id);
    expect(rows.map((row) => row.action)).toEqual(['advisor.create', 'advisor.update']);
    expect(rows[1]?.before).toMatchObject({ name: 'Nadia', slug, tags: ['Planning', 'Weekly Focus'] });
    expect(rows[1]?.after).toMatchObject({ name: 'Nadia Renamed', slug: newSlug, tags: ['Fresh Tag'] });
    expect(rows[1]?.requestId).toBeTruthy();

    const unknown = await update('00000000-0000-4000-8000-000000000000', uniqueSlug('ghost'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found:advisor');
  });

  it('lists one page, searched by name or slug, filtered by status, tag and archive state, sorted', async () => {
    const mark = `zq${Date.now().toString(36)}`;
    await create(`${mark}-c`, { name: `Cara ${mark}`, status: 'available', tags: [`${mark}-tag`] });
    await create(`${mark}-a`, { name: `alma ${mark}`, status: 'training', tags: [] });
    await create(`${mark}-b`, { name: `Bea ${mark}`, status: 'available', tags: [`${mark}-TAG`] });

    const page = await call(server, `/api/admin/advisors?q=${mark.toUpperCase()}&sort=name&dir=asc&pageSize=2`, { headers: admin.headers });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.rows.map((row: { name: string }) => row.name)).toEqual([`alma ${mark}`, `Bea ${mark}`]);
    expect(page.body.tags).toContain(`${mark}-tag`);
    const page2 = await call(server, `/api/admin/advisors?q=${mark}&sort=name&dir=asc&pageSize=2&page=2`, { headers: admin.headers });
    expect(page2.body.rows.map((row: { name: string }) => row.name)).toEqual([`Cara ${mark}`]);

    const bySlugDesc = await call(server, `/api/admin/advisors?q=${mark}-&sort=slug&dir=desc`, { headers: admin.headers });
    expect(bySlugDesc.body.rows.map((row: { slug: string }) => row.slug)).toEqual([`${mark}-c`, `${mark}-b`, `${mark}-a`]);
    const training = await call(server, `/api/admin/advisors?q=${mark}&status=training`, { headers: admin.headers });
    expect(training.body.rows.map((row: { slug: string }) => row.slug)).toEqual([`${mark}-a`]);
    // Tags match whatever the case: the second spelling joined the first tag.
    const tagged = await call(server, `/api/admin/advisors?tag=${mark}-TAG&sort=slug`, { headers: admin.headers });
    expect(tagged.body.rows.map((row: { slug: string }) => row.slug).sort()).toEqual([`${mark}-b`, `${mark}-c`]);
    const archived = await call(server, `/api/admin/advisors?q=${mark}&state=archived`, { headers: admin.headers });
    expect(archived.body.total).toBe(0);

    expect((await call(server, `/api/admin/advisors?q=${encodeURIComponent('%')}`, { headers: admin.headers })).body.total).toBe(0);
    expect((await call(server, '/api/admin/advisors?pageSize=101', { headers: admin.headers })).status).toBe(400);
    expect((await call(server, '/api/admin/advisors?status=retired', { headers: admin.headers })).status).toBe(400);
    expect((await call(server, '/api/admin/advisors?sort=secret', { headers: admin.headers })).status).toBe(400);
  });

  it('takes a PNG avatar and a JPEG cover, resized to WebP, served publicly; refuses non-images and oversize files without an audit row', async () => {
    const id = (await create(uniqueSlug('art'))).body.advisor.id as string;
    const png = await solid(900, 600).png().toBuffer();
    const avatar = await upload(server, admin, id, 'avatar', png, 'image/png', 'avatar.png');
    expect(avatar.status).toBe(200);
    expect(avatar.body.advisor.avatarUrl).toMatch(new RegExp(`^/api/advisor-images/${id}/avatar\\?v=\\d+$`));
    const jpeg = await solid(2400, 1000).jpeg().toBuffer();
    const cover = await upload(server, admin, id, 'cover', jpeg, 'image/jpeg', 'cover.jpg');
    expect(cover.status).toBe(200);

    const served = await fetch(`${server.url}${avatar.body.advisor.avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const servedCover = await fetch(`${server.url}${cover.body.advisor.coverUrl}`);
    expect(await sharp(Buffer.from(await servedCover.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    // The public list shows the new art at once.
    expect((await advisorList(server)).find((record) => record.id === id)).toMatchObject({
      avatarUrl: avatar.body.advisor.avatarUrl,
      coverUrl: cover.body.advisor.coverUrl,
    });

    const rowsBefore = await auditRowsFor(server, id);
    expect(rowsBefore.map((row) => row.action)).toEqual(['advisor.create', 'advisor.upload_image', 'advisor.upload_image']);

    const text = await upload(server, admin, id, 'avatar', Buffer.from('just some text'), 'text/plain', 'notes.txt');
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('bad_request:avatar');
    // An image type with bytes that are not an image: the bytes decide.
    const disguised = await upload(server, admin, id, 'avatar', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png', 'fake.png');
    expect(disguised.status).toBe(400);
    const svg = await upload(server, admin, id, 'cover', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'cover.svg');
    expect(svg.status).toBe(400);
    const oversize = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(server, admin, id, 'avatar', oversize, 'image/png', 'huge.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('payload_too_large:avatar');
    const tooManyPixels = await upload(server, admin, id, 'cover', await solid(5000, 4000).png({ compressionLevel: 9 }).toBuffer(), 'image/png', 'wide.png');
    expect(tooManyPixels.status).toBe(413);
    expect(tooManyPixels.body.error.code).toBe('payload_too_large:avatar_pixels');
    expect(await auditRowsFor(server, id)).toHaveLength(3);
    // The stored avatar is still the first one.
    expect((await call(server, `/api/admin/advisors?q=${(await advisorList(server)).find((record) => record.id === id)?.slug}`, { headers: admin.headers })).body.rows[0].avatarUrl).toBe(
      avatar.body.advisor.avatarUrl,
    );

    const removed = await call(server, `/api/admin/advisors/${id}/images/avatar`, { method: 'DELETE', headers: admin.headers });
    expect(removed.status).toBe(200);
    expect(removed.body.advisor.avatarUrl).toBeNull();
    expect((await fetch(`${server.url}/api/advisor-images/${id}/avatar`)).status).toBe(404);
    expect((await auditRowsFor(server, id)).at(-1)?.action).toBe('advisor.remove_image');
  });

  it('deletes an advisor nobody talked to, and its tags no one else uses', async () => {
    const tag = `Solo ${Date.now().toString(36)}`;
    const made = await create(uniqueSlug('gone'), { tags: [tag] });
    const id = made.body.advisor.id as string;
    expect((await advisorList(server)).some((record) => record.id === id)).toBe(true);
    const deleted = await remove(id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.outcome).toBe('deleted');
    expect(deleted.body.advisor.id).toBe(id);
    expect(await server.database.db.select().from(advisors).where(eq(advisors.id, id))).toEqual([]);
    expect(await server.database.db.select().from(tags).where(eq(tags.name, tag))).toEqual([]);
    expect((await advisorList(server)).some((record) => record.id === id)).toBe(false);
    const rows = await auditRowsFor(server, id);
    expect(rows.map((row) => row.action)).toEqual(['advisor.create', 'advisor.delete']);
    expect(rows[1]).toMatchObject({ after: null });
    expect(rows[1]?.before).toMatchObject({ slug: made.body.advisor.slug });
    expect((await remove(id)).status).toBe(404);
    expect(await auditRowsFor(server, id)).toHaveLength(2);
  });

  it('archives an advisor that conversations refer to: gone from the public pages, its conversations kept and working; restore brings it back', async () => {
    const premium = await signUpAndSignIn(server, { plan: 'premium' });
    const slug = uniqueSlug('talked');
    const id = (await create(slug)).body.advisor.id as string;
    const first = await chat(server, premium.headers, { message: 'Hello there, help me plan my week.', advisorId: id });
    expect(first.status).toBe(200);
    const conversationId = first.headers.get(conversationIdHeader);
    expect(conversationId).toBeTruthy();

    const archived = await remove(id);
    expect(archived.status).toBe(200);
    expect(archived.body.outcome).toBe('archived');
    expect(archived.body.advisor.archivedAt).not.toBeNull();
    expect(archived.body.advisor.conversations).toBe(1);

    expect((await advisorList(server)).some((record) => record.id === id)).toBe(false);
    expect((await call(server, `/api/advisors/${slug}`)).status).toBe(404);
    // The conversation is still the user's, readable, listed and continued.
    const read = await call(server, `/api/conversations/${conversationId}`, { headers: premium.headers });
    expect(read.status).toBe(200);
    expect(read.body.advisorArchived).toBe(true);
    const listed = await call(server, '/api/conversations', { headers: premium.headers });
    // The profile reads it rather than continuing it on the advisor's page, which is gone.
    expect(listed.body.conversations.find((row: { id: string }) => row.id === conversationId)).toMatchObject({ advisorId: id, advisorArchived: true });
    const continued = await chat(server, premium.headers, { message: 'And one more thing.', advisorId: id, threadId: conversationId });
    expect(continued.status).toBe(200);
    // No new conversation with an archived advisor.
    const fresh = await chat(server, premium.headers, { message: 'Hello again.', advisorId: id });
    expect(fresh.status).toBe(404);

    // Nor can an invite request pick it.
    const invite = await call(server, '/api/invite-requests', {
      method: 'POST',
      body: { name: 'Lise Meitner', email: `${slug}@example.com`, advisors: [id], howDidYouHear: 'A colleague', mailingList: false },
    });
    expect(invite.status).toBe(400);
    expect(invite.body.error.fields).toHaveProperty('advisors');

    const inAdmin = await call(server, `/api/admin/advisors?q=${slug}&state=archived`, { headers: admin.headers });
    expect(inAdmin.body.rows.map((row: { id: string }) => row.id)).toEqual([id]);

    const restored = await call(server, `/api/admin/advisors/${id}/restore`, { method: 'POST', headers: admin.headers, body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.advisor.archivedAt).toBeNull();
    expect((await call(server, `/api/conversations/${conversationId}`, { headers: premium.headers })).body.advisorArchived).toBe(false);
    expect((await advisorList(server)).some((record) => record.id === id)).toBe(true);
    expect((await call(server, `/api/advisors/${slug}`)).status).toBe(200);
    expect((await auditRowsFor(server, id)).map((row) => row.action)).toEqual(['advisor.create', 'advisor.archive', 'advisor.restore']);
  });

  it('counts memories in the row, so that an advisor with memories but no conversation says it will be archived, and is', async () => {
    const premium = await signUpAndSignIn(server, { plan: 'premium' });
    const slug = uniqueSlug('remembered');
    const id = (await create(slug)).body.advisor.id as string;
    await server.database.db.insert(advisorMemories).values({ userId: premium.id, advisorId: id, summary: 'Likes short weekly plans.' });

    const [row] = (await call(server, `/api/admin/advisors?q=${slug}`, { headers: admin.headers })).body.rows;
    expect(row).toMatchObject({ id, conversations: 0, memories: 1 });

    const archived = await remove(id);
    expect(archived.status).toBe(200);
    expect(archived.body.outcome).toBe('archived');
    expect(archived.body.advisor).toMatchObject({ conversations: 0, memories: 1 });
    expect(await server.database.db.select().from(advisorMemories).where(eq(advisorMemories.advisorId, id))).toHaveLength(1);
    // The audit row keeps the advisor's fields, not the counts.
    expect((await auditRowsFor(server, id)).at(-1)?.before).not.toHaveProperty('memories');
  });

  it('describes the admin advisor routes in the OpenAPI document', async () => {
    const document = await call(server, '/api/docs/json');
    const paths = Object.keys(document.body.paths ?? {});
    for (const path of ['/api/admin/advisors', '/api/admin/advisors/{id}', '/api/admin/advisors/{id}/restore', '/api/admin/advisors/{id}/images/{kind}']) {
      expect(paths, path).toContain(path);
    }
  });
});

describe.each(backends)("an advisor's system-prompt override in chat on %s", (backend) => {
  let upstream: OpenAiTestServer;
  let server: TestServer;
  let admin: TestUser;
  const lastSystemPrompt = () => upstream.requests.filter((request) => request.body?.stream === true).at(-1)?.body.messages[0];
  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestServer(backend, { LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'test-model', CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await signUpAndSignIn(server, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('replaces the generated prompt from the next message on, keeps the safety rules, and is dropped when cleared', async () => {
    const user = await signUpAndSignIn(server, { plan: 'free' });
    const slug = uniqueSlug('prompted');
    const id = (await call(server, '/api/admin/advisors', { method: 'POST', headers: admin.headers, body: body(slug) })).body.advisor.id as string;
    expect((await chat(server, user.headers, { message: 'Hi', advisorId: id })).status).toBe(200);
    expect(lastSystemPrompt()).toMatchObject({ role: 'system' });
    expect(lastSystemPrompt().content).toContain('You are Nadia, an AI advisor on');
    expect(lastSystemPrompt().content).toContain('- Weekly Review: for loose ends, planning the week');

    const override = 'You are Nadia, a planning coach who answers in exactly two sentences.';
    expect((await call(server, `/api/admin/advisors/${id}`, { method: 'PUT', headers: admin.headers, body: body(slug, { systemPrompt: override }) })).status).toBe(200);
    expect((await chat(server, user.headers, { message: 'Hi again', advisorId: id })).status).toBe(200);
    const overridden = lastSystemPrompt().content as string;
    expect(overridden.startsWith(`${override}\n`)).toBe(true);
    expect(overridden).not.toContain('Weekly Review');
    expect(overridden).toContain('Safety rules (these always win)');

    expect((await call(server, `/api/admin/advisors/${id}`, { method: 'PUT', headers: admin.headers, body: body(slug, { systemPrompt: '' }) })).status).toBe(200);
    expect((await chat(server, user.headers, { message: 'And again', advisorId: id })).status).toBe(200);
    expect(lastSystemPrompt().content).toContain('You are Nadia, an AI advisor on');
  });
});
