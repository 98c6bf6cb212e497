/**
 * Who may call each API route, for every route Fastify has registered.
 *
 * `routeTable` below holds one entry per route (method and URL pattern as Fastify knows them):
 * what a visitor, a free user, a Premium user and an admin get, the request to send, and for a
 * route on one user's object (a conversation, a memory) what another user gets. The test reads the
 * app's own route list (App.registeredRoutes, filled by an onRoute hook), so a route added later
 * without an entry fails it with the route's name. Every state-changing route is also sent from
 * another origin with a valid session cookie, and must be refused.
 *
 * To add a route: add its entry to `routeTable` (the presets `anyone`, `signedIn`, `premiumOnly`
 * and `adminOnly` cover the usual cases), with a request that succeeds for the roles allowed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { RegisteredRoute } from '../../src/server/app.ts';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { conversationIdHeader } from '../../src/shared/chat/conversation.schema.ts';
import { advisorList, chat } from './support/chat.ts';
import { tripRequest } from './support/itineraries.ts';
import { createItineraryQueries } from '../../src/server/itineraries/itineraries.queries.ts';
import {
  contactMessages as contactMessagesTable,
  feedback as feedbackTable,
  itineraries as itinerariesTable,
  mailingList as mailingListTable,
} from '../../src/server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { planOfflineTrip } from '../../src/server/itineraries/offline-planner.ts';
import { defineJob } from '../../src/server/jobs/job-queue.ts';
import { backends, call, cookieHeader, latestMail, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

type Role = 'visitor' | 'free' | 'premium' | 'admin';
type Member = Exclude<Role, 'visitor'>;
const roles: Role[] = ['visitor', 'free', 'premium', 'admin'];

/** 'ok' is any 2xx; a number is that exact status. */
// 409: online upgrades are off on this test server (no STRIPE_*); billing.test.ts covers them with the fake Stripe.
type Outcome = 'ok' | 401 | 403 | 404 | 409;

/** What one request sends. Signed-in headers (cookie, our own Origin) are added for the role. */
interface ApiCall {
  path: string;
  body?: unknown;
  /** A multipart body (uploads); sent instead of `body`. */
  form?: () => FormData;
  /** Sign in afresh for this call (for calls that end the session). */
  freshSession?: boolean;
  /**
   * For a call that deletes the caller's own account: sent as a new user of the same role and
   * plan, made for it, with the body this gives for that user.
   */
  asNewAccount?: (account: TestUser) => unknown;
}

interface Fixtures {
  server: TestServer;
  users: Record<Member, TestUser>;
  /** A second Premium user: "another user" for the routes on one user's objects. */
  otherPremium: TestUser;
  advisor: AdvisorRecord;
  /** A valid, unused invitation token. */
  invitationToken: string;
  /** A conversation of `users.premium`, with a fresh one made per call where the call deletes it. */
  newConversation(owner: TestUser): Promise<string>;
  /** An invite request waiting for review. */
  newInviteRequest(): Promise<string>;
  /** An itinerary of `owner`, stored directly (a fixture: the free limit is not the point here). */
  newItinerary(owner: TestUser): Promise<string>;
  /** Removes every itinerary of `owner`, so that a free user may save one again. */
  clearItineraries(owner: TestUser): Promise<void>;
  unique(prefix: string): string;
}

interface OtherUserCheck {
  /** What another (Premium) user gets for the owner's object. */
  outcome: Outcome | 'own';
  /** The call on the owner's object, and a check that the object is as it was afterwards. */
  prepare(fixtures: Fixtures): Promise<{ call: ApiCall; intact(): Promise<void> }>;
}

interface RouteEntry {
  expect: Record<Role, Outcome>;
  /** The request for this role: one that succeeds when the role is allowed. */
  request(fixtures: Fixtures, role: Role): ApiCall | Promise<ApiCall>;
  /** For a route that takes the id of one user's object. */
  otherUser?: OtherUserCheck;
}

// The admin test user is on the free plan: Premium follows the plan, not the role.
const anyone: Record<Role, Outcome> = { visitor: 'ok', free: 'ok', premium: 'ok', admin: 'ok' };
const signedIn: Record<Role, Outcome> = { visitor: 401, free: 'ok', premium: 'ok', admin: 'ok' };
const premiumOnly: Record<Role, Outcome> = { visitor: 401, free: 403, premium: 'ok', admin: 403 };
const adminOnly: Record<Role, Outcome> = { visitor: 401, free: 403, premium: 403, admin: 'ok' };

/** A 1x1 PNG for the avatar upload. */
const tinyPng = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#336699' } })
  .png()
  .toBuffer();

/** An invite request an admin approved: its id. */
async function approvedInviteRequest(f: Fixtures): Promise<string> {
  const id = await f.newInviteRequest();
  const approved = await call(f.server, `/api/admin/invite-requests/${id}/approve`, { method: 'POST', headers: f.users.admin.headers, body: {} });
  expect(approved.status).toBe(200);
  return id;
}

