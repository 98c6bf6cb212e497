import { randomUUID } from 'node:crypto';
import { contentAuditActions, faqEntryLimit, type AdminFaqEntry, type FaqMove } from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { slugify } from '../../shared/text/slug.ts';
import type { AdminRequestContext } from './admin-context.ts';
import { runAudited, type Transaction } from './audit.ts';
import {
  insertEntry,
  lockLiveEntries,
  lockLiveEntry,
  markEntryDeleted,
  selectLiveEntries,
  selectSlugsLike,
  setEntryPosition,
  toEntry,
  updateEntry,
  type FaqEntryFields,
  type FaqRow,
} from './faq.queries.ts';

/** What the audit log keeps of an entry. */
const snapshot = (row: FaqRow) => ({ slug: row.slug, question: row.question, answer: row.answer, published: row.published, position: row.position });

/** The anchor of a new entry, from its question: "Can I pay yearly?" is `can-i-pay-yearly`. */
export function slugFromQuestion(question: string): string {
  return slugify(question, 60) || 'question';
}

/** A slug no row has (deleted ones included: their rows keep theirs). */
async function freeSlug(tx: Transaction, question: string): Promise<string> {
  const base = slugFromQuestion(question);
  const taken = await selectSlugsLike(tx, base);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** The FAQ entries of /admin/content: add, edit, delete and reorder, each audited. */
export function createFaqAdminService({ db }: { db: Database }) {
  async function list(): Promise<AdminFaqEntry[]> {
    return (await selectLiveEntries(db)).map(toEntry);
  }

  async function create(fields: FaqEntryFields, context: AdminRequestContext): Promise<AdminFaqEntry> {
    // The id is chosen here, so that the audit row can name its target.
    const id = randomUUID();
    return runAudited(db, { ...context, action: contentAuditActions.faqCreate, target: { type: 'faq_entry', id } }, async (tx) => {
      const rows = await lockLiveEntries(tx);
      if (rows.length >= faqEntryLimit) throw new ApiError('conflict:faq_limit');
      const created = await insertEntry(tx, { id, slug: await freeSlug(tx, fields.question), ...fields });
      if (!created) throw new ApiError('internal:unexpected');
      return { before: null, after: snapshot(created), result: toEntry(created) };
    });
  }

  async function update(id: string, fields: FaqEntryFields, context: AdminRequestContext): Promise<AdminFaqEntry> {
    return runAudited(db, { ...context, action: contentAuditActions.faqUpdate, target: { type: 'faq_entry', id } }, async (tx) => {
      const before = await lockLiveEntry(tx, id);
      if (!before) throw new ApiError('not_found:faq_entry');
      const after = await updateEntry(tx, id, fields);
      if (!after) throw new ApiError('not_found:faq_entry');
      return { before: snapshot(before), after: snapshot(after), result: toEntry(after) };
    });
  }

  /** Takes the entry off the page and the admin's list; its row stays (the seed skips its slug). */
  async function remove(id: string, context: AdminRequestContext): Promise<void> {
    await runAudited(db, { ...context, action: contentAuditActions.faqDelete, target: { type: 'faq_entry', id } }, async (tx) => {
      const before = await lockLiveEntry(tx, id);
      if (!before) throw new ApiError('not_found:faq_entry');
      await markEntryDeleted(tx, id);
      return { before: snapshot(before), after: null, result: undefined };
    });
  }

  /** Swaps the entry with its neighbour above or below; answers the whole list in its new order. */
  async function move(id: string, { direction }: FaqMove, context: AdminRequestContext): Promise<AdminFaqEntry[]> {
    await runAudited(db, { ...context, action: contentAuditActions.faqMove, target: { type: 'faq_entry', id } }, async (tx) => {
      const rows = await lockLiveEntries(tx);
      const index = rows.findIndex((row) => row.id === id);
      const entry = rows[index];
      if (!entry) throw new ApiError('not_found:faq_entry');
      const neighbour = rows[direction === 'up' ? index - 1 : index + 1];
      if (!neighbour) throw new ApiError('conflict:faq_edge');
      await setEntryPosition(tx, entry.id, neighbour.position);
      await setEntryPosition(tx, neighbour.id, entry.position);
      return {
        before: { slug: entry.slug, position: entry.position, place: index + 1 },
        after: { slug: entry.slug, position: neighbour.position, place: direction === 'up' ? index : index + 2, swappedWith: neighbour.slug },
        result: undefined,
      };
    });
    return list();
  }

  return { list, create, update, remove, move };
}

export type FaqAdminService = ReturnType<typeof createFaqAdminService>;
