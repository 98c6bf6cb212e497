import fc from 'fast-check';
import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown-blocks.ts';

// The line break React Markdown writes between two top-level blocks is no text anyone sees: left out.
const html = (content: string) => renderToStaticMarkup(<Markdown skipHtml>{content}</Markdown>).replace(/(<\/(?:p|h[1-6]|ul|ol|blockquote|pre)>|<hr\/>)\n/g, '$1');
const blockByBlock = (content: string) => markdownBlocks(content).map(html).join('');

describe('markdownBlocks', () => {
  it('cuts at blank lines before a new paragraph or heading', () => {
    expect(markdownBlocks('One.\n\n## Two\n\nThree.')).toEqual(['One.\n\n', '## Two\n\n', 'Three.']);
  });

  it('keeps a loose list, an indented continuation and a fenced block with blank lines whole', () => {
    expect(markdownBlocks('- a\n\n- b\n\n  more of b\n\nAfter.')).toEqual(['- a\n\n- b\n\n  more of b\n\n', 'After.']);
    expect(markdownBlocks('```\ncode\n\nstill code\n```\n\nText.')).toEqual(['```\ncode\n\nstill code\n```\n\n', 'Text.']);
    expect(markdownBlocks('~~~~\na\n\n~~~\nb\n~~~~\n\nc')).toEqual(['~~~~\na\n\n~~~\nb\n~~~~\n\n', 'c']);
  });

  it('keeps a message with a reference definition whole', () => {
    expect(markdownBlocks('See [the guide][g].\n\nMore.\n\n[g]: https://example.com')).toHaveLength(1);
  });

  it('keeps a fence that is still open (a reply mid-stream) in the last block', () => {
    expect(markdownBlocks('Intro.\n\n```\nline\n\nnext')).toEqual(['Intro.\n\n', '```\nline\n\nnext']);
  });

  // Markdown from the pieces a reply is made of, in any order: blocks must render as the whole does.
  const pieces = fc.constantFrom(
    'A plain sentence.',
    'Some **bold** and *soft* words',
    '## A heading',
    'Title\n===',
    '- one\n- two',
    '1. first\n2. second',
    '3) third',
    '* star item',
    '  indented continuation',
    '    indented code',
    '> a quote',
    '```js\nconst x = 1;\n\nx + 1;\n```',
    '~~~\nfenced\n~~~',
    '```',
    '---',
    '[a link](https://example.com)',
    '',
    '   ',
    'line with trailing spaces  ',
  );
  const separators = fc.constantFrom('\n', '\n\n', '\n\n\n', ' \n\n');

  it('joins back to the message, and renders block by block exactly as the whole message', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(pieces, separators), { maxLength: 12 }), (parts) => {
        const content = parts.map(([piece, separator]) => piece + separator).join('');
        expect(markdownBlocks(content).join('')).toBe(content);
        expect(blockByBlock(content)).toBe(html(content));
      }),
      { numRuns: 400 },
    );
  });

  it('joins back to any text at all', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '`', '~', '-', '1', '.', '[', ']', ':', '\t', '>') }), (content) => {
      expect(markdownBlocks(content).join('')).toBe(content);
    }));
  });
});
