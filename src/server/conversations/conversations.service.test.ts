import { describe, expect, it } from 'vitest';
import { conversationTitle, storableContent } from './conversations.service.ts';

describe('conversationTitle', () => {
  it('collapses whitespace and keeps a short message whole', () => {
    expect(conversationTitle('  Help me\n\nplan   my week ')).toBe('Help me plan my week');
  });

  it('cuts a long message to at most 80 characters with an ellipsis', () => {
    const title = conversationTitle('word '.repeat(40));
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('word…')).toBe(true);
    expect(conversationTitle('x'.repeat(81))).toBe(`${'x'.repeat(79)}…`);
    expect(conversationTitle('x'.repeat(80))).toBe('x'.repeat(80));
  });

  it('names a conversation that starts with only a trip request', () => {
    expect(conversationTitle('   ')).toBe('Trip request');
  });
});

describe('storableContent', () => {
  it('keeps stored messages inside the column limit', () => {
    expect(storableContent('short')).toBe('short');
    expect(storableContent('a'.repeat(25_000))).toHaveLength(20_000);
  });
});
