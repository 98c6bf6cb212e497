import type { FastifyBaseLogger } from 'fastify';
import type { InviteRequestListQuery, InviteRequestPage } from '../../shared/admin/content.schema.ts';
import {
  invitationValidityDays,
  type InviteRequest,
  type InviteRequestRow,
  unknownAdvisorMessage,
} from '../../shared/invites/invite-request.schema.ts';
import type { InvitationRedeemer } from '../auth/invitation-redeemer.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { composeMail } from '../mail/compose.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { NewsletterService } from '../newsletter/newsletter.service.ts';
import { generateInvitationToken, hashInvitationToken } from './invitation-tokens.ts';
import {
  consumeInvitation,
  expireUnusedInvitations,
  insertInvitation,
  selectExistingAdvisorIds,
  selectInviteRequestPage,
  selectInviteRequestRows,
  selectUsableInvitation,
  setInviteRequestStatus,
  upsertInviteRequest,
  userExistsWithEmail,
} from './invites.queries.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Snapshot = Record<string, unknown> | null;

/**
 * How a review's change runs: in a transaction that also says what the request was before and
 * after. The admin routes pass one that writes the audit row in that same transaction
 * (runAudited); without one, a plain transaction.
 */
export type ReviewTransaction = <T>(change: (tx: Transaction) => Promise<{ before: Snapshot; after: Snapshot; result: T }>) => Promise<T>;

export interface InvitesService extends InvitationRedeemer {
  submit(request: InviteRequest): Promise<void>;
  /** One page of the admin's list (filtered, searched, sorted). */
  list(query: InviteRequestListQuery): Promise<InviteRequestPage>;
  /** Emails a one-time sign-up link; approving again (or `resend`, for an approved request only) sends a fresh one. */
  approve(id: string, reviewerId: string, options?: { resend?: boolean; run?: ReviewTransaction }): Promise<InviteRequestRow>;
  decline(id: string, reviewerId: string, options?: { run?: ReviewTransaction }): Promise<InviteRequestRow>;
}

export interface InvitesDependencies {
  db: Database;
  mailer: Mailer;
  newsletter: NewsletterService;
  log: FastifyBaseLogger;
  appName: string;
  publicUrl: string;
  teamEmail: string;
  now?: () => Date;
}

/** Auth's port for invite-only sign-up, built from the database alone so that Better Auth can be created before the app. */
export function createInvitationRedeemer(db: Database): InvitationRedeemer {
  return {
    lookup(token) {
      return selectUsableInvitation(db, hashInvitationToken(token));
    },
    consume(token, email, executor = db) {
      return consumeInvitation(executor, hashInvitationToken(token), email.toLowerCase());
    },
  };
}

export function createInvitesService({ db, mailer, newsletter, log, appName, publicUrl, teamEmail, now = () => new Date() }: InvitesDependencies): InvitesService {
  const signature = `The ${appName} team`;
  const redeemer = createInvitationRedeemer(db);
  const plainTransaction: ReviewTransaction = (change) => db.transaction(async (tx) => (await change(tx)).result);

  async function rowById(id: string): Promise<InviteRequestRow> {
    const [row] = await selectInviteRequestRows(db, { id });
    if (!row) throw new ApiError('not_found:invite_request');
    return row;
  }

  function teamNotice(request: InviteRequest, advisorNames: string[]) {
    const content = composeMail({
      paragraphs: [
        `${request.name} (${request.email}) asked for an invite to ${appName}.`,
        `Advisors: ${advisorNames.join(', ')}`,
        `How they heard about us: ${request.howDidYouHear}`,
        `Mailing list: ${request.mailingList ? 'yes' : 'no'}`,
      ],
      action: { label: 'Review invite requests', url: `${publicUrl}/admin/invite-requests` },
      signature: appName,
    });
    return { to: teamEmail, subject: `Invite request from ${request.name}`, kind: 'invite_request_notice' as const, ...content };
  }

  return {
    async submit(request) {
      const email = request.email.toLowerCase();
      const advisorIds = [...new Set(request.advisors.map((id) => id.toLowerCase()))];
      const existing = await selectExistingAdvisorIds(db, advisorIds);
      if (advisorIds.some((id) => !existing.has(id))) {
        throw new ApiError('bad_request:validation', { message: unknownAdvisorMessage, fields: { advisors: unknownAdvisorMessage } });
      }
      const { id } = await db.transaction((tx) =>
        upsertInviteRequest(tx, { name: request.name, email, advisorIds, howDidYouHear: request.howDidYouHear, mailingList: request.mailingList }),
      );
      if (request.mailingList) {
        // Already on the list is fine here: the visitor only ticked a box.
        await newsletter.subscribe(email, 'invite');
      }
      const row = await rowById(id);
      await mailer.send(teamNotice({ ...request, email }, row.advisors.map((advisor) => advisor.name)));
      log.info({ event: 'invite_request', inviteRequestId: id }, 'invite request received');
    },

    list(query) {
      return selectInviteRequestPage(db, query);
    },

    async approve(id, reviewerId, { resend = false, run = plainTransaction } = {}) {
      const token = generateInvitationToken();
      const expiresAt = new Date(now().getTime() + invitationValidityDays * 24 * 60 * 60 * 1000);
      const request = await run(async (tx) => {
        const [current] = await selectInviteRequestRows(tx, { id });
        if (!current) throw new ApiError('not_found:invite_request');
        if (resend && current.status !== 'approved') throw new ApiError('conflict:invite_not_approved');
        if (await userExistsWithEmail(tx, current.email)) throw new ApiError('conflict:account_exists');
        const updated = await setInviteRequestStatus(tx, id, 'approved', reviewerId);
        if (!updated) throw new ApiError('not_found:invite_request');
        // A new link replaces any earlier one that was not used.
        await expireUnusedInvitations(tx, id);
        await insertInvitation(tx, { inviteRequestId: id, email: updated.email, tokenHash: hashInvitationToken(token), expiresAt, createdBy: reviewerId });
        return {
          before: { email: current.email, status: current.status },
          after: { email: updated.email, status: 'approved', invitationExpiresAt: expiresAt.toISOString() },
          result: updated,
        };
      });
      const link = `${publicUrl}/signup?invite=${encodeURIComponent(token)}`;
      const content = composeMail({
        paragraphs: [`Hello ${request.name},`, `Your invitation to ${appName} is ready. Use the link below to create your account with ${request.email}.`],
        action: { label: 'Create your account', url: link },
        closing: [
          `The link works once and expires on ${expiresAt.toUTCString()}.`,
          'If you did not ask for an invite, you can ignore this email.',
        ],
        signature,
      });
      await mailer.send({ to: request.email, subject: `Your invitation to ${appName}`, kind: 'invitation', ...content });
      return rowById(id);
    },

    async decline(id, reviewerId, { run = plainTransaction } = {}) {
      await run(async (tx) => {
        const [current] = await selectInviteRequestRows(tx, { id });
        const updated = await setInviteRequestStatus(tx, id, 'declined', reviewerId);
        if (!current || !updated) throw new ApiError('not_found:invite_request');
        await expireUnusedInvitations(tx, id);
        return { before: { email: current.email, status: current.status }, after: { email: updated.email, status: 'declined' }, result: undefined };
      });
      return rowById(id);
    },

    lookup: redeemer.lookup,
    consume: redeemer.consume,
  };
}
