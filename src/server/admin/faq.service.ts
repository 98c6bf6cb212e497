import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  contentAuditActions,
  faqEntryLimit,
  type AdminFaqEntry,
  type FaqMove,
} from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { faqEntries } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { runAudited, type Transaction } from './audit.ts';
import type { AdminRequestContext } from './customers.service.ts';

/** What the form sends, already trimmed and checked by faqEntryInputSchema. */
export interface FaqEntryFields {
  question: string;
  answer: string;
  published: boolean;
}

const columns = {
  id: faqEntries.id,
  slug: faqEntries.slug,
  question: faqEntries.question,
  answer: faqEntries.answer,
  published: faqEntries.published,
  position: faqEntries.position,
  updatedAt: faqEntries.updatedAt,
};

type Selected = Omit<AdminFaqEntry, 'updatedAt'> & { updatedAt: Date };
const toEntry = (row: Selected): AdminFaqEntry => ({ ...row, updatedAt: row.updatedAt.toISOString() });
/** What the audit log keeps of an entry. */
const snapshot = (row: Selected) => ({ slug: row.slug, question: row.question, answer: row.answer, published: row.published, position: row.position });

const live = isNull(faqEntries.deletedAt);

/** The anchor of a new entry, from its question: "Can I pay yearly?" is `can-i-pay-yearly`. */
export function slugFromQuestion(question: string): string {
  const slug = question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'question';
}

/** A slug no row has (deleted ones included: their rows keep theirs). */
async function freeSlug(tx: Transaction, question: string): Promise<string> {
  const base = slugFromQuestion(question);
  const taken = new Set(
    (await tx.select({ slug: faqEntries.slug }).from(faqEntries).where(sql`${faqEntries.slug} = ${base} or ${faqEntries.slug} like ${`${base}-%`}`)).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** The rows in page order, locked: one change to the FAQ's order at a time. */
const lockLive = (tx: Transaction) => tx.select(columns).from(faqEntries).where(live).orderBy(asc(faqEntries.position), asc(faqEntries.id)).for('update');

/** The FAQ entries of /admin/content: add, edit, delete and reorder, each audited. */
export function createFaqAdmin({ db }: { db: Database }) {
  async function list(): Promise<AdminFaqEntry[]> {
    const rows = await db.select(columns).from(faqEntries).where(live).orderBy(asc(faqEntries.position), asc(faqEntries.id));
    return rows.map(toEntry);
  }

  async function create(fields: FaqEntryFields, context: AdminRequestContext): Promise<AdminFaqEntry> {
    // The id is chosen here, so that the audit row can name its target.
    const id = randomUUID();
    return runAudited(db, { ...context, action: contentAuditActions.faqCreate, target: { type: 'faq_entry', id } }, async (tx) => {
      const rows = await lockLive(tx);
      if (rows.length >= faqEntryLimit) throw new ApiError('conflict:faq_limit');
      const [last] = await tx.select({ position: sql<number | null>`max(${faqEntries.position})` }).from(faqEntries);
      const [created] = await tx
        .insert(faqEntries)
        .values({ id, slug: await freeSlug(tx, fields.question), ...fields, position: (last?.position ?? 0) + 1 })
        .returning(columns);
      if (!created) throw new ApiError('internal:unexpected');
      return { before: null, after: snapshot(created), result: toEntry(created) };
    });
  }

  async function update(id: string, fields: FaqEntryFields, context: AdminRequestContext): Promise<AdminFaqEntry> {
    return runAudited(db, { ...context, action: contentAuditActions.faqUpdate, target: { type: 'faq_entry', id } }, async (tx) => {
      const [before] = await tx.select(columns).from(faqEntries).where(and(eq(faqEntries.id, id), live)).for('update');
      if (!before) throw new ApiError('not_found:faq_entry');
      const [after] = await tx
        .update(faqEntries)
        .set({ ...fields, updatedAt: sql`clock_timestamp()` })
        .where(eq(faqEntries.id, id))
        .returning(columns);
      if (!after) throw new ApiError('not_found:faq_entry');
      return { before: snapshot(before), after: snapshot(after), result: toEntry(after) };
    });
  }

  /** Takes the entry off the page and the admin's list; its row stays (the seed skips its slug). */
  async function remove(id: string, context: AdminRequestContext): Promise<void> {
    await runAudited(db, { ...context, action: contentAuditActions.faqDelete, target: { type: 'faq_entry', id } }, async (tx) => {
      const [before] = await tx.select(columns).from(faqEntries).where(and(eq(faqEntries.id, id), live)).for('update');
      if (!before) throw new ApiError('not_found:faq_entry');
      await tx
        .update(faqEntries)
        .set({ deletedAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
        .where(eq(faqEntries.id, id));
      return { before: snapshot(before), after: null, result: undefined };
    });
  }

  /** Swaps the entry with its neighbour above or below; answers the whole list in its new order. */
  async function move(id: string, { direction }: FaqMove, context: AdminRequestContext): Promise<AdminFaqEntry[]> {
    await runAudited(db, { ...context, action: contentAuditActions.faqMove, target: { type: 'faq_entry', id } }, async (tx) => {
      const rows = await lockLive(tx);
      const index = rows.findIndex((row) => row.id === id);
      const entry = rows[index];
      if (!entry) throw new ApiError('not_found:faq_entry');
      const neighbour = rows[direction === 'up' ? index - 1 : index + 1];
      if (!neighbour) throw new ApiError('conflict:faq_edge');
      const stamp = { updatedAt: sql`clock_timestamp()` };
      await tx.update(faqEntries).set({ position: neighbour.position, ...stamp }).where(eq(faqEntries.id, entry.id));
      await tx.update(faqEntries).set({ position: entry.position, ...stamp }).where(eq(faqEntries.id, neighbour.id));
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

export type FaqAdmin = ReturnType<typeof createFaqAdmin>;
