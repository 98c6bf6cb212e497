import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authMessages, weakPasswordMessages } from '../../src/shared/auth/auth.schema.ts';
import { invitations, session, user, verification } from '../../src/server/db/schema/index.ts';
import {
  backends,
  call,
  cookieHeader,
  latestMail,
  nextClientIp,
  signUpAndSignIn,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';
import { effectivePlanSql } from '../../src/server/auth/plans.ts';

const strongPassword = 'maple-river-lantern-42';

/** An approved invite request for `email`; returns the token of the emailed link. */
async function invite(server: TestServer, reviewerId: string, email: string, name = 'Grace Hopper'): Promise<string> {
  const [advisor] = await server.services.advisors.list();
  await server.services.invites.submit({ name, email, advisors: [advisor!.id], howDidYouHear: 'A friend', mailingList: false });
  const [request] = (await server.services.invites.list({ status: 'pending', q: email, sort: 'createdAt', dir: 'desc', page: 1, pageSize: 100 })).rows.filter((row) => row.email === email);
  await server.services.invites.approve(request!.id, reviewerId);
  const mail = await latestMail(server, email, 'invitation');
  const token = /\/signup\?invite=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return token;
}

/** A request from an address of its own, so that per-client limits of other tests do not apply. */
function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(server, path, { method: 'POST', body, headers: { 'x-forwarded-for': nextClientIp(), ...headers } });
}

