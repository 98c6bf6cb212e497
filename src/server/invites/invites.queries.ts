import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { InviteRequestListQuery, InviteRequestPage } from '../../shared/admin/content.schema.ts';
import type { InviteRequestRow, InviteRequestStatus } from '../../shared/invites/invite-request.schema.ts';
import type { Database } from '../db/client.ts';
import { selectPage, type ListSource } from '../db/paging.ts';
import { advisors, invitations, inviteRequestAdvisors, inviteRequests, user } from '../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface InviteRequestFields {
  name: string;
  email: string;
  advisorIds: string[];
  howDidYouHear: string;
  mailingList: boolean;
}

/** The ids among `ids` that are advisors of the directory (not archived); anything that is not a uuid is simply not one. */
export async function selectExistingAdvisorIds(db: Executor, ids: string[]): Promise<Set<string>> {
  const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const candidates = ids.filter((id) => uuidPattern.test(id)).map((id) => id.toLowerCase());
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(and(inArray(advisors.id, candidates), isNull(advisors.archivedAt)));
  return new Set(rows.map((row) => row.id));
}

export async function userExistsWithEmail(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return rows.length > 0;
}

/**
 * One statement decides what a repeated request does: a pending one is updated, a declined one
 * goes back to pending, an approved one goes back to pending only while no account exists for
 * the email (the link was lost or expired); otherwise it stays approved with the new details.
 */
export async function upsertInviteRequest(db: Executor, fields: InviteRequestFields): Promise<{ id: string }> {
  const reopen = sql`(${inviteRequests.status} = 'declined' or (${inviteRequests.status} = 'approved' and not exists (select 1 from ${user} where ${user.email} = excluded.email)))`;
  const [row] = await db
    .insert(inviteRequests)
    .values({ name: fields.name, email: fields.email, howDidYouHear: fields.howDidYouHear, mailingList: fields.mailingList })
    .onConflictDoUpdate({
      target: inviteRequests.email,
      set: {
        name: sql`excluded.name`,
        howDidYouHear: sql`excluded.how_did_you_hear`,
        mailingList: sql`excluded.mailing_list`,
        updatedAt: sql`now()`,
        status: sql`case when ${reopen} then 'pending' else ${inviteRequests.status} end`,
        reviewedAt: sql`case when ${reopen} then null else ${inviteRequests.reviewedAt} end`,
        reviewedBy: sql`case when ${reopen} then null else ${inviteRequests.reviewedBy} end`,
      },
    })
    .returning({ id: inviteRequests.id });
  if (!row) throw new Error('invite request upsert returned nothing');
  await db.delete(inviteRequestAdvisors).where(eq(inviteRequestAdvisors.inviteRequestId, row.id));
  await db.insert(inviteRequestAdvisors).values(fields.advisorIds.map((advisorId) => ({ inviteRequestId: row.id, advisorId })));
  return row;
}

const requestColumns = {
  id: inviteRequests.id,
  name: inviteRequests.name,
  email: inviteRequests.email,
  howDidYouHear: inviteRequests.howDidYouHear,
  mailingList: inviteRequests.mailingList,
  status: inviteRequests.status,
  createdAt: inviteRequests.createdAt,
  reviewedAt: inviteRequests.reviewedAt,
};
type SelectedRequest = Omit<InviteRequestRow, 'advisors' | 'createdAt' | 'reviewedAt'> & { createdAt: Date; reviewedAt: Date | null };

/** The requests as rows, each with the advisors it picked (by name). */
async function withAdvisors(db: Executor, requests: SelectedRequest[]): Promise<InviteRequestRow[]> {
  if (requests.length === 0) return [];
  const links = await db
    .select({ inviteRequestId: inviteRequestAdvisors.inviteRequestId, id: advisors.id, name: advisors.name })
    .from(inviteRequestAdvisors)
    .innerJoin(advisors, eq(advisors.id, inviteRequestAdvisors.advisorId))
    .where(
      inArray(
        inviteRequestAdvisors.inviteRequestId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(advisors.name);
  return requests.map((request) => ({
    ...request,
    advisors: links.filter((link) => link.inviteRequestId === request.id).map((link) => ({ id: link.id, name: link.name })),
    createdAt: request.createdAt.toISOString(),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
  }));
}

export async function selectInviteRequestRows(db: Executor, filter: { status?: InviteRequestStatus; id?: string }): Promise<InviteRequestRow[]> {
  const conditions = [
    ...(filter.status ? [eq(inviteRequests.status, filter.status)] : []),
    ...(filter.id ? [eq(inviteRequests.id, filter.id)] : []),
  ];
  const requests = await db
    .select(requestColumns)
    .from(inviteRequests)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(inviteRequests.createdAt))
    .limit(500);
  return withAdvisors(db, requests);
}

const inviteRequestList: ListSource<typeof requestColumns, InviteRequestListQuery['sort']> = {
  table: inviteRequests,
  columns: requestColumns,
  searchIn: [inviteRequests.name, inviteRequests.email],
  sorts: { createdAt: inviteRequests.createdAt, name: sql`lower(${inviteRequests.name})` },
  tieBreakers: (order) => [order(inviteRequests.createdAt), order(inviteRequests.id)],
};

/** One page of the admin's list: filtered by status, searched by name or email, sorted by date or name. */
export async function selectInviteRequestPage(db: Executor, query: InviteRequestListQuery): Promise<InviteRequestPage> {
  const page = await selectPage(db, inviteRequestList, query, [query.status ? eq(inviteRequests.status, query.status) : undefined]);
  return { ...page, rows: await withAdvisors(db, page.rows) };
}

export async function setInviteRequestStatus(
  db: Executor,
  id: string,
  status: 'approved' | 'declined',
  reviewerId: string,
): Promise<{ id: string; name: string; email: string } | undefined> {
  const [row] = await db
    .update(inviteRequests)
    .set({ status, reviewedBy: reviewerId, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(inviteRequests.id, id))
    .returning({ id: inviteRequests.id, name: inviteRequests.name, email: inviteRequests.email });
  return row;
}

/** Older links stop working when a new one is sent or the request is declined. */
export async function expireUnusedInvitations(db: Executor, inviteRequestId: string): Promise<void> {
  await db
    .update(invitations)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(invitations.inviteRequestId, inviteRequestId), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)));
}

export async function insertInvitation(
  db: Executor,
  values: { inviteRequestId: string; email: string; tokenHash: string; expiresAt: Date; createdBy: string },
): Promise<void> {
  await db.insert(invitations).values(values);
}

/** The invitation behind a token, while it is unused and unexpired. */
export async function selectUsableInvitation(db: Executor, tokenHash: string): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db
    .select({ email: invitations.email, name: inviteRequests.name })
    .from(invitations)
    .innerJoin(inviteRequests, eq(inviteRequests.id, invitations.inviteRequestId))
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Marks the invitation used in the same statement that checks it, so a token works once. */
export async function consumeInvitation(db: Executor, tokenHash: string, email: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(invitations.tokenHash, tokenHash), eq(invitations.email, email), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
