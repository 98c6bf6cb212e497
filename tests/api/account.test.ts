import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { meSchema } from '../../src/shared/account/me.schema.ts';
import { mailingList, userAvatars } from '../../src/server/db/schema/index.ts';
import { backends, call, headersFor, type Role, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

async function upload(server: TestServer, headers: Record<string, string>, bytes: Buffer | Uint8Array, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/api/me/avatar`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe.each(backends)('my profile and account on %s', (backend) => {
  let server: TestServer;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestServer(backend, { DEMO_ACCOUNTS: 'false' });
    member = await signUpAndSignIn(server, { name: 'Rosalind Franklin' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers the signed-in user's own profile as the spec's user object", async () => {
    const me = await call(server, '/api/me', { headers: member.headers });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(meSchema.parse(me.body)).toEqual({
      id: member.id,
      email: member.email,
      name: 'Rosalind Franklin',
      firstName: 'Rosalind',
      lastName: 'Franklin',
      photoURL: null,
      role: 'user',
      plan: 'free',
      planLabel: 'Free',
      isAdmin: false,
      isSubscribed: false,
      createdAt: expect.any(String),
    });
  });

  it('tells who is signed in with /api/session, and null (200) for a visitor', async () => {
    const visitor = await call(server, '/api/session');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ user: null });
    const signedIn = await call(server, '/api/session', { headers: member.headers });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: member.id, email: member.email, planLabel: 'Free' });
  });

  it('saves the full name trimmed, splits it, and changes nobody else', async () => {
    const other = await signUpAndSignIn(server, { name: 'Other Person' });
    const updated = await call(server, '/api/me', { method: 'PATCH', headers: member.headers, body: { name: '  Rosalind Elsie Franklin  ' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Rosalind Elsie Franklin', firstName: 'Rosalind', lastName: 'Elsie Franklin', email: member.email });
    expect((await call(server, '/api/me', { headers: other.headers })).body.name).toBe('Other Person');
    // The email cannot be changed: an extra field is ignored.
    const withEmail = await call(server, '/api/me', { method: 'PATCH', headers: member.headers, body: { name: 'Rosalind Franklin', email: 'new@example.com' } });
    expect(withEmail.body.email).toBe(member.email);
  });

  it.each([
    [{ name: '   ' }, 'Full name is required'],
    [{}, 'Full name is required'],
    [{ name: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
  ])('refuses the profile %j with its message', async (body, message) => {
    const response = await call(server, '/api/me', { method: 'PATCH', headers: member.headers, body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.name).toBe(message);
  });

  it('refuses a profile change from another origin', async () => {
    const response = await call(server, '/api/me', { method: 'PATCH', headers: { ...member.headers, origin: 'https://evil.example' }, body: { name: 'Evil' } });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('bad_request:origin');
  });

  it('refuses a cross-origin request before reading its body: an invalid or malformed one gets 403, not a 400 naming fields', async () => {
    const crossOrigin = { ...member.headers, origin: 'https://evil.example' };
    const invalid = await call(server, '/api/me', { method: 'PATCH', headers: crossOrigin, body: { name: 42, extra: 'x'.repeat(10) } });
    const malformed = await call(server, '/api/me', { method: 'PATCH', headers: { ...crossOrigin, 'content-type': 'application/json' }, body: '{"name": ' });
    const brokenUpload = await call(server, '/api/me/avatar', {
      method: 'POST',
      headers: { ...crossOrigin, 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    for (const response of [invalid, malformed, brokenUpload]) {
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({ code: 'bad_request:origin', message: 'This request did not come from this site.' });
    }
    expect((await call(server, '/api/me', { headers: member.headers })).body.name).toBe('Rosalind Franklin');
  });

  it('uploads a photo: resized to a 256x256 WebP, served publicly and shown in /api/me', async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
    const response = await upload(server, member.headers, png, 'image/png', 'me.png');
    expect(response.status).toBe(200);
    expect(response.body.photoURL).toMatch(new RegExp(`^/api/avatars/${member.id}\\?v=\\d+$`));
    const image = await fetch(`${server.url}${response.body.photoURL}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await call(server, '/api/me', { headers: member.headers })).body.photoURL).toBe(response.body.photoURL);
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const text = Buffer.from('this is not an image, only words in a file renamed to .png\n'.repeat(10));
    const renamed = await upload(server, member.headers, text, 'image/png', 'photo.png');
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.code).toBe('bad_request:avatar');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(server, member.headers, png, 'text/plain', 'photo.txt')).status).toBe(400);
    const json = await call(server, '/api/me/avatar', { method: 'POST', headers: member.headers, body: { file: 'nope' } });
    expect(json.status).toBe(400);
  });

  it('refuses a photo over 2 MB with 413 and a clear message', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 7);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(server, member.headers, big, 'image/png', 'huge.png');
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual({ code: 'payload_too_large:avatar', message: 'The photo must be 2 MB or smaller.' });
  });

  it('removes the photo', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#0a0' } }).jpeg().toBuffer();
    const owner = await signUpAndSignIn(server);
    expect((await upload(server, owner.headers, png, 'image/jpeg', 'me.jpg')).status).toBe(200);
    const removed = await call(server, '/api/me/avatar', { method: 'DELETE', headers: owner.headers });
    expect(removed.status).toBe(200);
    expect(removed.body.photoURL).toBeNull();
    expect(await server.database.db.select({ userId: userAvatars.userId }).from(userAvatars).where(eq(userAvatars.userId, owner.id))).toEqual([]);
    expect((await call(server, `/api/avatars/${owner.id}`)).status).toBe(404);
  });

  it("subscribes to the mailing list with source 'account' and answers a duplicate with 409", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const added = await call(server, '/api/me/mailing-list', { method: 'POST', headers: member.headers, body: { email } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ subscribed: true });
    const rows = await server.database.db.select({ source: mailingList.source }).from(mailingList).where(eq(mailingList.email, email));
    expect(rows).toEqual([{ source: 'account' }]);
    const again = await call(server, '/api/me/mailing-list', { method: 'POST', headers: member.headers, body: { email: email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'conflict:newsletter', message: "You're already on our list!" });
  });

  it.each([
    [{ email: '' }, 'Please enter an email address'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
  ])('refuses the mailing list form %j with its message', async (body, message) => {
    const response = await call(server, '/api/me/mailing-list', { method: 'POST', headers: member.headers, body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.email).toBe(message);
  });
});

