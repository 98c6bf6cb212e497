/**
 * How the offline engine reads words: one normal form for the user's text and its own, so intents
 * and topics are matched on tokens (never by turning the user's text into a pattern) and the reply
 * can be checked for echo on the same words a reader would see.
 */

/** Lowercase words without punctuation; apostrophes dropped ("I'm" → "im"), hyphens split ("3-step" → "3", "step"). */
export function tokensOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A phrase as tokens: "i dont know" → ["i", "dont", "know"]. */
export type Phrase = readonly string[];

export function phrases(list: readonly string[]): Phrase[] {
  return list.map((entry) => tokensOf(entry));
}

/** Where `phrase` starts in `tokens`, or -1. */
export function indexOfPhrase(tokens: readonly string[], phrase: Phrase): number {
  if (phrase.length === 0 || phrase.length > tokens.length) return -1;
  for (let start = 0; start + phrase.length <= tokens.length; start++) {
    let matches = true;
    for (let offset = 0; offset < phrase.length; offset++) {
      if (tokens[start + offset] !== phrase[offset]) {
        matches = false;
        break;
      }
    }
    if (matches) return start;
  }
  return -1;
}

export function hasAnyPhrase(tokens: readonly string[], list: readonly Phrase[]): boolean {
  // A long message is read once into a set, so that only phrases whose first word occurs are walked.
  const present = new Set(tokens);
  return list.some((phrase) => present.has(phrase[0] ?? '') && indexOfPhrase(tokens, phrase) >= 0);
}

/**
 * A test for "repeats more than `maxRun` of these words in a row": every run of `maxRun + 1`
 * words of the user's texts, kept once, so that each sentence of a reply is checked in time
 * proportional to its own length (a 4,000-character message is read once, not per sentence).
 */
export function echoCheck(userTexts: readonly string[], maxRun: number): (reply: string) => boolean {
  const width = maxRun + 1;
  const runs = new Set<string>();
  for (const text of userTexts) {
    const said = tokensOf(text);
    for (let start = 0; start + width <= said.length; start++) runs.add(said.slice(start, start + width).join(' '));
  }
  return (reply) => {
    const told = tokensOf(reply);
    for (let start = 0; start + width <= told.length; start++) if (runs.has(told.slice(start, start + width).join(' '))) return true;
    return false;
  };
}

/**
 * The longest run of consecutive words the reply shares with the user's text (on normalised
 * words): the measure behind "never repeats more than four of the user's words in a row".
 */
export function longestSharedRun(reply: string, userText: string): number {
  const said = tokensOf(userText);
  const told = tokensOf(reply);
  if (said.length === 0 || told.length === 0) return 0;
  // Dynamic programming on the two word lists, one row at a time.
  let previous = new Array<number>(told.length + 1).fill(0);
  let longest = 0;
  for (let row = 1; row <= said.length; row++) {
    const current = new Array<number>(told.length + 1).fill(0);
    for (let column = 1; column <= told.length; column++) {
      if (said[row - 1] === told[column - 1]) {
        const run = (previous[column - 1] as number) + 1;
        current[column] = run;
        if (run > longest) longest = run;
      }
    }
    previous = current;
  }
  return longest;
}

/** FNV-1a: small, stable across runs and platforms, so the same input always gives the same reply. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}
