import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, toCsv, toCsvLine } from './csv.ts';

describe('CSV cells', () => {
  it.each(['=1+1', '+33 6', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")', '＝1+1', '＋33 6', '－2', '＠SUM(A1)'])('neutralises %j', (value) => {
    expect(neutraliseCsvCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, numbers and empty cells alone', () => {
    expect(neutraliseCsvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(neutraliseCsvCell('a=b')).toBe('a=b');
    expect(neutraliseCsvCell(3)).toBe('3');
    expect(neutraliseCsvCell(null)).toBe('');
    expect(neutraliseCsvCell(undefined)).toBe('');
  });

  it('quotes every cell and doubles quotes, so commas and line breaks stay inside', () => {
    expect(toCsvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"');
  });

  it('neutralises before quoting', () => {
    expect(toCsvLine(['=cmd|" /C calc"!A0'])).toBe(`"'=cmd|"" /C calc""!A0"`);
  });

  it('never lets any text start a cell with a formula sign, and keeps the text itself', () => {
    const formulaSigns = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom(...formulaSigns).chain((sign) => fc.string().map((rest) => sign + rest))), (text) => {
        const cell = neutraliseCsvCell(text);
        expect(formulaSigns.some((sign) => cell.startsWith(sign))).toBe(false);
        expect(cell === text || cell === `'${text}`).toBe(true);
      }),
    );
  });

  it('writes a header and CRLF lines', () => {
    expect(toCsv(['Name', 'Email'], [['Ada', 'ada@example.com']])).toBe('"Name","Email"\r\n"Ada","ada@example.com"\r\n');
  });
});