describe.each(backends)('sign-up by invitation on %s', (backend) => {
  let server: TestServer;
  let reviewerId: string;
  beforeAll(async () => {
    // TRUSTED_PROXIES lets each test come from an address of its own (X-Forwarded-For).
    server = await startTestServer(backend, { TRUSTED_PROXIES: '127.0.0.1', DEMO_ACCOUNTS: 'false' });
    reviewerId = (await signUpAndSignIn(server, { role: 'admin' })).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a sign-up without an invitation, pointing to Request Invite', async () => {
    const response = await post(server, '/api/auth/sign-up/email', { name: 'No Invite', email: 'no-invite@example.com', password: strongPassword });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'INVITE_REQUIRED', message: authMessages.inviteRequired });
    expect(response.body.message).toMatch(/Request an invite/);
  });

  it('shows the invitation, signs up with it once, splits the name and signs the user in', async () => {
    const email = 'grace@example.com';
    const token = await invite(server, reviewerId, email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const lookup = await call(server, `/api/invitations/${token}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({ email, name: 'Grace Hopper' });

    const signUp = await post(server, '/api/auth/sign-up/email', { name: '  Grace Brewster Hopper ', email, password: strongPassword, inviteToken: token });
    expect(signUp.status).toBe(200);
    expect(signUp.body.user).toMatchObject({ email, name: 'Grace Brewster Hopper' });
    const cookie = cookieHeader(signUp.headers.getSetCookie());
    const me = await call(server, '/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, firstName: 'Grace', lastName: 'Brewster Hopper', plan: 'free', planLabel: 'Free', role: 'user' });

    const [stored] = await server.database.db.select({ firstName: user.firstName, lastName: user.lastName }).from(user).where(eq(user.email, email));
    expect(stored).toEqual({ firstName: 'Grace', lastName: 'Brewster Hopper' });

    // The token is used up: the lookup and a second sign-up fail.
    expect((await call(server, `/api/invitations/${token}`)).status).toBe(404);
    const again = await post(server, '/api/auth/sign-up/email', { name: 'Grace Again', email, password: strongPassword, inviteToken: token });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'INVITE_INVALID', message: authMessages.inviteInvalid });
  });

  it('refuses an invitation used for another email', async () => {
    const token = await invite(server, reviewerId, 'invited@example.com', 'Invited Person');
    const response = await post(server, '/api/auth/sign-up/email', { name: 'Someone Else', email: 'someone-else@example.com', password: strongPassword, inviteToken: token });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(authMessages.inviteInvalid);
    // Still usable by the invited address.
    expect((await call(server, `/api/invitations/${token}`)).status).toBe(200);
  });

  it('refuses an expired or unknown invitation', async () => {
    const email = 'late@example.com';
    const token = await invite(server, reviewerId, email, 'Late Comer');
    await server.database.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.email, email));
    const lookup = await call(server, `/api/invitations/${token}`);
    expect(lookup.status).toBe(404);
    expect(lookup.body.error).toEqual({ code: 'not_found:invitation', message: authMessages.inviteInvalid });
    const signUp = await post(server, '/api/auth/sign-up/email', { name: 'Late Comer', email, password: strongPassword, inviteToken: token });
    expect(signUp.status).toBe(403);
    expect(signUp.body.message).toBe(authMessages.inviteInvalid);
    const unknown = await post(server, '/api/auth/sign-up/email', { name: 'Late Comer', email, password: strongPassword, inviteToken: 'x'.repeat(43) });
    expect(unknown.status).toBe(403);
    expect((await call(server, `/api/invitations/${'y'.repeat(43)}`)).status).toBe(404);
  });

  it('refuses a weak password with its reason and leaves the invitation unused', async () => {
    const email = 'careful@example.com';
    const token = await invite(server, reviewerId, email, 'Careful Person');
    const weak = await post(server, '/api/auth/sign-up/email', { name: 'Careful Person', email, password: 'password123', inviteToken: token });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'WEAK_PASSWORD', message: weakPasswordMessages.common });
    const ok = await post(server, '/api/auth/sign-up/email', { name: 'Careful Person', email, password: strongPassword, inviteToken: token });
    expect(ok.status).toBe(200);
  });

  it.each([
    ['image', 'x'.repeat(1_000_000)],
    ['role', 'admin'],
    ['plan', 'premium'],
    ['emailVerified', true],
  ])('refuses a sign-up that sets %s, stores nothing and leaves the invitation unused', async (field, value) => {
    const email = `extra-${field.toLowerCase()}@example.com`;
    const token = await invite(server, reviewerId, email, 'Extra Field');
    const response = await post(server, '/api/auth/sign-up/email', { name: 'Extra Field', email, password: strongPassword, inviteToken: token, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: `Unexpected field: ${field}` });
    expect(await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toEqual([]);
    expect((await call(server, `/api/invitations/${token}`)).status).toBe(200);

    const ok = await post(server, '/api/auth/sign-up/email', { name: 'Extra Field', email, password: strongPassword, inviteToken: token });
    expect(ok.status).toBe(200);
    const [stored] = await server.database.db.select({ image: user.image, role: user.role, plan: effectivePlanSql(sql`${user}.id`), emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(stored).toEqual({ image: null, role: 'user', plan: 'free', emailVerified: false });
  });

  it('signs up in one transaction: when the password cannot be stored, no user remains and the invitation stays usable', async () => {
    const email = 'rollback@example.com';
    const token = await invite(server, reviewerId, email, 'Roll Back');
    // A real database failure on the last write of sign-up (the credential account row).
    await server.database.db.execute(sql`
      create function refuse_rollback_credential() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from "user" where id = new.user_id and email = 'rollback@example.com') then
          raise exception 'credential write refused by the test';
        end if;
        return new;
      end $$`);
    await server.database.db.execute(sql`create trigger refuse_rollback_credential before insert on account for each row execute function refuse_rollback_credential()`);
    try {
      const failed = await post(server, '/api/auth/sign-up/email', { name: 'Roll Back', email, password: strongPassword, inviteToken: token });
      expect(failed.status).toBeGreaterThanOrEqual(400);
      expect(failed.headers.getSetCookie()).toEqual([]);
      expect(await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toEqual([]);
      const [invitation] = await server.database.db.select({ usedAt: invitations.usedAt }).from(invitations).where(eq(invitations.email, email));
      expect(invitation).toEqual({ usedAt: null });
    } finally {
      await server.database.db.execute(sql`drop trigger refuse_rollback_credential on account`);
      await server.database.db.execute(sql`drop function refuse_rollback_credential()`);
    }
    // The same link works once the failure is gone.
    const ok = await post(server, '/api/auth/sign-up/email', { name: 'Roll Back', email, password: strongPassword, inviteToken: token });
    expect(ok.status).toBe(200);
    expect((await call(server, `/api/invitations/${token}`)).status).toBe(404);
  });
});

describe.each(backends)('accounts and sessions on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // Open sign-up, and an HTTPS public address so cookies must be Secure.
    server = await startTestServer(backend, { SIGNUP_MODE: 'open', TRUSTED_PROXIES: '127.0.0.1', PUBLIC_URL: 'https://wayfinder.example', DEMO_ACCOUNTS: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets anyone sign up without an invitation in open mode', async () => {
    const response = await post(server, '/api/auth/sign-up/email', { name: 'Open Door', email: 'open@example.com', password: strongPassword });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: 'open@example.com', name: 'Open Door' });
  });

  it.each([
    [{ name: 'Valid Name', email: 'not-an-email', password: strongPassword }, 'Please enter a valid email address'],
    [{ name: 'Valid Name', email: `${'a'.repeat(250)}@example.com`, password: strongPassword }, 'Email is too long'],
    [{ name: '   ', email: 'blank-name@example.com', password: strongPassword }, 'Full name is required'],
    [{ name: 'N'.repeat(101), email: 'long-name@example.com', password: strongPassword }, 'Full name must be at most 100 characters'],
    [{ name: 'Valid Name', email: 'short@example.com', password: 'abc12' }, 'Password must be at least 6 characters'],
    [{ name: 'Valid Name', email: 'long@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ name: 'Valid Name', email: 'common@example.com', password: 'iloveyou' }, weakPasswordMessages.common],
    [{ name: 'Valid Name', email: 'sameasmail@example.com', password: 'sameasmail' }, weakPasswordMessages.email],
    [{ name: 'Ada Lovelace', email: 'ada.l@example.com', password: 'Ada Lovelace' }, weakPasswordMessages.name],
  ])('refuses sign-up %j with its message', async (body, message) => {
    const response = await post(server, '/api/auth/sign-up/email', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('signs in with an httpOnly, SameSite=Lax, Secure session cookie and logs the attempt', async () => {
    const account = await signUpAndSignIn(server, { email: 'cookie@example.com' });
    const response = await post(server, '/api/auth/sign-in/email', { email: 'COOKIE@example.com', password: account.password });
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    const sessionState = await call(server, '/api/auth/get-session', { headers: { cookie: cookieHeader(response.headers.getSetCookie()) } });
    expect(sessionState.body.user).toMatchObject({ email: 'cookie@example.com', role: 'user' });
    // The plan is not Better Auth's: it comes from the subscriptions, through GET /api/session.
    expect(sessionState.body.user).not.toHaveProperty('plan');
    const ours = await call(server, '/api/session', { headers: { cookie: cookieHeader(response.headers.getSetCookie()) } });
    expect(ours.body.user).toMatchObject({ email: 'cookie@example.com', plan: 'free', isSubscribed: false });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const account = await signUpAndSignIn(server);
    const wrong = await post(server, '/api/auth/sign-in/email', { email: account.email, password: 'not-the-password' });
    const unknown = await post(server, '/api/auth/sign-in/email', { email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const invalid = await post(server, '/api/auth/sign-in/email', { email: 'nope', password: 'whatever-long' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please enter a valid email address');
    const short = await post(server, '/api/auth/sign-in/email', { email: account.email, password: 'abc' });
    expect(short.body.message).toBe('Password must be at least 6 characters');
  });

  it('ends the session on the server when signing out', async () => {
    const account = await signUpAndSignIn(server);
    expect((await call(server, '/api/me', { headers: account.headers })).status).toBe(200);
    const signOut = await call(server, '/api/auth/sign-out', { method: 'POST', headers: account.headers });
    expect(signOut.status).toBe(200);
    const sessions = await server.database.db.select({ id: session.id }).from(session).where(eq(session.userId, account.id));
    expect(sessions).toHaveLength(0);
    // The old cookie, replayed, no longer works.
    const after = await call(server, '/api/me', { headers: account.headers });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized:session');
  });

  it('refuses a cookie-carrying auth request from another origin', async () => {
    const account = await signUpAndSignIn(server);
    const response = await call(server, '/api/auth/sign-out', { method: 'POST', headers: { cookie: account.headers.cookie!, origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect((await call(server, '/api/me', { headers: account.headers })).status).toBe(200);
  });

  it('resets a password end to end through the mailed link, without revealing which emails exist', async () => {
    const account = await signUpAndSignIn(server, { email: 'forgetful@example.com', name: 'Forgetful Fred' });
    const known = await post(server, '/api/auth/request-password-reset', { email: account.email });
    const unknown = await post(server, '/api/auth/request-password-reset', { email: 'never-registered@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const invalid = await post(server, '/api/auth/request-password-reset', { email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please enter a valid email address');

    const mail = await latestMail(server, account.email, 'password_reset');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.text).toContain('https://wayfinder.example/reset-password?token=');

    const weak = await post(server, '/api/auth/reset-password', { token, newPassword: 'forgetful' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(weakPasswordMessages.email);
    const tooShort = await post(server, '/api/auth/reset-password', { token, newPassword: 'abc' });
    expect(tooShort.body.message).toBe('Password must be at least 6 characters');

    const reset = await post(server, '/api/auth/reset-password', { token, newPassword: 'a-brand-new-passphrase' });
    expect(reset.status).toBe(200);
    // Choosing the new password signs the user in...
    const cookie = cookieHeader(reset.headers.getSetCookie());
    expect((await call(server, '/api/me', { headers: { cookie } })).body.email).toBe(account.email);
    // ...and ends the sessions opened with the old one.
    expect((await call(server, '/api/me', { headers: account.headers })).status).toBe(401);
    expect((await post(server, '/api/auth/sign-in/email', { email: account.email, password: account.password })).status).toBe(401);
    expect((await post(server, '/api/auth/sign-in/email', { email: account.email, password: 'a-brand-new-passphrase' })).status).toBe(200);
    // The link works once.
    expect((await post(server, '/api/auth/reset-password', { token, newPassword: 'another-new-passphrase' })).status).toBe(400);
  });

  it('keeps reset tokens hashed: the database never holds the emailed token, and the link works once', async () => {
    const account = await signUpAndSignIn(server, { email: 'hashed-reset@example.com', name: 'Hashed Reset' });
    expect((await post(server, '/api/auth/request-password-reset', { email: account.email })).status).toBe(200);
    const mail = await latestMail(server, account.email, 'password_reset');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no reset link in the mail');

    const rows = await server.database.db.select().from(verification);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(token);

    // The reset finds the hashed row (Better Auth's own link callback is not served: our mail links to the page).
    const check = await fetch(`${server.url}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`, { redirect: 'manual' });
    expect(check.status).toBe(404);
    expect((await post(server, '/api/auth/reset-password', { token, newPassword: 'hashed-and-renewed-phrase' })).status).toBe(200);
    expect((await post(server, '/api/auth/sign-in/email', { email: account.email, password: 'hashed-and-renewed-phrase' })).status).toBe(200);
    expect((await post(server, '/api/auth/reset-password', { token, newPassword: 'once-more-renewed-phrase' })).status).toBe(400);
  });

  it('changes the password only with the current one and refuses weak ones', async () => {
    const account = await signUpAndSignIn(server);
    const headers = { ...account.headers, 'x-forwarded-for': nextClientIp() };
    const wrongCurrent = await call(server, '/api/auth/change-password', { method: 'POST', headers, body: { currentPassword: 'wrong-password', newPassword: 'some-new-passphrase' } });
    expect(wrongCurrent.status).toBe(400);
    const weak = await call(server, '/api/auth/change-password', { method: 'POST', headers, body: { currentPassword: account.password, newPassword: 'qwerty123' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(weakPasswordMessages.common);
    const changed = await call(server, '/api/auth/change-password', { method: 'POST', headers, body: { currentPassword: account.password, newPassword: 'some-new-passphrase' } });
    expect(changed.status).toBe(200);
    expect((await post(server, '/api/auth/sign-in/email', { email: account.email, password: 'some-new-passphrase' })).status).toBe(200);
  });

  it('keeps Better Auth profile updates closed: the profile changes through /api/me only', async () => {
    const account = await signUpAndSignIn(server);
    const response = await call(server, '/api/auth/update-user', { method: 'POST', headers: account.headers, body: { name: 'Hacker', image: 'https://evil.example/x.png' } });
    expect(response.status).toBe(404);
  });

  it('stops a banned user: their session ends and they cannot sign in', async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const target = await signUpAndSignIn(server);
    const ban = await call(server, `/api/admin/customers/${target.id}/ban`, { method: 'POST', headers: admin.headers, body: { reason: 'spam' } });
    expect(ban.status).toBe(200);
    expect((await call(server, '/api/me', { headers: target.headers })).status).toBe(401);
    const signIn = await post(server, '/api/auth/sign-in/email', { email: target.email, password: target.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('BANNED_USER');
  });

  it('stops a session at once when the user is banned directly in the database', async () => {
    const target = await signUpAndSignIn(server);
    expect((await call(server, '/api/me', { headers: target.headers })).status).toBe(200);
    await server.database.db.update(user).set({ banned: true }).where(eq(user.id, target.id));
    expect((await call(server, '/api/me', { headers: target.headers })).status).toBe(401);
  });

  it('applies a role change on the next request', async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const member = await signUpAndSignIn(server);
    expect((await call(server, '/api/admin/outbox', { headers: member.headers })).status).toBe(403);
    const promote = await call(server, `/api/admin/customers/${member.id}/make-admin`, { method: 'POST', headers: admin.headers });
    expect(promote.status).toBe(200);
    expect((await call(server, '/api/admin/outbox', { headers: member.headers })).status).toBe(200);
    expect((await call(server, '/api/me', { headers: member.headers })).body).toMatchObject({ role: 'admin', planLabel: 'Admin', isAdmin: true });
    expect((await call(server, `/api/admin/customers/${member.id}/remove-admin`, { method: 'POST', headers: admin.headers })).status).toBe(200);
    expect((await call(server, '/api/admin/outbox', { headers: member.headers })).status).toBe(403);
  });

  it('lets no one act as an admin through Better Auth: impersonation, set-role and set-user-password answer 404 (tests/api/better-auth-endpoints.test.ts walks every path)', async () => {
    const admin = await signUpAndSignIn(server, { role: 'admin' });
    const premium = await signUpAndSignIn(server, { plan: 'premium' });
    const impersonate = await call(server, '/api/auth/admin/impersonate-user', { method: 'POST', headers: admin.headers, body: { userId: premium.id } });
    expect(impersonate.status).toBe(404);
    expect(impersonate.headers.get('set-cookie')).toBeNull();
    const password = await call(server, '/api/auth/admin/set-user-password', { method: 'POST', headers: admin.headers, body: { userId: premium.id, newPassword: '123456' } });
    expect(password.status).toBe(404);
    expect((await post(server, '/api/auth/sign-in/email', { email: premium.email, password: premium.password })).status).toBe(200);
    const demote = await call(server, '/api/auth/admin/set-role', { method: 'POST', headers: admin.headers, body: { userId: admin.id, role: 'user' } });
    expect(demote.status).toBe(404);
    expect((await call(server, '/api/me', { headers: admin.headers })).body.role).toBe('admin');
  });
});
