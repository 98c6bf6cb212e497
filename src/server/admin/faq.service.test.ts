import { describe, expect, it } from 'vitest';
import { slugFromQuestion } from './faq.service.ts';

describe('slugFromQuestion', () => {
  it('makes an anchor from the words of the question', () => {
    expect(slugFromQuestion('Can I pay yearly?')).toBe('can-i-pay-yearly');
    expect(slugFromQuestion("  What's new — in Zürich?  ")).toBe('what-s-new-in-zurich');
  });

  it('keeps it short, without a trailing dash, and never empty', () => {
    const slug = slugFromQuestion(`${'word '.repeat(30)}?`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugFromQuestion('¿?!')).toBe('question');
  });
});
