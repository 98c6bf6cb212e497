import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { faqEntries } from '../db/schema/index.ts';
import { shippedFaqEntries, type FaqSeedEntry } from './faq-seed.data.ts';

/**
 * Inserts the shipped FAQ entries that are missing, by slug, after the entries already there, in
 * the shipped order. An entry an admin edited, unpublished or deleted (its row stays, with
 * deleted_at) is left as it is, so running it on every start never undoes an admin's change.
 * Returns how many entries were added.
 */
export async function seedFaq(db: Database, { appName }: { appName: string }, shipped: readonly FaqSeedEntry[] = shippedFaqEntries(appName)): Promise<number> {
  return db.transaction(async (tx) => {
    // One seeding at a time, when two instances start together on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('faq_entries_seed'))`);
    const existing = new Set((await tx.select({ slug: faqEntries.slug }).from(faqEntries)).map((row) => row.slug));
    const missing = shipped.filter((entry) => !existing.has(entry.slug));
    if (missing.length === 0) return 0;
    const [last] = await tx.select({ position: sql<number | null>`max(${faqEntries.position})` }).from(faqEntries);
    const start = (last?.position ?? 0) + 1;
    await tx
      .insert(faqEntries)
      .values(missing.map((entry, index) => ({ slug: entry.slug, question: entry.question, answer: entry.answer.join('\n\n'), position: start + index })))
      .onConflictDoNothing({ target: faqEntries.slug });
    return missing.length;
  });
}
