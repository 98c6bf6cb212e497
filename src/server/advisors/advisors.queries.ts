import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdvisorRecord } from '../../shared/advisors/advisor.schema.ts';
import type { Database } from '../db/client.ts';
import { advisors, advisorTags, tags } from '../db/schema/index.ts';

/**
 * An advisor as the server uses it: the public record plus what the public never sees, the
 * system-prompt override (chat uses it) and whether an admin archived it (decision 0191).
 */
export interface AdvisorProfile extends AdvisorRecord {
  systemPrompt: string | null;
  archived: boolean;
}

/** The advisor's columns as the server reads them; the admin's table adds its counts and times. */
export const profileColumns = {
  id: advisors.id,
  name: advisors.name,
  slug: advisors.slug,
  ethos: advisors.ethos,
  about: advisors.about,
  shortDescription: advisors.shortDescription,
  avatarUrl: advisors.avatarUrl,
  coverUrl: advisors.coverUrl,
  status: advisors.status,
  instructions: advisors.instructions,
  systemPrompt: advisors.systemPrompt,
  archivedAt: advisors.archivedAt,
};

type ProfileRow = Omit<AdvisorRecord, 'methods' | 'tags'> & {
  instructions: { methods: AdvisorRecord['methods'] };
  systemPrompt: string | null;
  archivedAt: Date | null;
};

export async function tagsByAdvisor(db: Database, advisorIds: string[]): Promise<Map<string, string[]>> {
  const byAdvisor = new Map<string, string[]>();
  if (advisorIds.length === 0) return byAdvisor;
  const rows = await db
    .select({ advisorId: advisorTags.advisorId, name: tags.name })
    .from(advisorTags)
    .innerJoin(tags, eq(tags.id, advisorTags.tagId))
    .where(inArray(advisorTags.advisorId, advisorIds))
    .orderBy(asc(tags.name));
  for (const row of rows) {
    const list = byAdvisor.get(row.advisorId) ?? [];
    list.push(row.name);
    byAdvisor.set(row.advisorId, list);
  }
  return byAdvisor;
}

function toProfile(row: ProfileRow, advisorTagNames: string[]): AdvisorProfile {
  const { instructions, archivedAt, ...columns } = row;
  return { ...columns, methods: instructions.methods ?? [], tags: advisorTagNames, archived: archivedAt !== null };
}

/** The public record of a profile: never the system prompt, never the archive flag. */
export function toPublicRecord(profile: AdvisorProfile): AdvisorRecord {
  const { systemPrompt: _systemPrompt, archived: _archived, ...record } = profile;
  return record;
}

/** Every advisor, archived ones included, ordered by name, with their tags. */
export async function selectAdvisorProfiles(db: Database): Promise<AdvisorProfile[]> {
  const rows = await db.select(profileColumns).from(advisors).orderBy(asc(advisors.name));
  const tagMap = await tagsByAdvisor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProfile(row, tagMap.get(row.id) ?? []));
}

/** One advisor of the public directory by slug: an archived one is not found. */
export async function selectAdvisorRecordBySlug(db: Database, slug: string): Promise<AdvisorRecord | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(advisors)
    .where(and(eq(advisors.slug, slug), isNull(advisors.archivedAt)))
    .limit(1);
  if (!row) return undefined;
  const tagMap = await tagsByAdvisor(db, [row.id]);
  return toPublicRecord(toProfile(row, tagMap.get(row.id) ?? []));
}

/** The public directory's addresses for the sitemap: each advisor's slug and when it last changed. */
export async function selectAdvisorSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: advisors.slug, updatedAt: advisors.updatedAt }).from(advisors).where(isNull(advisors.archivedAt)).orderBy(asc(advisors.slug));
}
