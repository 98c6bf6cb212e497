import fc from 'fast-check';

/**
 * Arbitrary text as people send it, for property tests of every function that reads free text
 * (issue 22): markdown, pasted links, emoji, right-to-left scripts, control and invisible
 * characters, lone surrogates (JSON carries them), words that look like patterns, and any Unicode
 * at all. `hugeText` is ~100 KB: use it with few runs.
 */

const markdown = fc.constantFrom(
  '**bold**',
  '_it_',
  '`code`',
  '```js\nrun(1)\n```',
  '# Heading',
  '> quoted',
  '- item',
  '1. first',
  '| a | b |',
  '---',
  '![img](x.png)',
  '<script>alert(1)</script>',
  '</memory>',
  '<memory>',
  '\\',
  '"quoted"',
);

/** Links as pasted, bare and in markdown; `a-b)` once crashed the crisis check. */
const links = fc.oneof(
  fc.constantFrom('[here](http://example.com/a-b)', 'https://example.com/a-b?c=d#e', 'x-y(z', 're-do)', 'analytics-2024)', 'mailto:a@b.c', '/trips/shared/abc-123'),
  fc.webUrl().map((url) => `[link](${url})`),
  fc.webUrl(),
);

const emoji = fc.constantFrom('😂', '💀', '🔪', '💊', '👩‍👩‍👧‍👦', '🏳️‍🌈', '🇯🇵', '👍🏽', '❤️', '🫠', '🧗‍♀️');

const rightToLeft = fc.constantFrom('שלום עולם', 'مرحبا بالعالم', 'سفر إلى طوكيو', '\u202Eevil\u202C', '\u200F', '\u2067x\u2069', 'עברית 123');

const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x2028, 0x2029, 0xfeff, 0x200b, 0x200d, 0x2060, 0xe0041, 0xfffd))
  .map((code) => String.fromCodePoint(code));

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Words that look like the check's own syntax: masked words, leetspeak, replacement patterns, full-width signs. */
const trickyWord = fc.constantFrom('s*icide', 'k_ll', 'k1ll', 'd.e', '$&', "$'", '$1', '{city}', 'ki+-', '(?:', '[a-z]', '.*', '＝SUM(A1)', '=cmd', '@x', '+1', '-1', 'OD', "I'm", 'constructor', '__proto__');

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: markdown },
  { weight: 2, arbitrary: links },
  { weight: 2, arbitrary: emoji },
  { weight: 2, arbitrary: rightToLeft },
  { weight: 2, arbitrary: controlCharacter },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 2, arbitrary: trickyWord },
);

const separator = fc.constantFrom(' ', '', '\n', '\r', '\t', '  ', '\r\n');

/** Up to a few hundred characters of mixed text. */
export const freeText: fc.Arbitrary<string> = fc
  .array(fc.tuple(piece, separator), { maxLength: 24 })
  .map((parts) => parts.map(([text, gap]) => text + gap).join(''));

/** About 100 KB: mixed text repeated. */
export const hugeText: fc.Arbitrary<string> = fc.tuple(freeText, fc.integer({ min: 90_000, max: 110_000 })).map(([seed, size]) => {
  const unit = seed.length > 0 ? seed : 'a';
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
});

/** Free text, now and then a huge one. */
export const anyText: fc.Arbitrary<string> = fc.oneof({ weight: 19, arbitrary: freeText }, { weight: 1, arbitrary: hugeText });
