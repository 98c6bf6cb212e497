import { asc, eq, inArray } from 'drizzle-orm';
import type { AdvisorRecord } from '../../shared/advisors/advisor.schema.ts';
import type { Database } from '../db/client.ts';
import { advisors, advisorTags, tags } from '../db/schema/index.ts';

const publicColumns = {
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
};

type AdvisorRow = Omit<AdvisorRecord, 'methods' | 'tags'> & { instructions: { methods: AdvisorRecord['methods'] } };

async function tagsByAdvisor(db: Database, advisorIds: string[]): Promise<Map<string, string[]>> {
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

function toRecord(row: AdvisorRow, advisorTagNames: string[]): AdvisorRecord {
  const { instructions, ...columns } = row;
  return { ...columns, methods: instructions.methods ?? [], tags: advisorTagNames };
}

/** All advisors ordered by name, with their tags (spec: "ordered by name ascending"). */
export async function selectAdvisorRecords(db: Database): Promise<AdvisorRecord[]> {
  const rows = await db.select(publicColumns).from(advisors).orderBy(asc(advisors.name));
  const tagMap = await tagsByAdvisor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRecord(row, tagMap.get(row.id) ?? []));
}

export async function selectAdvisorRecordBySlug(db: Database, slug: string): Promise<AdvisorRecord | undefined> {
  const [row] = await db.select(publicColumns).from(advisors).where(eq(advisors.slug, slug)).limit(1);
  if (!row) return undefined;
  const tagMap = await tagsByAdvisor(db, [row.id]);
  return toRecord(row, tagMap.get(row.id) ?? []);
}
