import { keyWords, leet, wordFixes } from './normalize-vocabulary.ts';

/**
 * Brings a message to the one form the crisis patterns and the classifier read: lower case,
 * plain letters, no apostrophes, contractions and chat shorthand written out, masked and
 * leetspeak spellings of the words that matter restored, and the common misspellings of those
 * words corrected. People in distress write fast, on phones, and often hide the word itself
 * ("s*icide", "k1ll mys3lf", "unalive"); the detector must read what they meant.
 */

const keyWordSet = new Set(keyWords);
// Maps, so that a word such as "constructor" or "__proto__" never reads Object.prototype.
const fixes = new Map(Object.entries(wordFixes));
const leetLetters = new Map(Object.entries(leet));

const maskChars = new Set(['*', '_', '.', '#', '-']);

/** A run of mask characters: how many letters it may stand for. */
interface Gap {
  min: number;
  max: number;
}

/**
 * A masked token as literal runs and gaps: one mask character stands for 0-2 letters ("k_ll",
 * "s*icide"), a run of n > 1 for 1 to n + 1 ("d**d"). Read by hand rather than compiled to a
 * regular expression: the token is the user's text, and any pattern built from it can be
 * invalid ("a-b)") or mean something else ("x|y-").
 */
function maskPieces(token: string): (string | Gap)[] {
  const pieces: (string | Gap)[] = [];
  let index = 0;
  while (index < token.length) {
    const start = index;
    const masked = maskChars.has(token[index] as string);
    while (index < token.length && maskChars.has(token[index] as string) === masked) index++;
    const run = index - start;
    pieces.push(masked ? (run === 1 ? { min: 0, max: 2 } : { min: 1, max: run + 1 }) : token.slice(start, index));
  }
  return pieces;
}

const isLetter = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';

/** Whether `word` reads as the pieces, every gap filled with letters. */
function fitsMask(pieces: readonly (string | Gap)[], word: string): boolean {
  // (piece, position) pairs already known not to lead to a fit: each is tried at most once.
  const dead = new Set<number>();
  const fitsFrom = (piece: number, at: number): boolean => {
    if (piece === pieces.length) return at === word.length;
    const key = piece * (word.length + 1) + at;
    if (dead.has(key)) return false;
    const current = pieces[piece] as string | Gap;
    let fits = false;
    if (typeof current === 'string') fits = word.startsWith(current, at) && fitsFrom(piece + 1, at + current.length);
    else {
      for (let letters = 0; letters <= current.max && !fits; letters++) {
        if (letters > 0 && !isLetter(word[at + letters - 1])) break;
        if (letters >= current.min) fits = fitsFrom(piece + 1, at + letters);
      }
    }
    if (!fits) dead.add(key);
    return fits;
  };
  return fitsFrom(0, 0);
}

const longestKeyWord = Math.max(...keyWords.map((word) => word.length));

