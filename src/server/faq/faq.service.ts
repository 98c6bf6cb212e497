import { and, asc, isNull, sql } from 'drizzle-orm';
import type { PublicFaqEntry } from '../../shared/faq/faq.schema.ts';
import type { Database } from '../db/client.ts';
import { faqEntries } from '../db/schema/index.ts';

export interface PublishedFaq {
  /** A strong validator of the list: it changes whenever any entry changes. */
  etag: string;
  entries: PublicFaqEntry[];
}

/**
 * The public FAQ, read through a small cache. Each request asks the database for the table's
 * version (a hash of every row's id and updated_at; every change, delete and reorder included,
 * moves updated_at), and reads the entries again only when it differs from the cached one. So an
 * admin's change shows at once, on every instance sharing the database, without any instance
 * having to tell the others (decision 0192).
 */
export function createFaqService({ db }: { db: Database }) {
  let cached: PublishedFaq | undefined;

  async function version(): Promise<string> {
    const [row] = await db
      .select({
        version: sql<string>`md5(coalesce(string_agg(${faqEntries.id}::text || ':' || ${faqEntries.updatedAt}::text, ',' order by ${faqEntries.id}), ''))`,
      })
      .from(faqEntries);
    return row?.version ?? '';
  }

  return {
    async published(): Promise<PublishedFaq> {
      const current = `"faq-${await version()}"`;
      if (cached?.etag === current) return cached;
      const entries = await db
        .select({ slug: faqEntries.slug, question: faqEntries.question, answer: faqEntries.answer })
        .from(faqEntries)
        .where(and(sql`${faqEntries.published}`, isNull(faqEntries.deletedAt)))
        .orderBy(asc(faqEntries.position), asc(faqEntries.id));
      cached = { etag: current, entries };
      return cached;
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
