import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AdminAdvisorListQuery,
  AdminAdvisorPage,
  AdminAdvisorRow,
  AdvisorImageKind,
  AdvisorInput,
} from '../../shared/admin/advisors.schema.ts';
import type { Database } from '../db/client.ts';
import { mapPage, selectPage, type ListSource } from '../db/paging.ts';
import { advisorImages, advisorMemories, advisors, advisorTags, conversations, tags } from '../db/schema/index.ts';
import { profileColumns, tagsByAdvisor } from '../advisors/advisors.queries.ts';
import type { Transaction } from './audit.ts';

type Reader = Database | Transaction;

// The outer advisor spelled out: inside a subquery, drizzle may leave a column's table unnamed.
const conversationCount = sql<number>`(select count(*)::int from ${conversations} where ${conversations.advisorId} = "advisors"."id")`;
const memoryCount = sql<number>`(select count(*)::int from ${advisorMemories} where ${advisorMemories.advisorId} = "advisors"."id")`;

// The advisor as the server reads it everywhere, and what only the admin's table shows.
const rowColumns = {
  ...profileColumns,
  conversations: conversationCount,
  memories: memoryCount,
  createdAt: advisors.createdAt,
  updatedAt: advisors.updatedAt,
};

type SelectedRow = Omit<AdminAdvisorRow, 'methods' | 'tags' | 'archivedAt' | 'createdAt' | 'updatedAt'> & {
  instructions: { methods: AdminAdvisorRow['methods'] };
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function toRow(row: SelectedRow, tagNames: string[]): AdminAdvisorRow {
  const { instructions, archivedAt, createdAt, updatedAt, ...columns } = row;
  return {
    ...columns,
    methods: instructions.methods ?? [],
    tags: tagNames,
    archivedAt: archivedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function filtersOf(query: AdminAdvisorListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(advisors.status, query.status));
  if (query.tag) {
    conditions.push(
      sql`exists (select 1 from ${advisorTags} inner join ${tags} on ${tags.id} = ${advisorTags.tagId} where ${advisorTags.advisorId} = "advisors"."id" and lower(${tags.name}) = lower(${query.tag}))`,
    );
  }
  if (query.state === 'live') conditions.push(isNull(advisors.archivedAt));
  if (query.state === 'archived') conditions.push(isNotNull(advisors.archivedAt));
  return conditions;
}

const advisorList: ListSource<typeof rowColumns, AdminAdvisorListQuery['sort']> = {
  table: advisors,
  columns: rowColumns,
  searchIn: [advisors.name, advisors.slug],
  sorts: { name: sql`lower(${advisors.name})`, slug: advisors.slug, status: advisors.status, updated: advisors.updatedAt },
  // The slug (unique) breaks ties, A to Z whichever way the table is sorted.
  tieBreakers: () => [asc(advisors.slug)],
};

/** One page of the admin's table, the total the filters match, and every tag name. */
export async function selectAdminAdvisors(db: Database, query: AdminAdvisorListQuery): Promise<AdminAdvisorPage> {
  const page = await selectPage(db, advisorList, query, filtersOf(query));
  const tagMap = await tagsByAdvisor(
    db,
    page.rows.map((row) => row.id),
  );
  const allTags = await db.select({ name: tags.name }).from(tags).orderBy(asc(tags.name));
  return {
    ...mapPage(page, (row) => toRow(row, tagMap.get(row.id) ?? [])),
    tags: allTags.map((tag) => tag.name),
  };
}

/** One advisor as the table shows it; `lock` takes its row lock (inside an audited action). */
export async function selectAdminAdvisor(db: Reader, id: string, { lock = false } = {}): Promise<AdminAdvisorRow | undefined> {
  const base = db.select(rowColumns).from(advisors).where(eq(advisors.id, id)).limit(1);
  const [row] = lock ? await base.for('update', { of: advisors }) : await base;
  if (!row) return undefined;
  const tagMap = await tagsByAdvisor(db as Database, [id]);
  return toRow(row, tagMap.get(id) ?? []);
}

/** Whether another advisor already has the slug. */
export async function slugTaken(db: Reader, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(exceptId ? and(eq(advisors.slug, slug), ne(advisors.id, exceptId)) : eq(advisors.slug, slug))
    .limit(1);
  return row !== undefined;
}

/** The columns of the form, as the advisors table stores them: empty texts are null. */
export function columnsOf(input: AdvisorInput) {
  return {
    name: input.name,
    slug: input.slug,
    ethos: input.ethos || null,
    about: input.about || null,
    shortDescription: input.shortDescription || null,
    status: input.status,
    instructions: { methods: input.methods.map((method) => ({ name: method.name, scope: method.scope })) },
    systemPrompt: input.systemPrompt || null,
  };
}

/**
 * The advisor's tags become exactly `names` (first spelling wins among duplicates that differ in
 * case only). A name matches an existing tag whatever its case; new tags are created.
 */
export async function replaceTags(tx: Transaction, advisorId: string, names: string[]): Promise<void> {
  const unique = new Map<string, string>();
  for (const name of names) if (!unique.has(name.toLowerCase())) unique.set(name.toLowerCase(), name);
  await tx.delete(advisorTags).where(eq(advisorTags.advisorId, advisorId));
  if (unique.size === 0) return;
  const lowered = [...unique.keys()];
  const existing = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(inArray(sql`lower(${tags.name})`, lowered));
  const known = new Map(existing.map((tag) => [tag.name.toLowerCase(), tag.id]));
  const missing = lowered.filter((key) => !known.has(key)).map((key) => ({ name: unique.get(key) ?? key }));
  if (missing.length > 0) {
    await tx.insert(tags).values(missing).onConflictDoNothing();
    const created = await tx
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(
        inArray(
          tags.name,
          missing.map((tag) => tag.name),
        ),
      );
    for (const tag of created) known.set(tag.name.toLowerCase(), tag.id);
  }
  const tagIds = [...new Set(lowered.flatMap((key) => (known.has(key) ? [known.get(key) as string] : [])))];
  await tx.insert(advisorTags).values(tagIds.map((tagId) => ({ advisorId, tagId })));
}

/** Conversations or memories refer to the advisor: deleting it would delete them too. */
export async function isReferenced(tx: Reader, advisorId: string): Promise<boolean> {
  const [conversation] = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.advisorId, advisorId)).limit(1);
  if (conversation) return true;
  const [memory] = await tx.select({ userId: advisorMemories.userId }).from(advisorMemories).where(eq(advisorMemories.advisorId, advisorId)).limit(1);
  return memory !== undefined;
}

/** Tags no advisor uses any more are removed, so that the filter lists only tags in use. */
export async function deleteUnusedTags(tx: Transaction): Promise<void> {
  await tx.delete(tags).where(sql`not exists (select 1 from ${advisorTags} where ${advisorTags.tagId} = ${tags.id})`);
}

export async function saveImage(tx: Transaction, advisorId: string, kind: AdvisorImageKind, webp: Buffer, updatedAt: Date): Promise<void> {
  await tx
    .insert(advisorImages)
    .values({ advisorId, kind, contentType: 'image/webp', bytes: webp, updatedAt })
    .onConflictDoUpdate({ target: [advisorImages.advisorId, advisorImages.kind], set: { contentType: 'image/webp', bytes: webp, updatedAt } });
}

export async function deleteImage(tx: Transaction, advisorId: string, kind: AdvisorImageKind): Promise<void> {
  await tx.delete(advisorImages).where(and(eq(advisorImages.advisorId, advisorId), eq(advisorImages.kind, kind)));
}
