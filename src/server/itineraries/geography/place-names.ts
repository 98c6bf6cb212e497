/**
 * Name keys: how a typed place name and a dataset name meet. Case, accents, punctuation and spacing
 * are dropped ('São Paulo', 'sao-paulo' and 'Sao Paulo' share one key), and the usual abbreviations
 * are spelled out ('St. Louis' = 'Saint Louis'). The patterns below are constants: user text is only
 * ever matched against them, never turned into a pattern itself.
 */

const spelledOut = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['ft', 'fort'],
  ['mt', 'mount'],
]);

/** Words of a text: lower case, accents and punctuation gone. */
export function plainWords(text: string): string[] {
  // Most names are plain ASCII: they skip the Unicode steps (the index reads 135,000 names).
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 0);
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // Letters other languages keep apart from their base letter (ø, ł, ß, æ) after NFKD.
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/đ/g, 'd')
    .replace(/ı/g, 'i');
  return plain.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** The key of a place name: its words, abbreviations spelled out, joined (so 'Xi'an' meets 'Xian'). */
export function nameKey(text: string): string {
  return plainWords(text)
    .map((word) => spelledOut.get(word) ?? word)
    .join('');
}

/** The key of a qualifier ('PT', 'Portugal', 'N.Y.'): its words joined, nothing spelled out. */
export function qualifierKey(text: string): string {
  return plainWords(text).join('');
}
