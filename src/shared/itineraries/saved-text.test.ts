import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiLineText, oneLineText } from './saved-text.ts';

const controls = fc.constantFrom(...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f', '\u0080', '\u0085', '\u009b', '\u009f', '\u2028', '\u2029');
/** Arbitrary Unicode with control characters and line breaks mixed in. */
const textWithControls = fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), controls, fc.constantFrom('\r\n', 'END:VEVENT\rBEGIN:VEVENT', '\t')), { maxLength: 40 }).map((parts) => parts.join(''));

describe('saved text', () => {
  it('turns breaks and tabs into spaces and drops every other control on a one-line field', () => {
    expect(oneLineText('Senso-ji\rEND:VEVENT\r\nBEGIN:VEVENT')).toBe('Senso-ji END:VEVENT BEGIN:VEVENT');
    expect(oneLineText('a\u0000b\u001bc\u007fd\u009be\tf\u2028g')).toBe('abcde f g');
    expect(oneLineText('Café ☕ שלום, 東京')).toBe('Café ☕ שלום, 東京');
  });

  it('keeps one \\n per break on a field with lines', () => {
    expect(multiLineText('window seat\r\nquiet room\rlate check-out\u0085\u0000x\ty')).toBe('window seat\nquiet room\nlate check-out\nx y');
  });

  it('leaves no control character but \\n, whatever the input, and is stable', () => {
    fc.assert(
      fc.property(textWithControls, (text) => {
        const line = oneLineText(text);
        const lines = multiLineText(text);
        expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
        expect(lines).not.toMatch(/[^\n\P{Cc}]|[\u2028\u2029]/u);
        expect(oneLineText(line)).toBe(line);
        expect(multiLineText(lines)).toBe(lines);
        // Nothing but controls is removed: the visible text stays in order.
        const visible = (value: string) => value.replace(/[\p{Cc}\u2028\u2029\s]/gu, '');
        expect(visible(line)).toBe(visible(text));
        expect(visible(lines)).toBe(visible(text));
      }),
      { numRuns: 500 },
    );
  });

  it('handles 100 KB in a few milliseconds', () => {
    const big = 'a\r\u0000'.repeat(35_000);
    const started = performance.now();
    expect(oneLineText(big)).toBe('a '.repeat(35_000));
    expect(performance.now() - started).toBeLessThan(200);
  });
});
