import fc from 'fast-check';

/**
 * Text that has broken web services before: markup and links (the crisis normaliser once built a
 * RegExp from words like these), regular-expression and template syntax, SQL and CSV formulas,
 * control characters, right-to-left and zero-width marks, emoji sequences, case and normalisation
 * changes that alter a string's length, lone surrogates and numbers spelled as text.
 */
export const trickyTexts: readonly string[] = [
  '[here](http://example.com/a-b)',
  'x-y(z',
  're-do)',
  'analytics-2024)',
  'see *bold* _it_ #tag a.b-c(d)[e]{f}',
  '(((((((((((((((((((((',
  '[',
  '\\',
  'a{1,99999999}',
  '.*.*.*.*.*.*.*.*.*.*=',
  '$&$1$`',
  '${process.exit(1)}',
  '{{constructor.constructor("return 1")()}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE \"user\"; --",
  "' OR '1'='1",
  '=HYPERLINK("http://evil.example")',
  '＝1+1',
  '＋cmd',
  '@SUM(A1)',
  '%s%n%x%d',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'C:\\Windows\\system32',
  '\u0000',
  'nul\u0000in the middle',
  'line\r\nbreak',
  'lone\rreturn END:VEVENT\rBEGIN:VEVENT',
  '\u0007\u0008\u001b[31mred\u001b[0m',
  '\u2028\u2029',
  '\uFEFFbom',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u200B\u200C\u200D\u2060',
  '👨‍👩‍👧‍👦🏳️‍🌈🇫🇷',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ﷺ'.repeat(200),
  'İstanbul ß ǅ ﬃ',
  '\uD800',
  'a\uDFFFb',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '99999999999999999999999',
  '',
  ' ',
  '\t\n\r ',
  'I want to end my life',
  'a@b',
  '"quoted"@example.com',
  'user+tag@example.com',
  `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999999999+99:99',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Strings far over any field's limit, built once (they are shared by reference). */
export const hugeTexts: readonly string[] = ['a'.repeat(100_000), '🙂'.repeat(30_000), 'x-y(z '.repeat(20_000), '\u0000'.repeat(10_000), 'ﷺ'.repeat(50_000)];

/** `text` cut or padded to lie within [min, max] characters. */
export function fitLength(text: string, min: number, max: number): string {
  let fitted = text.length > max ? text.slice(0, max) : text;
  while (fitted.length < min) fitted += fitted.length > 0 ? fitted : 'x';
  return fitted.length > max ? fitted.slice(0, max) : fitted;
}

/** Any Unicode text, mostly short, from every plane, with the tricky texts mixed in. */
export function anyText(maxLength = 200): fc.Arbitrary<string> {
  const words = fc.oneof(fc.constantFrom(...trickyTexts), fc.constantFrom('plan', 'a', 'calm', 'week', 'in', 'Lisbon', 'please', 'thanks!'));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...trickyTexts) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
    // Sentences with the tricky texts among ordinary words, as people paste them.
    { weight: 3, arbitrary: fc.array(words, { minLength: 2, maxLength: 8 }).map((parts) => parts.join(' ')) },
  );
}

/** Text for a field of [min, max] characters, within those bounds. */
export function textInBounds(min: number, max: number): fc.Arbitrary<string> {
  return anyText(Math.min(max, 300)).map((text) => fitLength(text, min, max));
}

/** Text for a field of [min, max] characters: usually within bounds, sometimes at or past them. */
export function textWithin(min: number, max: number): fc.Arbitrary<string> {
  const inBounds = textInBounds(min, max);
  const bounds = [max, max + 1, Math.max(0, min - 1)].filter((length) => length <= 200_000);
  return fc.oneof(
    { weight: 8, arbitrary: inBounds },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...bounds), anyText(20)).map(([length, seed]) => fitLength(seed || 'a', length, length)) },
  );
}
