import { eq, sql } from 'drizzle-orm';
import {
  advisorAuditActions,
  advisorImageSizes,
  type AdminAdvisorDeleteResult,
  type AdminAdvisorListQuery,
  type AdminAdvisorPage,
  type AdminAdvisorRow,
  type AdvisorImageKind,
  type AdvisorInput,
} from '../../shared/admin/advisors.schema.ts';
import { toWebpImage } from '../account/avatar-image.ts';
import type { AdvisorsService } from '../advisors/advisors.service.ts';
import type { Database } from '../db/client.ts';
import { advisors } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import {
  columnsOf,
  deleteImage,
  deleteUnusedTags,
  isReferenced,
  replaceTags,
  saveImage,
  selectAdminAdvisor,
  selectAdminAdvisors,
  slugTaken,
} from './advisors.queries.ts';
import { runAudited, type Transaction } from './audit.ts';
import type { AdminRequestContext } from './admin-context.ts';

export interface AdminAdvisorsDependencies {
  db: Database;
  /** The public directory's cache: dropped after every change, so the site shows it at once. */
  advisors: AdvisorsService;
}

const slugTakenError = () => new ApiError('conflict:advisor_slug', { fields: { slug: 'This slug is already taken. Please choose another.' } });

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

/** What the audit row keeps of an advisor: every field but the counts and timestamps. */
function snapshot(row: AdminAdvisorRow | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const { conversations: _conversations, memories: _memories, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields;
}

/** The advisors screen: list, add, edit, delete (or archive), restore, and the two images; each change audited. */
export function createAdminAdvisorsService({ db, advisors: publicAdvisors }: AdminAdvisorsDependencies) {
  async function found(id: string): Promise<AdminAdvisorRow> {
    const row = await selectAdminAdvisor(db, id);
    if (!row) throw new ApiError('not_found:advisor');
    return row;
  }

  /** Runs an audited change, maps a slug race to its error, and drops the public cache afterwards. */
  async function audited<T>(
    context: AdminRequestContext,
    action: string,
    id: string,
    change: (tx: Transaction) => Promise<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null; result: T }>,
  ): Promise<T> {
    try {
      return await runAudited(db, { ...context, action, target: { type: 'advisor', id } }, change);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTakenError();
      throw error;
    } finally {
      // Also after a failure: cheap, and never leaves the cache behind the database.
      publicAdvisors.invalidate();
    }
  }

  async function lockExisting(tx: Transaction, id: string): Promise<AdminAdvisorRow> {
    const row = await selectAdminAdvisor(tx, id, { lock: true });
    if (!row) throw new ApiError('not_found:advisor');
    return row;
  }

  return {
    list(query: AdminAdvisorListQuery): Promise<AdminAdvisorPage> {
      return selectAdminAdvisors(db, query);
    },

    async create(input: AdvisorInput, context: AdminRequestContext): Promise<AdminAdvisorRow> {
      const id = crypto.randomUUID();
      await audited(context, advisorAuditActions.create, id, async (tx) => {
        if (await slugTaken(tx, input.slug)) throw slugTakenError();
        await tx.insert(advisors).values({ id, ...columnsOf(input) });
        await replaceTags(tx, id, input.tags);
        const after = await selectAdminAdvisor(tx, id);
        return { before: null, after: snapshot(after), result: undefined };
      });
      return found(id);
    },

    async update(id: string, input: AdvisorInput, context: AdminRequestContext): Promise<AdminAdvisorRow> {
      await audited(context, advisorAuditActions.update, id, async (tx) => {
        const before = await lockExisting(tx, id);
        if (await slugTaken(tx, input.slug, id)) throw slugTakenError();
        await tx
          .update(advisors)
          .set({ ...columnsOf(input), updatedAt: sql`now()` })
          .where(eq(advisors.id, id));
        await replaceTags(tx, id, input.tags);
        await deleteUnusedTags(tx);
        const after = await selectAdminAdvisor(tx, id);
        return { before: snapshot(before), after: snapshot(after), result: undefined };
      });
      return found(id);
    },

    /** Deletes the advisor, or archives it when conversations or memories refer to it (decision 0191). */
    async remove(id: string, context: AdminRequestContext): Promise<AdminAdvisorDeleteResult> {
      // The audit action's name depends on it, so it is asked first; the delete checks again.
      const outcome: AdminAdvisorDeleteResult['outcome'] = (await isReferenced(db, id)) ? 'archived' : 'deleted';
      if (outcome === 'archived') {
        const advisor = await audited(context, advisorAuditActions.archive, id, async (tx) => {
          const before = await lockExisting(tx, id);
          if (before.archivedAt === null) {
            await tx
              .update(advisors)
              .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
              .where(eq(advisors.id, id));
          }
          const after = await selectAdminAdvisor(tx, id);
          return { before: snapshot(before), after: snapshot(after), result: after };
        });
        if (!advisor) throw new ApiError('not_found:advisor');
        return { outcome, advisor };
      }
      const advisor = await audited(context, advisorAuditActions.delete, id, async (tx) => {
        const before = await lockExisting(tx, id);
        // A conversation started since the check above: refused, and the admin tries again (it archives then).
        if (await isReferenced(tx, id)) throw new ApiError('conflict:advisor_in_use');
        await tx.delete(advisors).where(eq(advisors.id, id));
        await deleteUnusedTags(tx);
        return { before: snapshot(before), after: null, result: before };
      });
      return { outcome, advisor };
    },

    /** Brings an archived advisor back to the public directory. */
    async restore(id: string, context: AdminRequestContext): Promise<AdminAdvisorRow> {
      await audited(context, advisorAuditActions.restore, id, async (tx) => {
        const before = await lockExisting(tx, id);
        await tx
          .update(advisors)
          .set({ archivedAt: null, updatedAt: sql`now()` })
          .where(eq(advisors.id, id));
        const after = await selectAdminAdvisor(tx, id);
        return { before: snapshot(before), after: snapshot(after), result: undefined };
      });
      return found(id);
    },

    /** Checks, resizes and stores an avatar or cover; the advisor's URL then points at it. */
    async uploadImage(id: string, kind: AdvisorImageKind, bytes: Buffer, context: AdminRequestContext): Promise<AdminAdvisorRow> {
      await found(id);
      // Decoded before the transaction: a bad image writes nothing, and no lock waits on sharp.
      const webp = await toWebpImage(bytes, advisorImageSizes[kind]);
      await audited(context, advisorAuditActions.uploadImage, id, async (tx) => {
        const before = await lockExisting(tx, id);
        const updatedAt = new Date();
        await saveImage(tx, id, kind, webp, updatedAt);
        // The version in the URL lets browsers cache an image for good and still see a new one.
        const url = `/api/advisor-images/${id}/${kind}?v=${updatedAt.getTime()}`;
        await tx
          .update(advisors)
          .set({ [kind === 'avatar' ? 'avatarUrl' : 'coverUrl']: url, updatedAt: sql`now()` })
          .where(eq(advisors.id, id));
        const after = await selectAdminAdvisor(tx, id);
        return { before: { ...snapshot(before), image: kind }, after: { ...snapshot(after), image: kind, bytes: webp.length }, result: undefined };
      });
      return found(id);
    },

    /** Removes an uploaded image (or the shipped art's URL): the card falls back to its placeholder. */
    async removeImage(id: string, kind: AdvisorImageKind, context: AdminRequestContext): Promise<AdminAdvisorRow> {
      await audited(context, advisorAuditActions.removeImage, id, async (tx) => {
        const before = await lockExisting(tx, id);
        await deleteImage(tx, id, kind);
        await tx
          .update(advisors)
          .set({ [kind === 'avatar' ? 'avatarUrl' : 'coverUrl']: null, updatedAt: sql`now()` })
          .where(eq(advisors.id, id));
        const after = await selectAdminAdvisor(tx, id);
        return { before: { ...snapshot(before), image: kind }, after: { ...snapshot(after), image: kind }, result: undefined };
      });
      return found(id);
    },
  };
}

export type AdminAdvisorsService = ReturnType<typeof createAdminAdvisorsService>;
