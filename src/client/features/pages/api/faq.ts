import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqParagraphs, publicFaqSchema } from '../../../../shared/faq/faq.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface FaqEntry {
  /** The entry's slug: its anchor (`/faq#billing`), and the key the pricing page picks entries by. */
  id: string;
  question: string;
  /** Paragraphs; `[label](/path)` links and `**bold**` (see RichText). */
  answer: string[];
}

/** The published FAQ, in page order: the entries an admin edits on /admin/content (GET /api/faq). */
export async function fetchFaq(signal?: AbortSignal): Promise<FaqEntry[]> {
  const entries = publicFaqSchema.parse(await apiRequest<unknown>('/faq', { signal }));
  return entries.map((entry) => ({ id: entry.slug, question: entry.question, answer: faqParagraphs(entry.answer) }));
}

export const faqQueryOptions = () => queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => fetchFaq(signal) });

export function useFaq() {
  return useQuery(faqQueryOptions());
}

/** The entries with these slugs, in the order given; a slug no longer published is left out. */
export function pickFaqEntries(entries: readonly FaqEntry[], ids: readonly string[]): FaqEntry[] {
  return ids.flatMap((id) => entries.filter((entry) => entry.id === id));
}
