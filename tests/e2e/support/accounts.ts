import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';

/** The demo accounts the server seeds on the embedded database (src/server/auth/accounts.ts). */
export const demoPassword = 'wayfinder-demo';
export const demoAccounts = {
  free: { email: 'free@wayfinder.local', name: 'Frankie Free' },
  premium: { email: 'premium@wayfinder.local', name: 'Priya Premium' },
  admin: { email: 'admin@wayfinder.local', name: 'Ada Admin' },
} as const;
export type DemoRole = keyof typeof demoAccounts;

const baseURL = 'http://127.0.0.1:4173';
/** Our state-changing routes refuse cookie-carrying requests from other origins; say where we come from. */
const originHeaders = { origin: baseURL };

export async function signInWith(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: originHeaders });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs the page's browser context in (the session cookie is shared with the page). */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  await signInWith(page.request, demoAccounts[role].email, demoPassword);
}

export async function outboxMail(admin: APIRequestContext, to: string, kind: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string; to: string; kind: string } | undefined;
  await expect
    .poll(async () => {
      const response = await admin.get('/api/admin/outbox');
      const messages = (await response.json()) as { subject: string; text: string; to: string; kind: string }[];
      found = messages.find((message) => message.to === to && message.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found as { subject: string; text: string };
}

export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}[^\\s)]*`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

/** An admin API session in its own request context (not the page's). */
export async function adminRequest(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, clientIp: string) {
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  await signInWith(context, demoAccounts.admin.email, demoPassword);
  return context;
}

/** Requests an invite as a visitor would, and returns the id the admin sees. */
export async function requestInvite(admin: APIRequestContext, person: { name: string; email: string }): Promise<string> {
  const advisors = (await (await admin.get('/api/advisors')).json()) as { id: string }[];
  const created = await admin.post('/api/invite-requests', {
    data: { name: person.name, email: person.email, advisors: [advisors[0]?.id], howDidYouHear: 'A friend', mailingList: false },
    headers: originHeaders,
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const pending = (await (await admin.get('/api/admin/invite-requests?status=pending')).json()) as { id: string; email: string }[];
  const row = pending.find((entry) => entry.email === person.email);
  if (!row) throw new Error(`invite request for ${person.email} not found`);
  return row.id;
}

/** A brand-new user through the real invite flow (request, approve, emailed link, sign-up). */
export async function createInvitedUser(admin: APIRequestContext, password = 'calm-harbor-42'): Promise<{ email: string; name: string; password: string }> {
  const person = { name: 'Robin Example', email: uniqueEmail() };
  const id = await requestInvite(admin, person);
  const approved = await admin.post(`/api/admin/invite-requests/${id}/approve`, { headers: originHeaders, data: {} });
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  const mail = await outboxMail(admin, person.email, 'invitation');
  const token = new URLSearchParams(linkIn(mail.text, '/signup').split('?')[1]).get('invite');
  // A plain fetch: the new user's session cookie must not replace the admin's in that context.
  const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...originHeaders, 'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ name: person.name, email: person.email, password, inviteToken: token }),
  });
  expect(signUp.status, await signUp.text()).toBe(200);
  return { ...person, password };
}
