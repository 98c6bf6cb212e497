import type { FastifyBaseLogger } from 'fastify';
import {
  invitationValidityDays,
  type InviteRequest,
  type InviteRequestRow,
  type InviteRequestStatus,
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
  selectInviteRequestRows,
  selectUsableInvitation,
  setInviteRequestStatus,
  upsertInviteRequest,
  userExistsWithEmail,
} from './invites.queries.ts';

export interface InvitesService extends InvitationRedeemer {
  submit(request: InviteRequest): Promise<void>;
  list(status?: InviteRequestStatus): Promise<InviteRequestRow[]>;
  approve(id: string, reviewerId: string): Promise<InviteRequestRow>;
  decline(id: string, reviewerId: string): Promise<InviteRequestRow>;
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

    list(status) {
      return selectInviteRequestRows(db, status ? { status } : {});
    },

    async approve(id, reviewerId) {
      const token = generateInvitationToken();
      const expiresAt = new Date(now().getTime() + invitationValidityDays * 24 * 60 * 60 * 1000);
      const request = await db.transaction(async (tx) => {
        const [current] = await selectInviteRequestRows(tx, { id });
        if (!current) throw new ApiError('not_found:invite_request');
        if (await userExistsWithEmail(tx, current.email)) throw new ApiError('conflict:account_exists');
        const updated = await setInviteRequestStatus(tx, id, 'approved', reviewerId);
        if (!updated) throw new ApiError('not_found:invite_request');
        // A new link replaces any earlier one that was not used.
        await expireUnusedInvitations(tx, id);
        await insertInvitation(tx, { inviteRequestId: id, email: updated.email, tokenHash: hashInvitationToken(token), expiresAt, createdBy: reviewerId });
        return updated;
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

    async decline(id, reviewerId) {
      await db.transaction(async (tx) => {
        const updated = await setInviteRequestStatus(tx, id, 'declined', reviewerId);
        if (!updated) throw new ApiError('not_found:invite_request');
        await expireUnusedInvitations(tx, id);
      });
      return rowById(id);
    },

    lookup: redeemer.lookup,
    consume: redeemer.consume,
  };
}
