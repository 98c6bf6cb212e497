import { describe, expect, it } from 'vitest';
import { spokenText } from './spoken-text.ts';

describe('spokenText', () => {
  it('keeps the words of a Markdown reply and drops its markup', () => {
    expect(spokenText('Call or text **988**, or see [findahelpline.com](https://findahelpline.com).')).toBe(
      'Call or text 988, or see findahelpline.com.',
    );
    expect(spokenText('# Plan\n\n- one *small* step\n- `another`\n1. first\n> quoted')).toBe('Plan one small step another first quoted');
    expect(spokenText('![a picture](http://example.com/x.png)')).toBe('a picture');
  });
});