describe.each(backends)('every endpoint for every role on %s', (backend) => {
  let server: TestServer;
  const headers = {} as Record<Role, Record<string, string>>;
  beforeAll(async () => {
    server = await startTestServer(backend, { DEMO_ACCOUNTS: 'false' });
    for (const role of ['visitor', 'free', 'premium', 'admin'] as const) headers[role] = await headersFor(server, role);
  });
  afterAll(async () => {
    await server?.close();
  });

  const unknownId = '00000000-0000-4000-8000-000000000000';
  const signedIn: [string, string, unknown?][] = [
    ['GET', '/api/me'],
    ['PATCH', '/api/me', { name: 'Same Name' }],
    ['DELETE', '/api/me/avatar'],
    ['POST', '/api/me/mailing-list', { email: 'role-check@example.com' }],
  ];
  const adminOnly: [string, string][] = [
    ['GET', '/api/admin/invite-requests'],
    ['POST', `/api/admin/invite-requests/${unknownId}/approve`],
    ['POST', `/api/admin/invite-requests/${unknownId}/decline`],
    ['GET', '/api/admin/outbox'],
  ];

  it.each(signedIn)('%s %s needs a signed-in user', async (method, path, body) => {
    const visitor = await call(server, path, { method, headers: headers.visitor, ...(body ? { body } : {}) });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toEqual({ code: 'unauthorized:session', message: 'Please sign in to continue.' });
    for (const role of ['free', 'premium', 'admin'] as const) {
      const response = await call(server, path, { method, headers: headers[role], ...(body ? { body: path.endsWith('mailing-list') ? { email: `${role}-${Date.now()}@example.com` } : body } : {}) });
      expect([200, 201]).toContain(response.status);
    }
  });

  it('labels each plan as the spec says', async () => {
    const me = async (role: Role) => (await call(server, '/api/me', { headers: headers[role] })).body;
    expect(await me('free')).toMatchObject({ plan: 'free', planLabel: 'Free', isSubscribed: false, isAdmin: false });
    expect(await me('premium')).toMatchObject({ plan: 'premium', planLabel: 'Premium', isSubscribed: true, isAdmin: false });
    expect(await me('admin')).toMatchObject({ role: 'admin', planLabel: 'Admin', isAdmin: true });
  });

  it.each(adminOnly)('%s %s is for admins only', async (method, path) => {
    expect((await call(server, path, { method, headers: headers.visitor })).status).toBe(401);
    for (const role of ['free', 'premium'] as const) {
      const response = await call(server, path, { method, headers: headers[role] });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('forbidden:admin');
    }
    const admin = await call(server, path, { method, headers: headers.admin });
    expect(admin.status).toBe(path.includes(unknownId) ? 404 : 200);
  });

  it('serves the public endpoints to every role alike', async () => {
    for (const role of ['visitor', 'free', 'premium', 'admin'] as const) {
      expect((await call(server, `/api/invitations/${'z'.repeat(43)}`, { headers: headers[role] })).status).toBe(404);
      expect((await call(server, '/api/avatars/nobody', { headers: headers[role] })).status).toBe(404);
      expect((await call(server, '/api/invite-requests', { method: 'POST', headers: headers[role], body: {} })).status).toBe(400);
    }
  });

  it('documents the new endpoints in OpenAPI', async () => {
    const paths = Object.keys((await call(server, '/api/docs/json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/{*}',
        '/api/invite-requests',
        '/api/invitations/{token}',
        '/api/me',
        '/api/me/avatar',
        '/api/me/mailing-list',
        '/api/avatars/{userId}',
        '/api/admin/invite-requests',
        '/api/admin/invite-requests/{id}/approve',
        '/api/admin/invite-requests/{id}/decline',
        '/api/admin/invite-requests/{id}/resend',
        '/api/admin/outbox',
        '/api/admin/feedback/{id}/replied',
        '/api/admin/contact-messages/{id}/replied',
        '/api/admin/mailing-list',
        '/api/admin/mailing-list/export.csv',
        '/api/admin/mailing-list/{id}/unsubscribe',
        '/api/admin/faq',
        '/api/admin/faq/{id}',
        '/api/admin/faq/{id}/move',
        '/api/faq',
      ]),
    );
  });
});
