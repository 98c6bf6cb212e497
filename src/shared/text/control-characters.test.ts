import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripControlCharacters, stripControlCharactersDeep } from './control-characters.ts';

// eslint-disable-next-line no-control-regex -- the property is about control characters
const anyControlButNewlineAndTab = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(fc.constantFrom('a', ' ', '\r', '\n', '\t', '\u0000', '\u001b[31m', '\u0085', '\u2028', 'END:VEVENT', 'é', '👍🏽', 'مرحبا'), { maxLength: 40 }).map((parts) => parts.join('')),
);

describe('stripControlCharacters', () => {
  it('leaves no control character but newline and tab, keeps everything else, and is idempotent', () => {
    fc.assert(
      fc.property(text, (input) => {
        const cleaned = stripControlCharacters(input);
        expect(anyControlButNewlineAndTab.test(cleaned)).toBe(false);
        expect(stripControlCharacters(cleaned)).toBe(cleaned);
        const printable = (value: string) => [...value].filter((char) => !anyControlButNewlineAndTab.test(char) && char !== '\n').join('');
        expect(printable(cleaned)).toBe(printable(input));
      }),
    );
  });

  it('turns every kind of line break into one newline, so a lone carriage return cannot start a line elsewhere', () => {
    expect(stripControlCharacters('Lunch\rEND:VEVENT\r\nBEGIN:VEVENT\u2028x\u0085y')).toBe('Lunch\nEND:VEVENT\nBEGIN:VEVENT\nx\ny');
    expect(stripControlCharacters('a\u0000b\u001b[31mc\u007f\td')).toBe('ab[31mc\td');
  });

  it('cleans every string of a JSON body and keeps its shape, a "__proto__" key included', () => {
    const body = JSON.parse('{"name":"Ada\\r","tags":["a\\u0000",{"note":"x\\ry"}],"count":3,"ok":true,"none":null,"__proto__":{"polluted":"yes"}}') as unknown;
    const cleaned = stripControlCharactersDeep(body) as Record<string, unknown>;
    expect(cleaned).toEqual({ name: 'Ada\n', tags: ['a', { note: 'x\ny' }], count: 3, ok: true, none: null, ['__proto__']: { polluted: 'yes' } });
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("cleans a query string's object too, built on a prototype that has none (Fastify's query parser)", () => {
    const Empty = function () {} as unknown as { new (): Record<string, unknown>; prototype: object };
    Empty.prototype = Object.create(null) as object;
    const query = new Empty();
    query.q = 'nul\u0000in\rthe middle';
    expect(stripControlCharactersDeep(query)).toEqual({ q: 'nulin\nthe middle' });
  });

  it('turns half a surrogate pair into U+FFFD and keeps whole ones (jsonb refuses a lone half)', () => {
    expect(stripControlCharacters('flight \ud83c 1 \udfff 2 🇫🇷')).toBe('flight \ufffd 1 \ufffd 2 🇫🇷');
  });
});
