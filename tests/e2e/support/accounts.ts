import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './e2e-server.ts';

/** The free and Premium demo users the server seeds (src/server/auth/accounts.ts), with the README's password. */
export const demoPassword = 'wayfinder-demo';
export const demoAccounts = {
  free: { email: 'free@wayfinder.local', name: 'Frankie Free' },
  premium: { email: 'premium@wayfinder.local', name: 'Priya Premium' },
} as const;

/** Who a test can sign in as without creating a user: a demo user, or the e2e server's bootstrap admin. */
export type AccountRole = keyof typeof demoAccounts | 'admin';

export function credentialsOf(role: AccountRole): { email: string; password: string } {
  return role === 'admin' ? e2eAdmin : { email: demoAccounts[role].email, password: demoPassword };
}

export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
/** Our state-changing routes refuse cookie-carrying requests from other origins; say where we come from. */
const originHeaders = { origin: baseURL };

export async function signInWith(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: originHeaders });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs the page's browser context in (the session cookie is shared with the page). */
export async function signInAs(page: Page, role: AccountRole): Promise<void> {
  const { email, password } = credentialsOf(role);
  await signInWith(page.request, email, password);
}

export async function outboxMail(admin: APIRequestContext, to: string, kind: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string; to: string; kind: string } | undefined;
  await expect
    .poll(async () => {
      const response = await admin.get(`/api/admin/outbox?pageSize=100&q=${encodeURIComponent(to)}`);
      const messages = ((await response.json()) as { rows: { subject: string; text: string; to: string; kind: string }[] }).rows;
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