/** Rows for the content page's actions, stored directly: their ids. */
/** A background job that failed for real: its handler threw and it had no retry left. */
const alwaysFails = defineJob<{ note: string }>({ name: 'test-authorization-fails', retry: { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 }, expireInSeconds: 30 });
const failingWorkers = new WeakSet<object>();
async function newFailedJob(f: Fixtures): Promise<string> {
  const { jobs } = f.server.platform;
  if (!failingWorkers.has(jobs)) {
    failingWorkers.add(jobs);
    await jobs.work(alwaysFails, async () => {
      throw new Error('fails on purpose');
    });
  }
  const id = await jobs.enqueue(alwaysFails, { note: f.unique('job') });
  await jobs.idle(alwaysFails);
  return id;
}
async function newFeedback(f: Fixtures): Promise<string> {
  const [row] = await f.server.database.db.insert(feedbackTable).values({ rating: 4, partingThoughts: f.unique('note') }).returning({ id: feedbackTable.id });
  return row?.id ?? '';
}
async function newContactMessage(f: Fixtures): Promise<string> {
  const [row] = await f.server.database.db
    .insert(contactMessagesTable)
    .values({ name: 'Ann', email: 'ann@example.com', subject: f.unique('Subject'), message: 'Hello' })
    .returning({ id: contactMessagesTable.id });
  return row?.id ?? '';
}
async function newSubscriber(f: Fixtures): Promise<string> {
  const [row] = await f.server.database.db
    .insert(mailingListTable)
    .values({ email: `${f.unique('sub').toLowerCase()}@example.com`, source: 'footer' })
    .returning({ id: mailingListTable.id });
  return row?.id ?? '';
}
/** An unpublished entry at the end of the FAQ (so that it can move up). */
async function newFaqEntry(f: Fixtures): Promise<string> {
  const created = await call(f.server, '/api/admin/faq', {
    method: 'POST',
    headers: f.users.admin.headers,
    body: { question: f.unique('Fixture question?'), answer: 'Fixture answer.', published: false },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** A fresh customer for an admin action: the user's id. */
const newCustomer = async (f: Fixtures) => (await signUpAndSignIn(f.server, { name: f.unique('Customer') })).id;

/** A fresh advisor for an admin action, made by the admin: its id. */
async function newAdvisor(f: Fixtures): Promise<string> {
  const slug = f.unique('advisor').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const made = await call(f.server, '/api/admin/advisors', { method: 'POST', headers: f.users.admin.headers, body: advisorBody(slug) });
  expect(made.status).toBe(201);
  return made.body.advisor.id;
}
const advisorBody = (slug: string) => ({ name: 'Check', slug, status: 'developing', tags: ['Checks'], methods: [{ name: 'Listening', scope: ['tests'] }] });
const imageForm = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'avatar.png');
  return form;
};

const memoryOf = async (f: Fixtures, owner: TestUser) => {
  const list = await call(f.server, '/api/memories', { headers: owner.headers });
  return (list.body.memories as { advisorId: string; summary: string }[]).find((memory) => memory.advisorId === f.advisor.id);
};

/** Gives the owner a memory of the advisor; the check says it is still there, unchanged. */
async function ownerMemory(f: Fixtures) {
  const owner = f.users.premium;
  const summary = `Owner's memory ${f.unique('m')}`;
  const saved = await call(f.server, `/api/memories/${f.advisor.id}`, { method: 'PUT', headers: owner.headers, body: { summary } });
  expect(saved.status).toBe(200);
  return async () => expect((await memoryOf(f, owner))?.summary).toBe(summary);
}

async function ownerConversation(f: Fixtures) {
  const owner = f.users.premium;
  const id = await f.newConversation(owner);
  return {
    id,
    intact: async () => expect((await call(f.server, `/api/conversations/${id}`, { headers: owner.headers })).status).toBe(200),
  };
}

/** Another Premium user tries the owner's conversation: it answers like an unknown one, and stays intact. */
const anotherUsersConversation: OtherUserCheck = {
  outcome: 404,
  async prepare(f) {
    const { id, intact } = await ownerConversation(f);
    return { call: { path: `/api/conversations/${id}` }, intact };
  },
};

/** Another Premium user tries the owner's itinerary: it answers like an unknown one, and stays intact. */
function anotherUsersItinerary(path: (id: string) => string, body?: unknown): OtherUserCheck {
  return {
    outcome: 404,
    async prepare(f) {
      const owner = f.users.premium;
      const id = await f.newItinerary(owner);
      const before = await call(f.server, `/api/itineraries/${id}`, { headers: owner.headers });
      return {
        call: { path: path(id), ...(body === undefined ? {} : { body }) },
        intact: async () => expect((await call(f.server, `/api/itineraries/${id}`, { headers: owner.headers })).body).toEqual(before.body),
      };
    },
  };
}

/** A ready "Download my data" archive of `owner`: its id (the job runs in the background). */
async function readyDataExport(f: Fixtures, owner: TestUser): Promise<string> {
  const asked = await call(f.server, '/api/me/data-export', { method: 'POST', headers: owner.headers });
  for (let attempt = 0; attempt < 200; attempt++) {
    const { body } = await call(f.server, '/api/me/data-export', { headers: owner.headers });
    if (body.dataExport?.id === asked.body.id && body.dataExport.status === 'ready') return asked.body.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the data export did not become ready');
}

const ownItinerary = async (f: Fixtures, role: Role) => (role === 'visitor' ? randomUUID() : f.newItinerary(f.users[role]));

/**
 * The role's own conversation: the Premium user's from a real exchange; the free user's and the
 * (free) admin's stored directly, as one saved while they were Premium would be (a free chat saves
 * nothing). A visitor tries a made-up id.
 */
async function ownConversation(f: Fixtures, role: Role): Promise<string> {
  if (role === 'visitor') return randomUUID();
  if (role === 'premium') return f.newConversation(f.users.premium);
  return (await f.server.services.conversations.start(f.users[role].id, f.advisor.id, 'Saved while on Premium', 'Hello')).id;
}

/**
 * Every API route, by `METHOD /url` as Fastify registered it. Keep it in the order of app.ts; the
 * lead adds the entries of routes added on other branches when merging.
 */
export const routeTable: Record<string, RouteEntry> = {
  'GET /api/health': { expect: anyone, request: () => ({ path: '/api/health' }) },
  'GET /api/health/live': { expect: anyone, request: () => ({ path: '/api/health/live' }) },
  'GET /api/health/ready': { expect: anyone, request: () => ({ path: '/api/health/ready' }) },

  // Advisors
  'GET /api/advisors': { expect: anyone, request: () => ({ path: '/api/advisors' }) },
  'GET /api/advisors/:slug': { expect: anyone, request: (f) => ({ path: `/api/advisors/${f.advisor.slug}` }) },
  // A link preview's picture is fetched by crawlers, signed in as nobody.
  'GET /api/advisors/:slug/preview.png': { expect: anyone, request: (f) => ({ path: `/api/advisors/${f.advisor.slug}/preview.png` }) },
  // Uploaded advisor art is public, like the shipped art in public/advisors/.
  'GET /api/advisor-images/:id/:kind': {
    expect: anyone,
    request: async (f) => {
      const id = await newAdvisor(f);
      const uploaded = await fetch(`${f.server.url}/api/admin/advisors/${id}/images/avatar`, { method: 'POST', headers: f.users.admin.headers, body: imageForm() });
      expect(uploaded.status).toBe(200);
      return { path: `/api/advisor-images/${id}/avatar` };
    },
  },

  // Newsletter, invites (public forms and the emailed invitation)
  'POST /api/newsletter': { expect: anyone, request: (f) => ({ path: '/api/newsletter', body: { email: `${f.unique('news')}@example.com` } }) },
  'POST /api/invite-requests': {
    expect: anyone,
    request: (f) => ({
      path: '/api/invite-requests',
      body: { name: 'Ada Lovelace', email: `${f.unique('asker')}@example.com`, advisors: [f.advisor.id], howDidYouHear: 'A friend', mailingList: false },
    }),
  },
  'GET /api/invitations/:token': { expect: anyone, request: (f) => ({ path: `/api/invitations/${f.invitationToken}` }) },

  // Better Auth: one catch-all route. GET get-session answers everyone (null for a visitor);
  // POST sign-out is open to anyone and ends only the caller's own session (a fresh one here).
  'GET /api/auth/*': { expect: anyone, request: () => ({ path: '/api/auth/get-session' }) },
  'POST /api/auth/*': { expect: anyone, request: () => ({ path: '/api/auth/sign-out', body: {}, freshSession: true }) },

  // My profile and account: only ever the caller's own
  'GET /api/me': { expect: signedIn, request: () => ({ path: '/api/me' }) },
  'PATCH /api/me': { expect: signedIn, request: () => ({ path: '/api/me', body: { name: 'Grace Hopper' } }) },
  'DELETE /api/me': {
    expect: signedIn,
    request: () => ({ path: '/api/me', body: { email: 'nobody@example.com', password: 'wrong' }, asNewAccount: (account) => ({ email: account.email, password: account.password }) }),
  },
  'POST /api/me/data-export': { expect: signedIn, request: () => ({ path: '/api/me/data-export' }) },
  'GET /api/me/data-export': { expect: signedIn, request: () => ({ path: '/api/me/data-export' }) },
  'GET /api/me/data-export/:id/archive': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/me/data-export/${role === 'visitor' ? randomUUID() : await readyDataExport(f, f.users[role])}/archive` }),
    otherUser: {
      outcome: 404,
      async prepare(f) {
        const owner = f.users.premium;
        const id = await readyDataExport(f, owner);
        const archive = async () => Buffer.from(await (await fetch(`${f.server.url}/api/me/data-export/${id}/archive`, { headers: owner.headers })).arrayBuffer());
        const before = await archive();
        return { call: { path: `/api/me/data-export/${id}/archive` }, intact: async () => expect((await archive()).equals(before)).toBe(true) };
      },
    },
  },
  'POST /api/me/avatar': {
    expect: signedIn,
    request: () => ({
      path: '/api/me/avatar',
      form: () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'me.png');
        return form;
      },
    }),
  },
  'DELETE /api/me/avatar': { expect: signedIn, request: () => ({ path: '/api/me/avatar' }) },
  'POST /api/me/mailing-list': { expect: signedIn, request: (f) => ({ path: '/api/me/mailing-list', body: { email: `${f.unique('list')}@example.com` } }) },
  // Profile photos are public, like any avatar URL (shown beside names).
  'GET /api/avatars/:userId': { expect: anyone, request: (f) => ({ path: `/api/avatars/${f.otherPremium.id}` }) },
  'GET /api/session': { expect: anyone, request: () => ({ path: '/api/session' }) },

  // Feedback, contact, site information
  'POST /api/feedback': { expect: anyone, request: () => ({ path: '/api/feedback', body: { rating: 5, message: 'Clear and kind.' } }) },
  'POST /api/contact': {
    expect: anyone,
    request: () => ({ path: '/api/contact', body: { name: 'Alan Turing', email: 'alan@example.com', subject: 'Hello', message: 'A question about plans.' } }),
  },
  'GET /api/site-info': { expect: anyone, request: () => ({ path: '/api/site-info' }) },
  'GET /sitemap.xml': { expect: anyone, request: () => ({ path: '/sitemap.xml' }) },
  'GET /robots.txt': { expect: anyone, request: () => ({ path: '/robots.txt' }) },
  'GET /api/faq': { expect: anyone, request: () => ({ path: '/api/faq' }) },

  // Chat
  'POST /api/assistant': {
    expect: signedIn,
    request: (f) => ({ path: '/api/assistant', body: { action: 'sendMessage', message: 'Hello', advisorId: f.advisor.id, conversationHistory: [], threadId: null } }),
  },
  'GET /api/advisors/:id/availability': { expect: anyone, request: (f) => ({ path: `/api/advisors/${f.advisor.id}/availability` }) },

  // Billing: each user's own status; without Stripe every payment route answers 409 with the honest message
  'GET /api/billing': { expect: signedIn, request: () => ({ path: '/api/billing' }) },
  'POST /api/billing/checkout': { expect: { visitor: 401, free: 409, premium: 409, admin: 409 }, request: () => ({ path: '/api/billing/checkout', body: {} }) },
  'POST /api/billing/portal': { expect: { visitor: 401, free: 409, premium: 409, admin: 409 }, request: () => ({ path: '/api/billing/portal', body: {} }) },
  'POST /api/billing/resume': { expect: { visitor: 401, free: 409, premium: 409, admin: 409 }, request: () => ({ path: '/api/billing/resume', body: {} }) },
  // Stripe's own call, with no session: an endpoint that does not exist until Stripe is configured.
  'POST /api/billing/webhook': { expect: { visitor: 404, free: 404, premium: 404, admin: 404 }, request: () => ({ path: '/api/billing/webhook', body: {} }) },

  // Saved conversations and advisor memory, each user's own. Only Premium saves them, but reading
  // and deleting stay open when Premium ends (issue 25); writing a memory and the memory switch are Premium.
  'GET /api/conversations': { expect: signedIn, request: () => ({ path: '/api/conversations' }) },
  'GET /api/conversations/:id': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/conversations/${await ownConversation(f, role)}` }),
    otherUser: anotherUsersConversation,
  },
  'DELETE /api/conversations/:id': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/conversations/${await ownConversation(f, role)}` }),
    otherUser: anotherUsersConversation,
  },
  'GET /api/memories': { expect: signedIn, request: () => ({ path: '/api/memories' }) },
  'PATCH /api/memories': { expect: premiumOnly, request: () => ({ path: '/api/memories', body: { enabled: true } }) },
  // A memory is named by its advisor and belongs to the caller: another user's call writes or
  // deletes their own memory of that advisor, never the owner's ('own').
  'PUT /api/memories/:advisorId': {
    expect: premiumOnly,
    request: (f) => ({ path: `/api/memories/${f.advisor.id}`, body: { summary: 'Prefers short answers.' } }),
    otherUser: {
      outcome: 'own',
      async prepare(f) {
        const intact = await ownerMemory(f);
        return { call: { path: `/api/memories/${f.advisor.id}`, body: { summary: 'Written by someone else.' } }, intact };
      },
    },
  },
  'DELETE /api/memories/:advisorId': {
    expect: signedIn,
    request: (f) => ({ path: `/api/memories/${f.advisor.id}` }),
    otherUser: {
      outcome: 'own',
      async prepare(f) {
        const intact = await ownerMemory(f);
        return { call: { path: `/api/memories/${f.advisor.id}` }, intact };
      },
    },
  },

  // Itineraries: each user's own; a shared trip is public
  'POST /api/itineraries/generate': {
    expect: signedIn,
    // Editing one's own itinerary, so that the free user's one-itinerary limit does not decide.
    request: async (f, role) => ({ path: '/api/itineraries/generate', body: { ...tripRequest(), itineraryId: await ownItinerary(f, role) } }),
    otherUser: {
      outcome: 404,
      async prepare(f) {
        const check = anotherUsersItinerary((id) => `/api/itineraries/${id}`);
        const prepared = await check.prepare(f);
        const id = prepared.call.path.split('/').at(-1);
        return { call: { path: '/api/itineraries/generate', body: { ...tripRequest(), itineraryId: id } }, intact: prepared.intact };
      },
    },
  },
  'GET /api/itineraries': { expect: signedIn, request: () => ({ path: '/api/itineraries' }) },
  'POST /api/itineraries': {
    expect: signedIn,
    request: async (f, role) => {
      if (role !== 'visitor') await f.clearItineraries(f.users[role]);
      return { path: '/api/itineraries', body: { ...tripRequest(), plan: fixturePlan() } };
    },
  },
  'GET /api/itineraries/preferences': { expect: signedIn, request: () => ({ path: '/api/itineraries/preferences' }) },
  'GET /api/itineraries/:id': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/itineraries/${await ownItinerary(f, role)}` }),
    otherUser: anotherUsersItinerary((id) => `/api/itineraries/${id}`),
  },
  'PUT /api/itineraries/:id': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/itineraries/${await ownItinerary(f, role)}`, body: { ...tripRequest({ numPeople: 4 }), plan: fixturePlan() } }),
    otherUser: anotherUsersItinerary((id) => `/api/itineraries/${id}`, { ...tripRequest({ numPeople: 4 }), plan: fixturePlan() }),
  },
  'DELETE /api/itineraries/:id': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/itineraries/${await ownItinerary(f, role)}` }),
    otherUser: anotherUsersItinerary((id) => `/api/itineraries/${id}`),
  },
  'POST /api/itineraries/:id/days/:day/regenerate': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/itineraries/${await ownItinerary(f, role)}/days/1/regenerate`, body: { note: 'cheaper' } }),
    otherUser: anotherUsersItinerary((id) => `/api/itineraries/${id}/days/1/regenerate`, {}),
  },
  'GET /api/itineraries/:id/calendar.ics': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/itineraries/${await ownItinerary(f, role)}/calendar.ics` }),
    otherUser: anotherUsersItinerary((id) => `/api/itineraries/${id}/calendar.ics`),
  },
  'GET /api/itineraries/:id/share': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/itineraries/${await ownItinerary(f, role)}/share` }),
    otherUser: anotherUsersItinerary((id) => `/api/itineraries/${id}/share`),
  },
  'POST /api/itineraries/:id/share': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/itineraries/${await ownItinerary(f, role)}/share`, body: { hideCosts: true } }),
    otherUser: anotherUsersItinerary((id) => `/api/itineraries/${id}/share`, { hideCosts: false }),
  },
  'DELETE /api/itineraries/:id/share': {
    expect: signedIn,
    request: async (f, role) => ({ path: `/api/itineraries/${await ownItinerary(f, role)}/share` }),
    otherUser: anotherUsersItinerary((id) => `/api/itineraries/${id}/share`),
  },
  'GET /api/shared-itineraries/:token': {
    expect: anyone,
    request: async (f) => {
      const owner = f.users.premium;
      const id = await f.newItinerary(owner);
      const { token } = await f.server.services.itineraries.share(owner.id, id, false);
      return { path: `/api/shared-itineraries/${token}` };
    },
  },

  // Admin: everything under /api/admin
  'GET /api/admin/invite-requests': { expect: adminOnly, request: () => ({ path: '/api/admin/invite-requests' }) },
  // A real, pending request per call: a refusal must come from the guard, not from a missing id.
  'POST /api/admin/invite-requests/:id/approve': {
    expect: adminOnly,
    request: async (f) => ({ path: `/api/admin/invite-requests/${await f.newInviteRequest()}/approve`, body: {} }),
  },
  'POST /api/admin/invite-requests/:id/decline': {
    expect: adminOnly,
    request: async (f) => ({ path: `/api/admin/invite-requests/${await f.newInviteRequest()}/decline`, body: {} }),
  },
  'GET /api/admin/dashboard': { expect: adminOnly, request: () => ({ path: '/api/admin/dashboard' }) },
  'GET /api/admin/analytics': { expect: adminOnly, request: () => ({ path: '/api/admin/analytics?range=7d' }) },
  'POST /api/admin/invite-requests/:id/resend': {
    expect: adminOnly,
    request: async (f) => ({ path: `/api/admin/invite-requests/${await approvedInviteRequest(f)}/resend`, body: {} }),
  },
  'GET /api/admin/outbox': { expect: adminOnly, request: () => ({ path: '/api/admin/outbox' }) },
  'GET /api/admin/jobs': { expect: adminOnly, request: () => ({ path: '/api/admin/jobs?dir=asc' }) },
  // A failed job for the admin's call; the others are refused by the guard before any id is read.
  'POST /api/admin/jobs/:id/retry': {
    expect: adminOnly,
    request: async (f, role) => ({ path: `/api/admin/jobs/${role === 'admin' ? await newFailedJob(f) : randomUUID()}/retry`, body: {} }),
  },
  'GET /api/admin/feedback': { expect: adminOnly, request: () => ({ path: '/api/admin/feedback?q=note&replied=no&sort=rating' }) },
  'POST /api/admin/feedback/:id/replied': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/feedback/${await newFeedback(f)}/replied`, body: { replied: true } }) },
  'GET /api/admin/contact-messages': { expect: adminOnly, request: () => ({ path: '/api/admin/contact-messages?replied=yes&sort=subject' }) },
  'POST /api/admin/contact-messages/:id/replied': {
    expect: adminOnly,
    request: async (f) => ({ path: `/api/admin/contact-messages/${await newContactMessage(f)}/replied`, body: { replied: true } }),
  },
  'GET /api/admin/mailing-list': { expect: adminOnly, request: () => ({ path: '/api/admin/mailing-list?status=subscribed&sort=email' }) },
  'GET /api/admin/mailing-list/export.csv': { expect: adminOnly, request: () => ({ path: '/api/admin/mailing-list/export.csv?source=footer' }) },
  'POST /api/admin/mailing-list/:id/unsubscribe': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/mailing-list/${await newSubscriber(f)}/unsubscribe`, body: {} }) },
  'GET /api/admin/faq': { expect: adminOnly, request: () => ({ path: '/api/admin/faq' }) },
  'POST /api/admin/faq': { expect: adminOnly, request: (f) => ({ path: '/api/admin/faq', body: { question: f.unique('Question?'), answer: 'An answer.', published: false } }) },
  'PATCH /api/admin/faq/:id': {
    expect: adminOnly,
    request: async (f) => ({ path: `/api/admin/faq/${await newFaqEntry(f)}`, body: { question: f.unique('Edited?'), answer: 'Edited.', published: false } }),
  },
  'DELETE /api/admin/faq/:id': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/faq/${await newFaqEntry(f)}` }) },
  'POST /api/admin/faq/:id/move': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/faq/${await newFaqEntry(f)}/move`, body: { direction: 'up' } }) },
  'GET /api/admin/customers': { expect: adminOnly, request: () => ({ path: '/api/admin/customers?q=example&sort=email&dir=asc' }) },
  'GET /api/admin/customers/export.csv': { expect: adminOnly, request: () => ({ path: '/api/admin/customers/export.csv?plan=free' }) },
  // Each action on a customer of its own, so that one call's ban or grant does not meet the next.
  'POST /api/admin/customers/:id/grant-premium': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/customers/${await newCustomer(f)}/grant-premium`, body: {} }) },
  'POST /api/admin/customers/:id/revoke-premium': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/customers/${await newCustomer(f)}/revoke-premium`, body: {} }) },
  'POST /api/admin/customers/:id/make-admin': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/customers/${await newCustomer(f)}/make-admin`, body: {} }) },
  'POST /api/admin/customers/:id/remove-admin': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/customers/${await newCustomer(f)}/remove-admin`, body: {} }) },
  'POST /api/admin/customers/:id/ban': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/customers/${await newCustomer(f)}/ban`, body: { reason: 'Authorization check' } }) },
  'DELETE /api/admin/customers/:id': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/customers/${await newCustomer(f)}` }) },
  'POST /api/admin/customers/:id/unban': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/customers/${await newCustomer(f)}/unban`, body: {} }) },
  'POST /api/admin/customers/:id/send-password-reset': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/customers/${await newCustomer(f)}/send-password-reset`, body: {} }) },
  'GET /api/admin/advisors': { expect: adminOnly, request: () => ({ path: '/api/admin/advisors?q=a&status=available&sort=name&dir=asc' }) },
  'POST /api/admin/advisors': {
    expect: adminOnly,
    request: (f) => ({ path: '/api/admin/advisors', body: advisorBody(f.unique('new-advisor').toLowerCase().replace(/[^a-z0-9]+/g, '-')) }),
  },
  'PUT /api/admin/advisors/:id': {
    expect: adminOnly,
    request: async (f) => ({ path: `/api/admin/advisors/${await newAdvisor(f)}`, body: advisorBody(f.unique('edited').toLowerCase().replace(/[^a-z0-9]+/g, '-')) }),
  },
  'DELETE /api/admin/advisors/:id': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/advisors/${await newAdvisor(f)}` }) },
  'POST /api/admin/advisors/:id/restore': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/advisors/${await newAdvisor(f)}/restore`, body: {} }) },
  'POST /api/admin/advisors/:id/images/:kind': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/advisors/${await newAdvisor(f)}/images/avatar`, form: imageForm }) },
  'DELETE /api/admin/advisors/:id/images/:kind': { expect: adminOnly, request: async (f) => ({ path: `/api/admin/advisors/${await newAdvisor(f)}/images/cover` }) },
  'GET /api/admin/audit': { expect: adminOnly, request: () => ({ path: '/api/admin/audit?action=customer.ban' }) },
};

/** Routes that are not the API's to authorize, each with the reason. */
const outsideTheTable: { test(route: RegisteredRoute): boolean; why: string }[] = [
  { test: (route) => /^\/api\/docs(\/|$)/.test(route.url), why: 'the OpenAPI document and Swagger UI: public documentation' },
  {
    test: (route) => !/^\/api(\/|$)/.test(route.url) && !['/sitemap.xml', '/robots.txt'].includes(route.url),
    why: "the built client's static files (not registered in API tests); the sitemap and robots.txt are in the table",
  },
];

/** A valid plan for the fixture trip request. */
function fixturePlan() {
  const { itineraryId: _none, ...trip } = { ...tripRequest(), itineraryId: undefined };
  return planOfflineTrip(trip).days;
}

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The routes the table must cover: all but the documented exceptions, and the HEAD twin Fastify adds to each GET. */
export function routesToAuthorize(routes: readonly RegisteredRoute[]): string[] {
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  const keys = routes
    .filter((route) => !outsideTheTable.some((rule) => rule.test(route)))
    .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
    .map(key);
  return [...new Set(keys)];
}

/** Routes without an entry, named so the failure says which ones. */
export function routesWithoutEntry(routes: readonly RegisteredRoute[], table: Record<string, RouteEntry>): string[] {
  return routesToAuthorize(routes).filter((route) => !(route in table));
}

function statusMatches(status: number, outcome: Outcome): boolean {
  return outcome === 'ok' ? status >= 200 && status < 300 : status === outcome;
}

describe('the route list check', () => {
  it('names a route that has no entry, and ignores documentation, static files and the HEAD twin of a GET', () => {
    const routes: RegisteredRoute[] = [
      { method: 'GET', url: '/api/health' },
      { method: 'HEAD', url: '/api/health' },
      { method: 'GET', url: '/api/docs/json' },
      { method: 'GET', url: '/assets/index.js' },
      { method: 'POST', url: '/api/itineraries/:id/print' },
    ];
    expect(routesWithoutEntry(routes, routeTable)).toEqual(['POST /api/itineraries/:id/print']);
  });
});

describe.each(backends)('authorization of every API route on %s', (backend) => {
  let server: TestServer;
  let fixtures: Fixtures;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      DEMO_ACCOUNTS: 'false',
      // This file calls each form route about ten times from one address; the form limits have tests of their own.
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      CHAT_MAX_CONCURRENT: '10',
      ITINERARY_RATE_LIMIT: '1000',
      ITINERARY_MAX_CONCURRENT: '10',
      ITINERARY_OFFLINE_DAY_DELAY_MS: '0',
    });
    const [free, premium, admin, otherPremium] = await Promise.all([
      signUpAndSignIn(server, { plan: 'free', name: 'Frankie Free' }),
      signUpAndSignIn(server, { plan: 'premium', name: 'Priya Premium' }),
      signUpAndSignIn(server, { role: 'admin', plan: 'free', name: 'Ada Admin' }),
      signUpAndSignIn(server, { plan: 'premium', name: 'Other Premium' }),
    ]);
    const advisor = (await advisorList(server)).find((entry) => entry.status === null || entry.status === 'available');
    if (!advisor) throw new Error('no available advisor in the seed');
    const unique = (prefix: string) => `${prefix}-${Date.now()}-${counter++}`;

    const newInviteRequest = async () => {
      const email = `${unique('invitee')}@example.com`;
      const submitted = await call(server, '/api/invite-requests', {
        method: 'POST',
        body: { name: 'Lise Meitner', email, advisors: [advisor.id], howDidYouHear: 'A colleague', mailingList: false },
      });
      expect(submitted.status).toBe(201);
      const list = await call(server, `/api/admin/invite-requests?status=pending&q=${encodeURIComponent(email)}`, { headers: admin.headers });
      const found = (list.body.rows as { id: string; email: string }[]).find((row) => row.email === email);
      if (!found) throw new Error(`the invite request of ${email} is not in the admin list`);
      return found.id;
    };
    const newConversation = async (owner: TestUser) => {
      const reply = await chat(server, owner.headers, { message: `Hello ${unique('c')}`, advisorId: advisor.id });
      const id = reply.headers.get(conversationIdHeader);
      if (reply.status !== 200 || !id) throw new Error(`no conversation was created (${reply.status}): ${reply.text.slice(0, 200)}`);
      return id;
    };

    // A real invitation: approve a request and read the link from the outbox (no SMTP in tests).
    const approvedId = await newInviteRequest();
    const approved = await call(server, `/api/admin/invite-requests/${approvedId}/approve`, { method: 'POST', headers: admin.headers, body: {} });
    expect(approved.status).toBe(200);
    const invitationMail = await latestMail(server, approved.body.email, 'invitation');
    const invitationToken = /\/signup\?invite=([A-Za-z0-9_-]+)/.exec(invitationMail.text)?.[1];
    if (!invitationToken) throw new Error('the invitation mail has no sign-up link');

    // A photo for GET /api/avatars/:userId to serve, of a user the /api/me/avatar rows leave alone.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${server.url}/api/me/avatar`, { method: 'POST', headers: otherPremium.headers, body: form });
    expect(uploaded.status).toBe(200);

    const itineraryQueries = createItineraryQueries(server.database.db);
    const newItinerary = async (owner: TestUser) => {
      const { itineraryId: _none, ...trip } = { ...tripRequest(), itineraryId: undefined };
      const saved = await itineraryQueries.insert(owner.id, trip, fixturePlan());
      if (!saved) throw new Error('no itinerary was stored');
      return saved.id;
    };
    const clearItineraries = async (owner: TestUser) => {
      await server.database.db.delete(itinerariesTable).where(eq(itinerariesTable.userId, owner.id));
    };

    fixtures = { server, users: { free, premium, admin }, otherPremium, advisor, invitationToken, newConversation, newInviteRequest, newItinerary, clearItineraries, unique };
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Sends a call as a user (or as nobody), with extra headers on top. */
  async function send(method: string, apiCall: ApiCall, as: TestUser | null, extraHeaders: Record<string, string> = {}) {
    let headers: Record<string, string> = as ? { ...as.headers } : { origin: server.url };
    if (as && apiCall.freshSession) {
      const signedIn = await server.auth.api.signInEmail({ body: { email: as.email, password: as.password }, returnHeaders: true });
      headers = { cookie: cookieHeader(signedIn.headers.getSetCookie()), origin: server.url };
    }
    let body = apiCall.body;
    if (as && apiCall.asNewAccount) {
      const fresh = await signUpAndSignIn(server, {
        role: as.id === fixtures.users.admin.id ? 'admin' : 'user',
        plan: as.id === fixtures.users.premium.id || as.id === fixtures.otherPremium.id ? 'premium' : 'free',
      });
      headers = fresh.headers;
      body = apiCall.asNewAccount(fresh);
    }
    headers = { ...headers, ...extraHeaders };
    if (apiCall.form) {
      const response = await fetch(`${server.url}${apiCall.path}`, { method, headers, body: apiCall.form() });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, text };
    }
    if (apiCall.path === '/api/assistant') {
      // A chat reply streams: read it to the end so the next call finds no reply in flight.
      const response = await fetch(`${server.url}${apiCall.path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(apiCall.body),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // a stream, not JSON
      }
      return { status: response.status, body, text };
    }
    const result = await call(server, apiCall.path, { method, headers, ...(body === undefined ? {} : { body }) });
    return { status: result.status, body: result.body as unknown, text: JSON.stringify(result.body) };
  }

  const userFor = (role: Role) => (role === 'visitor' ? null : fixtures.users[role]);

  it('has an entry for every route Fastify registered, and no entry for a route that is gone', () => {
    const routes = server.registeredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    expect(routesWithoutEntry(routes, routeTable), 'routes without an entry in routeTable (tests/api/authorization.test.ts)').toEqual([]);
    const registered = new Set(routesToAuthorize(routes));
    expect(
      Object.keys(routeTable).filter((entry) => !registered.has(entry)),
      'entries in routeTable for routes the app no longer registers',
    ).toEqual([]);
  });

  for (const [route, entry] of Object.entries(routeTable)) {
    const [method = 'GET'] = route.split(' ');

    it(`${route}: ${roles.map((role) => `${role} ${entry.expect[role]}`).join(', ')}`, async () => {
      const outcomes: Record<string, string> = {};
      for (const role of roles) {
        const apiCall = await entry.request(fixtures, role);
        const result = await send(method, apiCall, userFor(role));
        outcomes[role] = statusMatches(result.status, entry.expect[role]) ? 'as expected' : `${result.status} ${result.text.slice(0, 160)}`;
      }
      expect(outcomes).toEqual(Object.fromEntries(roles.map((role) => [role, 'as expected'])));
    });

    const { otherUser } = entry;
    if (otherUser) {
      it(`${route}: another Premium user on the owner's object gets ${otherUser.outcome === 'own' ? 'only their own' : otherUser.outcome}, and it stays intact`, async () => {
        const { call: apiCall, intact } = await otherUser.prepare(fixtures);
        const result = await send(method, apiCall, fixtures.otherPremium);
        if (otherUser.outcome === 'own') expect(statusMatches(result.status, 'ok'), `${result.status} ${result.text}`).toBe(true);
        else expect(result.status, result.text).toBe(otherUser.outcome);
        await intact();
      });
    }
  }

  it('refuses every state-changing route from another origin, even with a valid session cookie', async () => {
    const refused: Record<string, string> = {};
    const changing = routesToAuthorize(server.registeredRoutes).filter((route) => stateChanging.has(route.split(' ')[0] ?? ''));
    expect(changing.length).toBeGreaterThan(5);
    for (const route of changing) {
      const entry = routeTable[route];
      if (!entry) continue; // named by the test above
      const [method = 'POST'] = route.split(' ');
      // The first signed-in role the route lets past its guard (allowed, or refused only by the
      // server's configuration): the refusal can only come from the origin.
      const role = (['free', 'premium', 'admin'] as const).find((candidate) => entry.expect[candidate] !== 401 && entry.expect[candidate] !== 403);
      if (!role) throw new Error(`${route} allows no signed-in role: the cross-origin check needs one`);
      const apiCall = await entry.request(fixtures, role);
      const result = await send(method, apiCall, fixtures.users[role], { origin: 'https://evil.example' });
      const code = (result.body as { error?: { code?: string } } | undefined)?.error?.code;
      // Our same-origin guard answers every /api route, Better Auth's included (which checks the origin itself too).
      refused[route] = result.status === 403 && code === 'bad_request:origin' ? 'refused' : `${result.status} ${result.text.slice(0, 160)}`;
    }
    expect(refused).toEqual(Object.fromEntries(Object.keys(refused).map((route) => [route, 'refused'])));
  });

  it('refuses a cross-origin sign-out, and the session still works', async () => {
    const user = fixtures.users.free;
    const refused = await send('POST', { path: '/api/auth/sign-out', body: {} }, user, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect((await call(server, '/api/me', { headers: user.headers })).status).toBe(200);
  });

  it('treats a made-up id like a missing object, for the owner too (404, not 500)', async () => {
    const premium = fixtures.users.premium;
    expect((await call(server, `/api/conversations/${randomUUID()}`, { headers: premium.headers })).status).toBe(404);
    expect((await call(server, `/api/conversations/${randomUUID()}`, { method: 'DELETE', headers: premium.headers })).status).toBe(404);
  });
});
