/** How the offline engine tells a person's words back to them: pronouns turned, a topic picked out. */

const swaps: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  was: 'were',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  you: 'I',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "I'm",
};

export const stopWords = new Set(
  'a an the and or but so to of in on at for with about from into that this these those it its is are be been being have has had do does did not no just really very feel feeling think thinking want wanted need needs i me my you your we our they them their he she his her what when how why which who there here than then also because like get got keep keeps been some any much many more most lot can could would should will'.split(
    ' ',
  ),
);

/** Words after which "you" starts a clause, so it is the subject. */
const subjectStarts = new Set('and but or so if when because that than while though as until unless whether what how why where'.split(' '));

/** Words a cut-short clause must not end on ("...about your workload and"). */
const danglingWords = new Set('a an the and or but so to of in on at for with about from into that because my your his her their our its i you we they is are was were'.split(' '));

/** "I keep putting off my thesis." → "you keep putting off your thesis" (first sentence, at most `maxWords` words, never ending mid-phrase on "and"). */
export function paraphrase(message: string, maxWords = 14): string {
  const firstSentence = message.trim().split(/(?<=[.!?])\s+|\n+/)[0] ?? '';
  const allWords = firstSentence
    .replace(/[.!?…]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const words = allWords.slice(0, maxWords);
  while (allWords.length > maxWords && words.length > 1 && danglingWords.has((words.at(-1) as string).toLowerCase().replace(/[^a-z']/g, ''))) words.pop();
  return words
    .map((word, index) => {
      const bare = word.toLowerCase().replace(/[^a-z']/g, '');
      const before = index > 0 ? (words[index - 1] as string).toLowerCase().replace(/[^a-z']/g, '') : '';
      // "you" as an object ("I told you") is "me"; as a subject ("you said") it is "I".
      const swapped = bare === 'you' && index > 0 && !subjectStarts.has(before) ? 'me' : swaps[bare];
      if (!swapped) return word === 'I' ? 'you' : word;
      // Keep punctuation around the word (a trailing comma, say).
      return word.toLowerCase().replace(bare, swapped);
    })
    .join(' ')
    .replace(/^\w/, (first) => first.toLowerCase());
}

/** Words that may stand between "your" and the thing itself ("your whole presentation"): skipped, never a topic. */
const modifiers = new Set(
  'whole own new old big little small first next last current entire upcoming main favourite favorite usual best worst biggest recent other only real actual general daily weekly same dear poor good bad great huge long short every each few several such'.split(
    ' ',
  ),
);

/**
 * What a sentence talks about, as "your" and a head noun ("your thesis", "your presentation" from
 * "your whole presentation"), or "this" when no clean noun phrase can be found: never a dangling
 * determiner, possessive or modifier.
 */
export function topicOf(sentence: string): string {
  const words = sentence.toLowerCase().replace(/[^a-z' -]/g, ' ').split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length - 1; index++) {
    if (words[index] !== 'your') continue;
    let head = index + 1;
    while (head < words.length && modifiers.has(words[head] as string)) head++;
    const noun = words[head];
    if (noun && /^[a-z]{3,}$/.test(noun) && !stopWords.has(noun) && !modifiers.has(noun) && !noun.endsWith('ly') && !danglingWords.has(noun)) return `your ${noun}`;
  }
  return 'this';
}

/** Sentences of a text, without their closing punctuation. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
