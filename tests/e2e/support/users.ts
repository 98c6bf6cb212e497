import { request as playwrightRequest, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { credentialsOf, demoAccounts, demoPassword, linkIn, outboxMail, type AccountRole } from './accounts.ts';
import { expect, nextClientIp, test as base } from './fixtures.ts';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** What createUser() may be told: the user's fields, and `plan: 'premium'` for a subscriber. */
export type NewUserOptions = Partial<TestUser> & { plan?: 'free' | 'premium' };

/** A state-changing call the way the browser makes it: the server checks Origin when cookies are sent. */
function post(api: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<APIResponse> {
  return api.post(path, { data, headers: { origin: baseURL } });
}

/** Signs `api` in (a page's `page.request` shares its cookies with the page). */
export async function signIn(api: APIRequestContext, baseURL: string, email: string, password: string): Promise<void> {
  const response = await post(api, baseURL, '/api/auth/sign-in/email', { email, password });
  expect(response.status(), `sign-in as ${email}: ${await response.text()}`).toBe(200);
}

/** The status of a sign-in attempt, for tests that expect one to fail. */
export async function signInStatus(api: APIRequestContext, baseURL: string, email: string, password: string): Promise<number> {
  const response = await post(api, baseURL, '/api/auth/sign-in/email', { email, password });
  return response.status();
}

export async function signOut(api: APIRequestContext, baseURL: string): Promise<void> {
  const response = await post(api, baseURL, '/api/auth/sign-out', {});
  expect(response.ok(), `sign-out: ${await response.text()}`).toBe(true);
}

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A brand-new user through the product's own path: an invite request, the admin approving it, the
 * link from the outbox (no SMTP in tests) and sign-up, which leaves `api` signed in as that user.
 */
export async function createUser(admin: APIRequestContext, api: APIRequestContext, baseURL: string, overrides: NewUserOptions = {}): Promise<TestUser> {
  const suffix = uniqueSuffix();
  const user: TestUser = {
    name: overrides.name ?? `Test User ${suffix}`,
    email: overrides.email ?? `e2e-user-${suffix}@example.com`,
    password: overrides.password ?? `e2e-passphrase-${suffix}`,
  };
  const advisors = await api.get('/api/advisors');
  expect(advisors.ok()).toBe(true);
  const [advisor] = (await advisors.json()) as { id: string }[];
  if (!advisor) throw new Error('no advisors to pick in the invite request');
  const requested = await post(api, baseURL, '/api/invite-requests', {
    name: user.name,
    email: user.email,
    advisors: [advisor.id],
    howDidYouHear: 'End-to-end tests',
    mailingList: false,
  });
  expect(requested.status(), await requested.text()).toBe(201);

  const pending = await admin.get(`/api/admin/invite-requests?status=pending&q=${encodeURIComponent(user.email)}`);
  expect(pending.ok(), await pending.text()).toBe(true);
  const row = ((await pending.json()) as { rows: { id: string; email: string }[] }).rows.find((entry) => entry.email === user.email);
  if (!row) throw new Error(`the invite request of ${user.email} is not pending`);
  const approved = await post(admin, baseURL, `/api/admin/invite-requests/${row.id}/approve`, {});
  expect(approved.ok(), await approved.text()).toBe(true);

  const mail = await outboxMail(admin, user.email, 'invitation');
  const inviteToken = new URLSearchParams(linkIn(mail.text, '/signup').split('?')[1]).get('invite');
  if (!inviteToken) throw new Error(`no invitation link for ${user.email} in the outbox`);

  const signedUp = await post(api, baseURL, '/api/auth/sign-up/email', { name: user.name, email: user.email, password: user.password, inviteToken });
  expect(signedUp.status(), `sign-up of ${user.email}: ${await signedUp.text()}`).toBe(200);
  if (overrides.plan === 'premium') {
    // The default start takes no payments: the admin grants Premium from Customers, as support would.
    const { user: created } = (await signedUp.json()) as { user: { id: string } };
    const granted = await post(admin, baseURL, `/api/admin/customers/${created.id}/grant-premium`, {});
    expect(granted.status(), `granting Premium to ${user.email}: ${await granted.text()}`).toBe(200);
  }
  return user;
}

/**
 * A customer who signed up through the product's own path, without signing this test's page in
 * (the admin pages' tests look at other people's accounts).
 */
export async function createCustomer(admin: APIRequestContext, baseURL: string, overrides: NewUserOptions = {}): Promise<TestUser> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': nextClientIp(base.info().workerIndex) } });
  try {
    return await createUser(admin, api, baseURL, overrides);
  } finally {
    await api.dispose();
  }
}

/** A customer named so that a search on the admin pages finds only this test's, with an email made from the name. */
export async function createNamedCustomer(admin: APIRequestContext, baseURL: string, name: string): Promise<{ name: string; email: string }> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  await createCustomer(admin, baseURL, { name, email });
  return { name, email };
}

interface UserFixtures {
  /** A new user (free unless `plan: 'premium'`), signed in in this test's page. */
  createUser(overrides?: NewUserOptions): Promise<TestUser>;
  /** Signs this test's page in as a demo user or as the e2e server's admin. */
  signInAs(who: AccountRole): Promise<void>;
}

interface UserWorkerFixtures {
  /** An API client signed in as the e2e server's admin (ADMIN_EMAIL), once per worker. */
  adminApi: APIRequestContext;
}

function baseUrlOf(value: unknown): string {
  if (typeof value !== 'string' || !value) throw new Error('the e2e tests need use.baseURL');
  return value;
}

/**
 * The project's `test` plus users: `createUser()` and `signInAs('free' | 'premium' | 'admin')`.
 * (accounts.ts's helpers post with a fixed origin; these take the project's baseURL.)
 */
export const test = base.extend<UserFixtures, UserWorkerFixtures>({
  adminApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const baseURL = baseUrlOf(workerInfo.project.use.baseURL);
      // Its own client address, like each test's page (see nextClientIp), so its sign-in is never rate limited.
      const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': nextClientIp(workerInfo.workerIndex) } });
      const { email, password } = credentialsOf('admin');
      await signIn(admin, baseURL, email, password);
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
  createUser: async ({ adminApi, page, baseURL }, use) => {
    await use((overrides) => createUser(adminApi, page.request, baseUrlOf(baseURL), overrides));
  },
  signInAs: async ({ page, baseURL }, use) => {
    await use((who) => {
      const { email, password } = credentialsOf(who);
      return signIn(page.request, baseUrlOf(baseURL), email, password);
    });
  },
});

export { demoAccounts, demoPassword, expect };

/** The signed-in user as the API sees it from this page's cookies. */
export async function currentUser(page: Page): Promise<{ name: string; email: string; photoURL: string | null } | null> {
  const response = await page.request.get('/api/me');
  if (response.status() === 401) return null;
  expect(response.ok()).toBe(true);
  return (await response.json()) as { name: string; email: string; photoURL: string | null };
}
