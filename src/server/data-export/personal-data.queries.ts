import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  advisorMemories,
  advisors,
  chatPreferences,
  chatUsage,
  contactMessages,
  conversationMessages,
  conversations,
  feedback,
  inviteRequestAdvisors,
  inviteRequests,
  invitations,
  mailingList,
  session,
  subscriptions,
  user,
  userAvatars,
} from '../db/schema/index.ts';

/**
 * Everything stored about one person, read for "Download my data" (issue 29). Rows are theirs by
 * their account, or, for what a visitor could send before signing up (feedback, contact messages,
 * the invite request and the newsletter), by their email. Itineraries come from their own feature
 * with the calendar files. Secrets stay out: no password hash, session token, invitation token or
 * card detail is read.
 */
export async function selectPersonalData(db: Database, userId: string) {
  const [profile] = await db
    .select({
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) return undefined;
  const email = profile.email.toLowerCase();
  const byEmail = (column: AnyPgColumn) => sql`lower(${column}) = ${email}`;

  const [preferences] = await db
    .select({ memoryEnabled: chatPreferences.memoryEnabled })
    .from(chatPreferences)
    .where(eq(chatPreferences.userId, userId));
  const [photo] = await db
    .select({ contentType: userAvatars.contentType, bytes: userAvatars.bytes, updatedAt: userAvatars.updatedAt })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId));
  const plans = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      provider: subscriptions.provider,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      createdAt: subscriptions.createdAt,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
  const sessions = await db
    .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  const chats = await db
    .select({
      id: conversations.id,
      title: conversations.title,
      advisor: advisors.name,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
    })
    .from(conversations)
    .innerJoin(advisors, eq(advisors.id, conversations.advisorId))
    .where(eq(conversations.userId, userId))
    .orderBy(asc(conversations.createdAt));
  const chatIds = chats.map((chat) => chat.id);
  const messages =
    chatIds.length === 0
      ? []
      : await db
          .select({
            conversationId: conversationMessages.conversationId,
            role: conversationMessages.role,
            content: conversationMessages.content,
            createdAt: conversationMessages.createdAt,
          })
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, chatIds))
          .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  const memories = await db
    .select({ advisor: advisors.name, summary: advisorMemories.summary, updatedAt: advisorMemories.updatedAt })
    .from(advisorMemories)
    .innerJoin(advisors, eq(advisors.id, advisorMemories.advisorId))
    .where(eq(advisorMemories.userId, userId))
    .orderBy(asc(advisors.name));
  const usage = await db
    .select({ day: chatUsage.day, messages: chatUsage.messages })
    .from(chatUsage)
    .where(eq(chatUsage.userId, userId))
    .orderBy(asc(chatUsage.day));
  const feedbackSent = await db
    .select({
      rating: feedback.rating,
      message: feedback.partingThoughts,
      wantReply: feedback.wantReply,
      name: feedback.name,
      email: feedback.email,
      createdAt: feedback.createdAt,
      repliedAt: feedback.repliedAt,
    })
    .from(feedback)
    .where(or(eq(feedback.userId, userId), byEmail(feedback.email)))
    .orderBy(asc(feedback.createdAt));
  const contactSent = await db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      repliedAt: contactMessages.repliedAt,
    })
    .from(contactMessages)
    .where(or(eq(contactMessages.userId, userId), byEmail(contactMessages.email)))
    .orderBy(asc(contactMessages.createdAt));
  const [newsletter] = await db
    .select({
      email: mailingList.email,
      source: mailingList.source,
      createdAt: mailingList.createdAt,
      unsubscribedAt: mailingList.unsubscribedAt,
    })
    .from(mailingList)
    .where(eq(mailingList.email, email));
  return {
    profile,
    preferences,
    photo,
    plans,
    sessions,
    chats,
    messages,
    memories,
    usage,
    feedbackSent,
    contactSent,
    newsletter,
    inviteRequest: await selectInviteRequest(db, email),
  };
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof selectPersonalData>>>;

/** The request to join made with this email, the advisors it named and the invitations sent for it (never their tokens). */
async function selectInviteRequest(db: Database, email: string) {
  const [request] = await db
    .select({
      id: inviteRequests.id,
      name: inviteRequests.name,
      email: inviteRequests.email,
      howDidYouHear: inviteRequests.howDidYouHear,
      mailingList: inviteRequests.mailingList,
      status: inviteRequests.status,
      createdAt: inviteRequests.createdAt,
      updatedAt: inviteRequests.updatedAt,
      reviewedAt: inviteRequests.reviewedAt,
    })
    .from(inviteRequests)
    .where(eq(inviteRequests.email, email));
  if (!request) return undefined;
  const named = await db
    .select({ name: advisors.name })
    .from(inviteRequestAdvisors)
    .innerJoin(advisors, eq(advisors.id, inviteRequestAdvisors.advisorId))
    .where(eq(inviteRequestAdvisors.inviteRequestId, request.id))
    .orderBy(asc(advisors.name));
  const sent = await db
    .select({ sentAt: invitations.createdAt, expiresAt: invitations.expiresAt, usedAt: invitations.usedAt })
    .from(invitations)
    .where(eq(invitations.inviteRequestId, request.id))
    .orderBy(asc(invitations.createdAt));
  const { id: _id, ...fields } = request;
  return { ...fields, advisors: named.map((advisor) => advisor.name), invitations: sent };
}
