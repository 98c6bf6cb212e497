import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { advisors, advisorTags, tags } from '../db/schema/index.ts';
import { seedAdvisors, type AdvisorSeed } from './seed-advisors.ts';

/**
 * Inserts the shipped advisors that are missing, by slug. Existing advisors are left as they are,
 * so running it on every start never overwrites what an admin changed.
 * Returns how many advisors were added.
 */
export async function seedAdvisorCatalog(db: Database, catalog: readonly AdvisorSeed[] = seedAdvisors): Promise<number> {
  let added = 0;
  for (const seed of catalog) {
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(advisors)
        .values({
          name: seed.name,
          slug: seed.slug,
          ethos: seed.ethos,
          about: seed.about,
          shortDescription: seed.shortDescription,
          avatarUrl: seed.avatarUrl,
          coverUrl: seed.coverUrl,
          status: seed.status,
          instructions: { methods: seed.methods },
        })
        .onConflictDoNothing({ target: advisors.slug })
        .returning({ id: advisors.id });
      if (!inserted) return;
      added++;
      if (seed.tags.length === 0) return;
      await tx
        .insert(tags)
        .values(seed.tags.map((name) => ({ name })))
        .onConflictDoNothing({ target: tags.name });
      await tx.execute(sql`
        insert into ${advisorTags} (advisor_id, tag_id)
        select ${inserted.id}::uuid, ${tags.id} from ${tags}
        where ${tags.name} in (${sql.join(
          seed.tags.map((name) => sql`${name}`),
          sql`, `,
        )})
        on conflict do nothing`);
    });
  }
  return added;
}
