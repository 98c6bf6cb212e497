/**
 * A message's Markdown cut into blocks that render alone exactly as they do together, so that a
 * streaming reply parses only its last block at each frame instead of the whole reply again: with
 * 2,000 tokens, parsing everything at each token held a slow phone's main thread for over 50 ms.
 *
 * A block ends at blank lines, and only where what follows starts a block of its own: never
 * inside a fenced code block, never before an indented line (a list item's continuation, indented
 * code) or a list item (one list stays one list, however loose). A reference definition can serve
 * any block of the message, so a message with one stays whole. The blocks, joined, are the message.
 */
const fenceOpening = /^ {0,3}(`{3,}|~{3,})/;
const listItem = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const referenceDefinition = /^ {0,3}\[[^\]]+\]:/m;

function closesFence(line: string, fence: string): boolean {
  const trimmed = line.trimEnd();
  const indent = trimmed.length - trimmed.trimStart().length;
  const marker = trimmed.trimStart();
  return indent <= 3 && marker.length >= fence.length && [...marker].every((character) => character === fence[0]);
}

export function markdownBlocks(content: string): string[] {
  if (referenceDefinition.test(content)) return [content];
  const lines = content.split('\n');
  const blocks: string[] = [];
  let block: string[] = [];
  let fence: string | null = null;
  let afterBlank = false;
  for (const line of lines) {
    const blank = line.trim() === '';
    if (fence === null && afterBlank && !blank && !/^[ \t]/.test(line) && !listItem.test(line) && block.length > 0) {
      blocks.push(`${block.join('\n')}\n`);
      block = [];
    }
    block.push(line);
    if (fence !== null) {
      if (closesFence(line, fence)) fence = null;
    } else {
      fence = fenceOpening.exec(line)?.[1] ?? null;
    }
    afterBlank = blank;
  }
  blocks.push(block.join('\n'));
  return blocks;
}
