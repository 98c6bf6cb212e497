import { z } from 'zod/mini';
import { jobProblemCountsSchema } from './jobs.schema.ts';

/**
 * What one paying subscriber pays a month, in cents (it lives with billing): the dashboard's
 * monthly recurring revenue is this times the paying subscribers.
 */
export { premiumMonthlyPriceCents } from '../billing/billing.schema.ts';

/** How many events the dashboard's recent activity shows. */
export const dashboardActivityLimit = 20;

export const dashboardActivityKinds = ['signup', 'invite_request', 'feedback', 'contact_message', 'admin_action'] as const;
export type DashboardActivityKind = (typeof dashboardActivityKinds)[number];

/**
 * One event of the recent activity. `label` is short and never holds what people wrote (a
 * feedback message, a contact message's body, a conversation or an itinerary): a name, a rating,
 * a contact message's subject, an admin action and its target.
 */
export const dashboardActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(dashboardActivityKinds),
  label: z.string(),
  at: z.string(),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

/** GET /api/admin/dashboard: the figures of the admin's first page and the newest events. */
export const dashboardSchema = z.object({
  users: z.object({ total: z.number(), newThisWeek: z.number() }),
  activeAdvisors: z.number(),
  // The content items: feedback, contact messages, pending invite requests and the FAQ entries on the page.
  content: z.object({
    total: z.number(),
    feedback: z.number(),
    contactMessages: z.number(),
    pendingInviteRequests: z.number(),
    faqEntries: z.number(),
  }),
  /**
   * Users, each counted once. `subscribers`: Premium now, however. `paidSubscribers`: with a live
   * Stripe subscription past any trial. `grants`: Premium by an admin's grant alone (no live Stripe
   * subscription). What is left of `subscribers` is in a Stripe trial.
   * `monthlyRecurringRevenueCents`: paidSubscribers times the monthly price.
   */
  premium: z.object({ subscribers: z.number(), paidSubscribers: z.number(), grants: z.number(), monthlyRecurringRevenueCents: z.number() }),
  /** Background jobs that need an admin (src/server/jobs/job-problems.ts): out of retries, or stuck. */
  jobs: jobProblemCountsSchema,
  activity: z.array(dashboardActivitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
