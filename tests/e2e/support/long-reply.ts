/**
 * A long coaching reply as a model streams it: 2,000 tokens (a word with its spacing each) of
 * Markdown with headings, paragraphs, a list and emphasis. Our own words. For the long-reply test
 * and the rendering benchmark (scripts/bench/chat-rendering.ts).
 */
const sections = [
  '## Where you are now\n\n',
  'You told me the report feels too big to start, and that every morning it sits there **waiting for you**. ',
  'That weight is common when a task has no clear first step, so we will make one together. ',
  '\n\n- Write down the three questions the report must answer.\n- Pick the smallest one.\n- Give it twenty minutes, no more.\n\n',
  'When the twenty minutes end, *stop*, even if you are in the middle of a sentence: tomorrow you will know exactly where to begin. ',
  '\n\n## What to notice\n\n',
  'Pay attention to the moment just before you avoid the work. What do you tell yourself? Write it in one line and read it back later.\n\n',
];

export function chatStreamTokens(count = 2_000): string[] {
  const tokens: string[] = [];
  for (let section = 0; tokens.length < count; section++) {
    for (const token of (sections[section % sections.length] as string).split(/(?<=\s)/)) {
      if (tokens.length < count) tokens.push(token);
    }
  }
  return tokens;
}
