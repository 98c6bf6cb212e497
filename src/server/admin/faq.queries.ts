import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminFaqEntry } from '../../shared/admin/content.schema.ts';
import type { Database } from '../db/client.ts';
import { escapeLike } from '../db/paging.ts';
import { faqEntries } from '../db/schema/index.ts';
import type { Transaction } from './audit.ts';

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

export type FaqRow = Omit<AdminFaqEntry, 'updatedAt'> & { updatedAt: Date };
export const toEntry = (row: FaqRow): AdminFaqEntry => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const live = isNull(faqEntries.deletedAt);
// Every change to a row stamps the time of the statement itself: two changes in one transaction differ.
const now = sql`clock_timestamp()`;

/** The entries on the page and in the admin's list, in page order. */
export function selectLiveEntries(db: Database): Promise<FaqRow[]> {
  return db.select(columns).from(faqEntries).where(live).orderBy(asc(faqEntries.position), asc(faqEntries.id));
}

/** The rows in page order, locked: one change to the FAQ's order at a time. */
export function lockLiveEntries(tx: Transaction): Promise<FaqRow[]> {
  return tx.select(columns).from(faqEntries).where(live).orderBy(asc(faqEntries.position), asc(faqEntries.id)).for('update');
}

/** One entry that is not deleted, its row locked. */
export async function lockLiveEntry(tx: Transaction, id: string): Promise<FaqRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(faqEntries)
    .where(and(eq(faqEntries.id, id), live))
    .for('update');
  return row;
}

/** The slugs of every row, deleted ones included, that are `base` or `base-<anything>`. */
export async function selectSlugsLike(tx: Transaction, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: faqEntries.slug })
    .from(faqEntries)
    .where(sql`${faqEntries.slug} = ${base} or ${faqEntries.slug} like ${`${escapeLike(base)}-%`}`);
  return new Set(rows.map((row) => row.slug));
}

/** A new entry after every other, deleted ones included. */
export async function insertEntry(tx: Transaction, entry: FaqEntryFields & { id: string; slug: string }): Promise<FaqRow | undefined> {
  const [last] = await tx.select({ position: sql<number | null>`max(${faqEntries.position})` }).from(faqEntries);
  const [created] = await tx
    .insert(faqEntries)
    .values({ ...entry, position: (last?.position ?? 0) + 1 })
    .returning(columns);
  return created;
}

export async function updateEntry(tx: Transaction, id: string, fields: FaqEntryFields): Promise<FaqRow | undefined> {
  const [updated] = await tx
    .update(faqEntries)
    .set({ ...fields, updatedAt: now })
    .where(eq(faqEntries.id, id))
    .returning(columns);
  return updated;
}

/** Takes the entry off the page; its row stays, so that the seed skips its slug. */
export async function markEntryDeleted(tx: Transaction, id: string): Promise<void> {
  await tx.update(faqEntries).set({ deletedAt: now, updatedAt: now }).where(eq(faqEntries.id, id));
}

export async function setEntryPosition(tx: Transaction, id: string, position: number): Promise<void> {
  await tx.update(faqEntries).set({ position, updatedAt: now }).where(eq(faqEntries.id, id));
}
