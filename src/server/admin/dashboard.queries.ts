import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { auditActionLabels } from '../../shared/admin/audit.schema.ts';
import {
  dashboardActivityLimit,
  premiumMonthlyPriceCents,
  type Dashboard,
  type DashboardActivity,
} from '../../shared/admin/dashboard.schema.ts';
import type { Database } from '../db/client.ts';
import { advisors, auditLog, contactMessages, faqEntries, feedback, inviteRequests, user } from '../db/schema/index.ts';
import { hasLiveSubscriptionSql, isPremiumSql } from '../auth/plans.ts';

const count = sql<number>`count(*)::int`;
const userId = sql`${user}.id`;

/** The dashboard's figures, each counted by the database. */
export async function selectDashboardFigures(db: Database): Promise<Omit<Dashboard, 'activity' | 'jobs'>> {
  const [[users], [advisorCounts], [feedbackCount], [contactCount], [inviteCounts], [faqCount]] = await Promise.all([
    db
      .select({
        total: count,
        newThisWeek: sql<number>`(count(*) filter (where ${user.createdAt} > now() - interval '7 days'))::int`,
        // Premium as effectivePlan reads it: an ended grant or subscription is free (the customers list's rule).
        premium: sql<number>`(count(*) filter (where ${isPremiumSql(userId)}))::int`,
        // Revenue counts only Stripe subscriptions that bill. A trial is left out: it has paid
        // nothing yet and may never convert. past_due stays in: the subscription is still live
        // (Premium continues through Stripe's retries) and most failed payments recover; when the
        // retries run out Stripe cancels it and it leaves the count. A subscription cancelled at
        // its period's end counts until that end, the month it has paid for.
        paid: sql<number>`(count(*) filter (where ${hasLiveSubscriptionSql(userId, 'paid')}))::int`,
        // Admins' grants apart: Premium that nobody pays for, however long it lasts.
        grants: sql<number>`(count(*) filter (where ${hasLiveSubscriptionSql(userId, 'grant')} and not ${hasLiveSubscriptionSql(userId, 'stripe')}))::int`,
      })
      .from(user),
    // Archived advisors are out of the directory (decision 0191): not active, whatever their status.
    db.select({ available: sql<number>`(count(*) filter (where ${advisors.status} = 'available' and ${advisors.archivedAt} is null))::int` }).from(advisors),
    db.select({ total: count }).from(feedback),
    db.select({ total: count }).from(contactMessages),
    db.select({ pending: sql<number>`(count(*) filter (where ${inviteRequests.status} = 'pending'))::int` }).from(inviteRequests),
    // The FAQ entries on the page: published and not deleted.
    db
      .select({ total: count })
      .from(faqEntries)
      .where(and(eq(faqEntries.published, true), isNull(faqEntries.deletedAt))),
  ]);
  const content = {
    feedback: feedbackCount?.total ?? 0,
    contactMessages: contactCount?.total ?? 0,
    pendingInviteRequests: inviteCounts?.pending ?? 0,
    faqEntries: faqCount?.total ?? 0,
  };
  const paidSubscribers = users?.paid ?? 0;
  return {
    users: { total: users?.total ?? 0, newThisWeek: users?.newThisWeek ?? 0 },
    activeAdvisors: advisorCounts?.available ?? 0,
    content: { total: content.feedback + content.contactMessages + content.pendingInviteRequests + content.faqEntries, ...content },
    // Whole cents, so that no sum of prices picks up a float's rounding.
    premium: {
      subscribers: users?.premium ?? 0,
      paidSubscribers,
      grants: users?.grants ?? 0,
      monthlyRecurringRevenueCents: paidSubscribers * premiumMonthlyPriceCents,
    },
  };
}

/** A label never longer than this: a subject or a name, never more. */
const labelMax = 80;
const short = (text: string) => (text.length > labelMax ? `${text.slice(0, labelMax - 1)}…` : text);

/**
 * The newest events of five kinds, newest first. Each kind's newest few come from its own
 * created_at index, then the merge keeps the newest overall. Only names, a rating, a contact
 * message's subject and an admin action are read: what people wrote stays out of the dashboard.
 */
export async function selectRecentActivity(db: Database): Promise<DashboardActivity[]> {
  const limit = dashboardActivityLimit;
  const [signups, invites, feedbackRows, contacts, actions] = await Promise.all([
    db.select({ id: user.id, name: user.name, at: user.createdAt }).from(user).orderBy(desc(user.createdAt)).limit(limit),
    db
      .select({ id: inviteRequests.id, name: inviteRequests.name, at: inviteRequests.createdAt })
      .from(inviteRequests)
      .orderBy(desc(inviteRequests.createdAt))
      .limit(limit),
    db
      .select({ id: feedback.id, rating: feedback.rating, at: feedback.createdAt })
      .from(feedback)
      .orderBy(desc(feedback.createdAt))
      .limit(limit),
    db
      .select({ id: contactMessages.id, subject: contactMessages.subject, at: contactMessages.createdAt })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit),
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        // The customer's email as the row kept it; not the before/after records themselves.
        targetEmail: sql<string | null>`${auditLog.before}->>'email'`,
        at: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(limit),
  ]);
  const events: (Omit<DashboardActivity, 'at'> & { at: Date })[] = [
    ...signups.map((row) => ({ id: `signup:${row.id}`, kind: 'signup' as const, label: `${short(row.name)} signed up`, at: row.at })),
    ...invites.map((row) => ({
      id: `invite_request:${row.id}`,
      kind: 'invite_request' as const,
      label: `${short(row.name)} requested an invite`,
      at: row.at,
    })),
    ...feedbackRows.map((row) => ({
      id: `feedback:${row.id}`,
      kind: 'feedback' as const,
      label: `Feedback rated ${row.rating} of 5`,
      at: row.at,
    })),
    ...contacts.map((row) => ({
      id: `contact_message:${row.id}`,
      kind: 'contact_message' as const,
      label: `Contact message: ${short(row.subject)}`,
      at: row.at,
    })),
    ...actions.map((row) => ({
      id: `admin_action:${row.id}`,
      kind: 'admin_action' as const,
      label: `${row.actorEmail}: ${auditActionLabels[row.action] ?? row.action}${row.targetEmail ? ` (${row.targetEmail})` : ''}`,
      at: row.at,
    })),
  ];
  return events
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id))
    .slice(0, limit)
    .map((event) => ({ ...event, at: event.at.toISOString() }));
}
