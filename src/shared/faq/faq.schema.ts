import { z } from 'zod/mini';

/** One published entry of the public FAQ (GET /api/faq), in page order. */
export const publicFaqEntrySchema = z.object({
  /** The entry's anchor on /faq (`/faq#billing`), and the key the pricing page picks entries by. */
  slug: z.string(),
  question: z.string(),
  /** Paragraphs separated by a blank line; `[label](/path)` links and `**bold**`. */
  answer: z.string(),
});
export type PublicFaqEntry = z.infer<typeof publicFaqEntrySchema>;

export const publicFaqSchema = z.array(publicFaqEntrySchema);

/** An answer's paragraphs: the text between blank lines, trimmed, empty ones left out. */
export function faqParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