/** "s*icide", "k_ll", "d.e": a masked word is restored when exactly one key word fits it. */
function unmask(token: string): string | undefined {
  if (!/[a-z]/.test(token) || !/[*_.#-]/.test(token)) return undefined;
  const pieces = maskPieces(token);
  // A token longer at its shortest than every key word fits none; this also bounds the search's depth.
  const shortest = pieces.reduce((length, piece) => length + (typeof piece === 'string' ? piece.length : piece.min), 0);
  if (shortest > longestKeyWord) return undefined;
  const fits = keyWords.filter((word) => fitsMask(pieces, word));
  return fits.length === 1 ? fits[0] : undefined;
}

function unleet(token: string): string | undefined {
  if (!/[a-z]/.test(token) || !/[013457@$!|+8]/.test(token)) return undefined;
  const plain = [...token].map((char) => leetLetters.get(char) ?? char).join('');
  return keyWordSet.has(plain) ? plain : undefined;
}

const laughter = /[\u{1F602}\u{1F923}\u{1F606}\u{1F639}\u{1F605}\u{1F604}\u{1F601}\u{1F92A}\u{1F61C}\u{1F61D}\u{1F480}]/gu;

export function normalizeMessage(text: string): string {
  // "ODd", "OD'd", "OD": only the capitals tell an overdose from the word "odd".
  let value = text
    .replace(/\bOD'?[dD]\b/g, ' overdosed ')
    .replace(/\bOD(?:ing|ed)\b/g, ' overdosing ')
    .replace(/\bOD\b/g, ' overdose ');
  value = value
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  // Crying-laughing and skull emoji mark a joke ("i'm dead 💀"); they become a word the guards read.
  value = value
    .replace(laughter, ' lol ')
    .replace(/\u{1F52A}/gu, ' knife ')
    .replace(/\u{1FA78}/gu, ' blood ')
    .replace(/\u{1F48A}/gu, ' pills ')
    .replace(/\u{1F52B}/gu, ' gun ')
    .replace(/\u{1FAA2}/gu, ' rope ');
  value = value.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'");
  // Contractions are written out before apostrophes go, so "he'll" never reads as "hell".
  value = value
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/n't\b/g, ' not')
    .replace(/'ll\b/g, ' will')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\b(i|he|she|they|you|we)'d\b/g, '$1 would')
    .replace(/\b(he|she|it|that|what|there|who)'s\b/g, '$1 is')
    .replace(/'/g, '');
  // Shorthand that spans a slash or a dot before punctuation goes: "s/h", "o.d.", "k.m.s".
  value = value
    .replace(/\bs\/h\b/g, ' self harm ')
    .replace(/\bo\.d\.?(?=\s|$)/g, ' overdose ')
    .replace(/\bk\.m\.s\.?/g, ' kill myself ');
  value = value
    .replace(/\b(self)[\s-]+(harm\w*)/g, '$1 $2')
    .replace(/\bsewer[\s-]+slide\b/g, 'suicide')
    .replace(/\bun[\s-]alive/g, 'unalive');
  const words: string[] = [];
  for (const raw of value.split(/\s+/)) {
    if (!raw) continue;
    // Keep masked and leetspeak spellings whole until they are read; other punctuation separates words.
    const core = raw.replace(/^[^a-z0-9*@$!|+]+|[^a-z0-9*_.#@$!|+-]+$/g, '').replace(/[.!?,;:]+$/g, '');
    const restored = unmask(core) ?? unleet(core);
    if (restored) {
      words.push(restored);
      continue;
    }
    // Letters of any script stay: the lexicon reads Spanish, German, French and more.
    for (const part of raw.replace(/[^\p{L}\p{N}]+/gu, ' ').split(' ')) {
      if (!part) continue;
      // Stretched words ("soooo", "killll") keep at most two of a letter.
      const squeezed = part.replace(/(\p{L})\1{2,}/gu, '$1$1');
      words.push(fixes.get(squeezed) ?? squeezed);
    }
  }
  return words
    .join(' ')
    .replace(/\b(want|going|need|have|plan|ready|trying|about|how) 2\b/g, '$1 to')
    .replace(/\bi (?:will|ll)\b/g, 'i will')
    .replace(
      /\bill (?=(?:just|do|kill|end|be|go|never|make|take|jump|hurt|cut|stab|shoot|finally|probably|try|leave|die|have|see|write|send|miss|not|get|put|give|say|tell|stop|show|hang|drive|walk|swallow|overdose|bring|snap|lose|burn|pay)\b)/g,
      'i will ',
    )
    .replace(/\b(he|she|they|you|we|it) ll\b/g, '$1 will')
    .replace(/\bhell (?=(?:kill|hurt|stab|shoot|do|jump|end|never|find|make|burn|beat|take)\b)/g, 'he will ')
    .replace(/\bshell (?=(?:kill|hurt|stab|shoot|do|jump|end|never|find|make|burn|beat|take|be)\b)/g, 'she will ')
    .replace(/\b(he|she|they|you|we|i) d\b/g, '$1 would')
    .replace(/\bcan t\b/g, 'can not')
    // A word said over and over ("very very very very busy") keeps two, as a stretched letter does.
    .replace(/\b(\w+)(?: \1\b){2,}/g, '$1 $1')
    .replace(/\s+/g, ' ')
    .trim();
}
